import { LANGUAGE_NAMES, otherLanguage } from '#common/bilingual.js';
import { formatMessage } from '#common/format-message.js';
import type { MessageLanguage } from '#common/message-language.js';
import { messages } from '#common/messages.js';
import type { PhoneMenuSettings } from '#common/schemas/phone-menus.js';
import { languageOfVoice } from '#common/spanish-voices.js';
import { synthesizeVoiceBody, type SynthesizeVoiceBody } from '#common/schemas/voices.js';
import { findVoice } from '#common/voices.js';
import { type Pronunciation } from '../voice/pronunciation/lexicon.js';
import { lexiconOf } from '../voice/pronunciation/pronunciation-store.js';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { isUuid } from '../db/uuid.js';
import { AppError } from '../errors.js';
import { findCustomVoice } from '../voice/custom-voices.js';
import type { SpeechProviders } from '../voice/providers.js';
import { resolveVoice, type VoiceChoice } from '../voice/resolve-voice.js';
import { speakerOf } from '../voice/speech-provider.js';

/** The one voice of a menu as step 2 takes it: a catalogue voice, or the user's own voice over its base (record 053). */
async function menuVoiceChoice(
  db: Db,
  userId: string,
  voiceId: string,
  language: MessageLanguage,
): Promise<VoiceChoice> {
  // Only a Spanish voice names its language, so an English menu's requests stay as they were.
  const inLanguage = language === 'es' ? { language } : {};
  const catalogueLanguage = languageOfVoice(voiceId);
  if (catalogueLanguage && catalogueLanguage !== language)
    throw new AppError(400, formatMessage(messages.phoneMenus.voiceLanguage, { language: LANGUAGE_NAMES[language] }));
  if (findVoice(voiceId) || catalogueLanguage) return { voiceType: voiceId, ...inLanguage };
  const custom = await findCustomVoice(db, voiceId, userId);
  // An id of no catalogue voice nor of any own voice of this user (another user's included).
  if (!custom)
    throw new AppError(400, isUuid(voiceId) ? messages.voice.customVoiceNotFound : messages.voice.voiceRequired);
  return { voiceType: custom.baseVoiceId, elevenlabsVoiceId: custom.id, ...inLanguage };
}

/**
 * Who says the menu's prompts (speakerOf): the engine and its own voice. It is checked as POST
 * /api/synthesize-voice checks a voice (resolveVoice: another user's voice is refused), and is part
 * of each prompt's signature, so a studio key added or another offline engine re-renders the menu.
 * A voice must speak the language of the prompts it says (record 146).
 */
async function menuSpeaker(
  db: Db,
  providers: SpeechProviders,
  userId: string,
  voiceId: string,
  language: MessageLanguage = 'en',
): Promise<{ choice: VoiceChoice; speaker: string }> {
  const choice = await menuVoiceChoice(db, userId, voiceId, language);
  const { provider, voice } = await resolveVoice(db, providers, userId, choice);
  return { choice, speaker: speakerOf(provider, voice) };
}

/**
 * A prompt's voice request, as the wizard sends POST /api/synthesize-voice, parsed by the same
 * schema (its length cap included). Paragraph pauses are off: a prompt is a few sentences the
 * caller waits through, and the auto-attendant timing (record 112) wants no long silences in it.
 */
export function promptVoiceRequest(choice: VoiceChoice, script: string) {
  const catalogue = findVoice(choice.voiceType);
  const body: SynthesizeVoiceBody = {
    script,
    voiceType: choice.voiceType,
    ...(choice.elevenlabsVoiceId && { elevenlabsVoiceId: choice.elevenlabsVoiceId }),
    ...(catalogue && { voiceGender: catalogue.gender, voiceAccent: catalogue.accent }),
    enableParagraphPauses: false,
    // The Spanish voice path reads the words the Spanish way (speechTextIn, record 144).
    ...(choice.language && { language: choice.language }),
  };
  return synthesizeVoiceBody.safeParse(body);
}

export type PromptVoiceRequest = z.output<typeof synthesizeVoiceBody>;

/** One language's voice of a menu: who says its prompts, and the user's pronunciations of that language. */
interface LanguageVoice {
  voiceId: string;
  choice: VoiceChoice;
  speaker: string;
  lexicon: Pronunciation[];
}

export type MenuVoices = Partial<Record<MessageLanguage, LanguageVoice>>;

/** The voice of each language a menu speaks: its own, and its other language's (record 146). */
function voiceIdsOf(settings: PhoneMenuSettings): [MessageLanguage, string][] {
  const first: [MessageLanguage, string] = [settings.language, settings.voiceId];
  return settings.otherLanguage ? [first, [otherLanguage(settings.language), settings.otherLanguage.voiceId]] : [first];
}

/**
 * Each language's voice, checked as menuSpeaker checks it, with the user's pronunciations of that
 * language. `refused`: 'throw' (the first refusal is thrown: what the make job speaks with and signs
 * each render by), or 'skip' (a language whose voice the owner may no longer use is left out, so its
 * prompts read as not made).
 */
async function voicesOf(
  db: Db,
  providers: SpeechProviders,
  userId: string,
  settings: PhoneMenuSettings,
  refused: 'throw' | 'skip',
): Promise<MenuVoices> {
  const voices: MenuVoices = {};
  for (const [language, voiceId] of voiceIdsOf(settings)) {
    const speaking = menuSpeaker(db, providers, userId, voiceId, language);
    const [spoken, lexicon] = await Promise.all([
      refused === 'skip' ? speaking.catch(() => null) : speaking,
      lexiconOf(db, userId, language),
    ]);
    if (spoken) voices[language] = { voiceId, ...spoken, lexicon };
  }
  return voices;
}

/** Each language's voice for making the menu; the first refusal is thrown. */
export const menuVoices = (db: Db, providers: SpeechProviders, userId: string, settings: PhoneMenuSettings) =>
  voicesOf(db, providers, userId, settings, 'throw');

/** Each language's voice the owner may still use, for reading the menu's prompts. */
export const usableMenuVoices = (db: Db, providers: SpeechProviders, userId: string, settings: PhoneMenuSettings) =>
  voicesOf(db, providers, userId, settings, 'skip');

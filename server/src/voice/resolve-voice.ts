import type { VoiceProvider } from '#common/constants.js';
import type { MessageLanguage } from '#common/message-language.js';
import { messages } from '#common/messages.js';
import { languageOfVoice } from '#common/spanish-voices.js';
import type { Db } from '../db/client.js';
import { AppError } from '../errors.js';
import { findCustomVoice } from './custom-voices.js';
import type { SpeechProviders } from './providers.js';
import type { SpeechProvider, VoiceRef } from './speech-provider.js';

export interface VoiceChoice {
  voiceType: string;
  voiceProvider?: VoiceProvider;
  elevenlabsVoiceId?: string;
  useLocalEngine?: boolean;
  /** The message's language (record 144); English when not given. */
  language?: MessageLanguage;
}

/** The refusal when a message and its voice differ in language: never Spanish in an English voice, nor the reverse. */
const wrongLanguage = (language: MessageLanguage) =>
  new AppError(400, language === 'es' ? messages.voice.spanishVoiceRequired : messages.voice.englishVoiceRequired);

/**
 * The studios that speak Spanish (record 144): ElevenLabs with its multilingual model, Murf with its
 * Spanish voices. An OpenAI-compatible server may be an English-only engine, so a Spanish message
 * goes to the offline engine instead.
 */
const SPEAKS_SPANISH: ReadonlySet<SpeechProvider['id']> = new Set(['elevenlabs', 'murf', 'local']);

/** Whether `provider` is an engine that speaks `language` (whether this node has an offline Spanish speaker is checked apart). */
export function speaksLanguage(provider: SpeechProvider, language: MessageLanguage): boolean {
  return language === 'en' || SPEAKS_SPANISH.has(provider.id);
}

/**
 * Which engine speaks, with which voice. The chosen studio speaks when its key is set; otherwise,
 * or when the user asked to retry offline, the local engine does (record 053). A user's custom
 * voice is looked up with its owner, so nobody can speak with another user's clone. The voice must
 * speak the message's language, and an engine must be there that speaks it (record 144).
 */
export async function resolveVoice(
  db: Db,
  providers: SpeechProviders,
  userId: string,
  choice: VoiceChoice,
): Promise<{ provider: SpeechProvider; voice: VoiceRef }> {
  const language = choice.language ?? 'en';
  // Only a Spanish message names its language in the voice: English keys stay as they were.
  const inLanguage = language === 'es' ? { language } : {};
  if (choice.elevenlabsVoiceId) {
    const custom = await findCustomVoice(db, choice.elevenlabsVoiceId, userId);
    if (!custom) throw new AppError(400, messages.voice.customVoiceNotFound);
    if (custom.externalVoiceId && providers.elevenlabs && !choice.useLocalEngine) {
      // A clone on ElevenLabs' multilingual model speaks the script's language in the user's voice.
      return {
        provider: providers.elevenlabs,
        voice: { catalogueId: custom.baseVoiceId, externalId: custom.externalVoiceId, ...inLanguage },
      };
    }
    // A matched voice is an English catalogue voice moved towards the sample: English only.
    if (language === 'es') throw wrongLanguage(language);
    return {
      provider: providers.local,
      voice: { catalogueId: custom.baseVoiceId, localTuning: custom.localTuning ?? undefined },
    };
  }
  const voiceLanguage = languageOfVoice(choice.voiceType);
  if (!voiceLanguage) throw new AppError(400, messages.voice.voiceRequired);
  if (voiceLanguage !== language) throw wrongLanguage(language);
  const studio = providers[choice.voiceProvider ?? 'murf'];
  const chosen = studio && !choice.useLocalEngine ? studio : providers.local;
  const provider = speaksLanguage(chosen, language) ? chosen : providers.local;
  if (provider === providers.local && !providers.local.catalogue[choice.voiceType]) {
    throw new AppError(400, messages.voice.noSpanishVoice);
  }
  return { provider, voice: { catalogueId: choice.voiceType, ...inLanguage } };
}

import { messages } from '#common/messages.js';
import { synthesizeVoiceBody, type SynthesizeVoiceBody } from '#common/schemas/voices.js';
import { findVoice } from '#common/voices.js';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { isUuid } from '../db/uuid.js';
import { AppError } from '../errors.js';
import { findCustomVoice } from '../voice/custom-voices.js';
import type { SpeechProviders } from '../voice/providers.js';
import { resolveVoice, type VoiceChoice } from '../voice/resolve-voice.js';
import { speakerOf } from '../voice/speech-provider.js';

/** The one voice of a menu as step 2 takes it: a catalogue voice, or the user's own voice over its base (record 053). */
async function menuVoiceChoice(db: Db, userId: string, voiceId: string): Promise<VoiceChoice> {
  if (findVoice(voiceId)) return { voiceType: voiceId };
  const custom = await findCustomVoice(db, voiceId, userId);
  // An id of no catalogue voice nor of any own voice of this user (another user's included).
  if (!custom)
    throw new AppError(400, isUuid(voiceId) ? messages.voice.customVoiceNotFound : messages.voice.voiceRequired);
  return { voiceType: custom.baseVoiceId, elevenlabsVoiceId: custom.id };
}

/**
 * Who says the menu's prompts (speakerOf): the engine and its own voice. It is checked as POST
 * /api/synthesize-voice checks a voice (resolveVoice: another user's voice is refused), and is part
 * of each prompt's signature, so a studio key added or another offline engine re-renders the menu.
 */
export async function menuSpeaker(
  db: Db,
  providers: SpeechProviders,
  userId: string,
  voiceId: string,
): Promise<{ choice: VoiceChoice; speaker: string }> {
  const choice = await menuVoiceChoice(db, userId, voiceId);
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
  };
  return synthesizeVoiceBody.safeParse(body);
}

export type PromptVoiceRequest = z.output<typeof synthesizeVoiceBody>;

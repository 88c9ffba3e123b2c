import type { MixAudioBody, MixAudioReply } from '#common/schemas/mix.js';
import type { JobStatusReply } from '#common/schemas/jobs.js';
import type { SynthesizeVoiceBody, SynthesizeVoiceReply } from '#common/schemas/voices.js';
import type { WizardFormData } from '#common/wizard.js';
import { ApiError, NetworkError, api } from '@/lib/api';
import { messages } from '#common/messages.js';
import { secondPartFrom } from '../bilingual/bilingual-form';
import { recipeMessageOf } from '../recipe-form';
import { generateScriptBodyFrom } from '../script-request';
import { startJob } from './follow-job';

/**
 * The three server calls of audio generation (spec §7) and how their failures read. Kept free of
 * React so step 4's head start, step 4's Continue and step 5's Try again share them.
 */

/** What the voice recording depends on: changing any of these makes an earlier recording stale (record 050). */
export function voiceRequestFrom(data: WizardFormData, useLocalEngine = false): SynthesizeVoiceBody {
  // A bilingual message is one file (record 145): its other language is part of the same request.
  const secondPart = secondPartFrom(data);
  return {
    script: data.scriptContent,
    voiceGender: data.voiceGender,
    voiceAccent: data.voiceAccent,
    pauseLength: data.pauseLength,
    enableParagraphPauses: data.enableParagraphPauses,
    voiceType: data.voiceType,
    voiceProvider: data.voiceProvider,
    // The message's language (record 144): the server refuses a voice that does not speak it.
    language: data.language,
    ...(data.elevenlabsVoiceId ? { elevenlabsVoiceId: data.elevenlabsVoiceId } : {}),
    ...(secondPart ? { secondPart } : {}),
    ...(useLocalEngine ? { useLocalEngine: true } : {}),
  };
}

/** The head start's key: the request itself, so any change to its inputs is a different key. */
export const voiceKeyOf = (body: SynthesizeVoiceBody) => JSON.stringify(body);
export const voiceRequestOf = (key: string) => JSON.parse(key) as SynthesizeVoiceBody;

export async function requestScript(data: WizardFormData): Promise<string> {
  const reply = await api.post('/api/generate-script', generateScriptBodyFrom(data));
  return reply.script;
}

type OnStatus = (job: JobStatusReply) => void;

/** Voice and mix run as server jobs (issue 9): started, then followed with their place in the queue. */
export function requestVoice(body: SynthesizeVoiceBody, onStatus?: OnStatus): Promise<SynthesizeVoiceReply> {
  // Spec §5: no script, no voice; said here rather than by a round trip.
  if (body.script.trim() === '') return Promise.reject(new Error(messages.voice.scriptRequired));
  return startJob('/api/synthesize-voice', body, onStatus);
}

/**
 * The mix of `voiceAudioId` with the wizard's music choice: what Continue asks for, and what step 4
 * mixes ahead. Its type places the voice in the music (record 112); it carries the message's
 * fields, kept in the final file's recipe (record 108).
 */
export function mixRequestFrom(voiceAudioId: string, data: WizardFormData): MixAudioBody {
  return {
    voiceAudioId,
    musicTrackId: data.selectedTrackId,
    musicVolume: data.musicVolume,
    messageType: data.messageType,
    message: recipeMessageOf(data),
  };
}

export function requestMix(body: MixAudioBody, onStatus?: OnStatus): Promise<MixAudioReply> {
  return startJob('/api/mix-audio', body, onStatus);
}

/** A studio service's failure (bad key, quota, outage, refusal): the offline engine can still read the script. */
export function isStudioFailure(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'studio_failed';
}

/** The sentence a person reads: the server's message, else the network wording, else `fallback`. */
export function errorMessageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (error instanceof NetworkError) return messages.generic.networkError;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

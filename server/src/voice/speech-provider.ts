import type { MessageLanguage } from '#common/message-language.js';
import { languageOfVoice } from '#common/spanish-voices.js';
import type { LocalTuning } from '../db/schema.js';
import type { Pcm } from '../dsp/pcm.js';
import type { Pronunciation } from './pronunciation/lexicon.js';

/**
 * The one interface behind every speech engine (record 053): `local` (offline, always there),
 * `murf`, `elevenlabs` and `openai` (studio services and OpenAI-compatible servers, used when configured).
 */
type ProviderId = 'local' | 'murf' | 'elevenlabs' | 'openai';

/** Which voice to speak with: a catalogue voice, or a user's cloned or matched voice built on one. */
export interface VoiceRef {
  catalogueId: string;
  /** The studio's own id of a cloned voice (ElevenLabs). */
  externalId?: string;
  /** The offline tuning of a matched voice; replaces the catalogue voice's tuning on `local`. */
  localTuning?: LocalTuning;
  /**
   * The message's language when it is Spanish (record 144): the words in front of the voice are
   * Spanish, and a studio is asked for Spanish. Absent for English, so English requests (and their
   * speech cache keys, which hold the whole ref) are as they were.
   */
  language?: Exclude<MessageLanguage, 'en'>;
}

/** The language a voice speaks: named in the ref, else its catalogue voice's (a Spanish voice's preview). */
export function languageOf(voice: VoiceRef): MessageLanguage {
  return voice.language ?? languageOfVoice(voice.catalogueId) ?? 'en';
}

/** Speaking rate and pitch on Murf's scale: -50..50, 0 being the voice's own. */
export interface SpeechSettings {
  rate: number;
  pitch: number;
}

export type SpeechAudio = { kind: 'pcm'; pcm: Pcm } | { kind: 'encoded'; bytes: Buffer };

interface ProviderVoice {
  catalogueId: string;
  /** The provider's id for it (a Flite voice, a Murf voice id, an ElevenLabs voice id). */
  providerVoiceId: string;
}

interface CloneRequest {
  name: string;
  sample: Buffer;
  fileName: string;
  mimeType: string;
}

export interface SpeechProvider {
  readonly id: ProviderId;
  /** The most characters one request may carry; longer scripts are split at sentence boundaries. */
  readonly maxChars: number;
  /**
   * About how many characters a request should carry, where less than `maxChars`: sentences are
   * packed to it and longer ones cut after their clauses (text-chunks.ts).
   */
  readonly pieceChars?: number;
  /** How many of one script's requests may run at once: studios limit concurrent calls; the local engine has a worker per core. */
  readonly concurrency: number;
  /** Bumped when the same request would now sound different, so cached audio is not reused. */
  readonly version: string;
  /**
   * How the service writes a pause inside one request, when it has such markup (Murf's
   * `[pause 1s]`). Without it, the pipeline inserts exact silence between requests.
   */
  pauseTag?(seconds: number): string;
  /**
   * True when the service takes a pronunciation dictionary with the request (Murf); otherwise the
   * pipeline replaces each term by its "say it like" spelling before sending the text.
   */
  readonly takesPronunciations?: boolean;
  /** `pronunciations` are the user's entries this text uses; only sent when `takesPronunciations`. */
  synthesize(
    text: string,
    voice: VoiceRef,
    settings: SpeechSettings,
    pronunciations?: readonly Pronunciation[],
  ): Promise<SpeechAudio>;
  listVoices(): ProviderVoice[];
  /** Instant voice cloning; returns the service's id of the new voice. */
  clone?(request: CloneRequest): Promise<string>;
}

/**
 * Who says `voice` on `provider`: the engine and the engine's own voice (a studio voice id, or an
 * offline engine's speaker with its revision). Part of a recording's identity: the speech cache key
 * and the stored recording carry it, so two engines' voices are never taken for one another.
 */
export function speakerOf(provider: SpeechProvider, voice: VoiceRef): string {
  const engineVoice =
    voice.externalId ?? provider.listVoices().find((v) => v.catalogueId === voice.catalogueId)?.providerVoiceId;
  return `${provider.id}: ${engineVoice ?? voice.catalogueId}`;
}

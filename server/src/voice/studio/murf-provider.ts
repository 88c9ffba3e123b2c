import { ALL_VOICES } from '#common/spanish-voices.js';
import { formsUsed, type Pronunciation } from '../pronunciation/lexicon.js';
import { languageOf, type SpeechProvider } from '../speech-provider.js';
import { StudioError } from './studio-error.js';
import { studioFetch } from './studio-fetch.js';

/**
 * Murf's text-to-speech API: POST {base}/v1/speech/generate with the `api-key` header. Murf has
 * no official Node SDK; the request was checked field by field against Murf's published API
 * reference (record 071) and is tested only against a local server on loopback that speaks it
 * (studio-providers.test.ts); no test here ever calls the real service.
 */
const MAX_CHARS = 3000;
const TIMEOUT_MS = 60_000;

/**
 * Murf's Spanish voices for the catalogue's (record 144): Mexican Spanish, the nearest Murf has to
 * the US Spanish of the catalogue's voices.
 */
const MURF_SPANISH: Record<string, string> = { 'es-US-lucia': 'es-MX-valeria', 'es-US-mateo': 'es-MX-carlos' };

/** Murf spells the United Kingdom `en-UK` (record 052); the voice names are the catalogue's. */
export function murfVoiceId(catalogueId: string): string {
  return MURF_SPANISH[catalogueId] ?? catalogueId.replace(/^en-GB-/, 'en-UK-');
}

/**
 * Murf's `multiNativeLocale` (GEN2): the language the voice speaks. Sent for a Spanish message, in
 * the voice's own Spanish locale (its id begins with it) or Mexican Spanish, so a voice the account
 * maps to the slot, or a voice of another language, still speaks Spanish natively.
 */
function spanishLocale(murfVoice: string): string {
  return /^es-[A-Z]{2}(?=-)/.exec(murfVoice)?.[0] ?? 'es-MX';
}

interface MurfReply {
  encodedAudio?: string;
  audioFile?: string;
}

function parseJson(body: Buffer): MurfReply {
  try {
    return JSON.parse(body.toString('utf8')) as MurfReply;
  } catch {
    return {};
  }
}

/**
 * Murf's `pronunciationDictionary`: each form as it appears in the text (so our case and word
 * rules decide what matches), IPA where the user gave it, else "say as".
 */
function murfDictionary(text: string, pronunciations: readonly Pronunciation[]) {
  const dictionary: Record<string, { type: 'IPA' | 'SAY_AS'; pronunciation: string }> = {};
  for (const [form, entry] of formsUsed(text, pronunciations))
    dictionary[form] = entry.ipa
      ? { type: 'IPA', pronunciation: entry.ipa }
      : { type: 'SAY_AS', pronunciation: entry.sayAs };
  return dictionary;
}

export function createMurfProvider(options: {
  apiKey: string;
  baseUrl: string;
  timeoutMs?: number;
  /** Catalogue voice id → the account's voice id (the live voice list); else the catalogue's own Murf id. */
  voiceFor?: (catalogueId: string) => string;
}): SpeechProvider {
  const voiceId = options.voiceFor ?? murfVoiceId;
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/v1/speech/generate`;
  return {
    id: 'murf',
    maxChars: MAX_CHARS,
    concurrency: 1,
    version: 'murf-v1-gen2-wav/2',
    // Murf renders `[pause 1.5s]` as silence inside one request.
    pauseTag: (seconds) => `[pause ${seconds}s]`,
    takesPronunciations: true,
    async synthesize(text, voice, settings, pronunciations = []) {
      const murfVoice = voiceId(voice.catalogueId);
      const body = await studioFetch({
        service: 'murf',
        url: endpoint,
        timeoutMs: options.timeoutMs ?? TIMEOUT_MS,
        init: {
          method: 'POST',
          headers: { 'api-key': options.apiKey, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            voiceId: murfVoice,
            text,
            rate: settings.rate,
            pitch: settings.pitch,
            // WAV: nothing lossy before the mix (the one MP3 encode is the voice file's).
            format: 'WAV',
            sampleRate: 24000,
            channelType: 'MONO',
            encodeAsBase64: true,
            // Murf's current model; its outputs differ from GEN1, so the cache version says which.
            modelVersion: 'GEN2',
            ...(pronunciations.length > 0 && { pronunciationDictionary: murfDictionary(text, pronunciations) }),
            ...(languageOf(voice) === 'es' && { multiNativeLocale: spanishLocale(murfVoice) }),
          }),
        },
        // Murf answers a used-up character allowance with a message about characters or credits.
        classify: (status, body) =>
          status !== 401 && /quota|character limit|credits|exhausted/i.test(body) ? 'quota' : undefined,
      });
      const reply = parseJson(body);
      if (reply.encodedAudio) return { kind: 'encoded', bytes: Buffer.from(reply.encodedAudio, 'base64') };
      throw new StudioError('murf', 'unavailable');
    },
    listVoices: () => ALL_VOICES.map((v) => ({ catalogueId: v.id, providerVoiceId: voiceId(v.id) })),
  };
}

import type { ElevenLabsClient } from '@elevenlabs/elevenlabs-js';
import { ALL_VOICES } from '#common/spanish-voices.js';
import type { SpeechProvider } from '../speech-provider.js';
import { elevenLabsClient, elevenLabsSdk } from './elevenlabs-client.js';
import { premadeElevenLabsVoice } from './elevenlabs-voices.js';
import { StudioError, type StudioFailure } from './studio-error.js';
import { detailOf, failureFromStatus } from './studio-fetch.js';

/**
 * ElevenLabs through its official SDK (@elevenlabs/elevenlabs-js): text-to-speech with `model_id`,
 * `voice_settings` and `output_format`, and instant voice cloning. The SDK's base URL is
 * ELEVENLABS_API_URL, so the tests point it at a local server on loopback that speaks the API
 * (studio-providers.test.ts); no test calls the real service.
 */
const MAX_CHARS = 5000;
const TIMEOUT_MS = 60_000;
/**
 * The multilingual model speaks the language of the text it is given, in any voice: a Spanish
 * message is Spanish text (record 144). Its API takes no `language_code` (only the v2.5 models do).
 */
const MODEL_ID = 'eleven_multilingual_v2';
const OUTPUT_FORMAT = 'mp3_44100_128';

export interface ElevenLabsOptions {
  apiKey: string;
  baseUrl: string;
  timeoutMs?: number;
  /** Catalogue voice id → the account's voice id (the live voice list); else the premade table. */
  voiceFor?: (catalogueId: string) => string;
}

/** Every SDK failure as a StudioError: a used-up quota is a 401 with detail.status "quota_exceeded". */
async function studioFailure(error: unknown): Promise<StudioError> {
  const { ElevenLabsError, ElevenLabsTimeoutError } = await elevenLabsSdk();
  if (error instanceof ElevenLabsTimeoutError) return new StudioError('elevenlabs', 'timeout');
  if (error instanceof ElevenLabsError && error.statusCode !== undefined) {
    const body = typeof error.body === 'string' ? error.body : JSON.stringify(error.body ?? '');
    const failure: StudioFailure = /quota_exceeded/.test(body) ? 'quota' : failureFromStatus(error.statusCode);
    return new StudioError('elevenlabs', failure, failure === 'rejected' ? detailOf(body) : '');
  }
  const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
  return new StudioError('elevenlabs', timedOut ? 'timeout' : 'unavailable');
}

/** Runs one SDK call under our time limit (which also covers reading the audio) and no SDK retries. */
async function call<T>(timeoutMs: number, run: (options: { abortSignal: AbortSignal }) => Promise<T>): Promise<T> {
  const abortSignal = AbortSignal.timeout(timeoutMs);
  try {
    return await run({ abortSignal });
  } catch (error) {
    if (error instanceof StudioError) throw error;
    // The SDK reports our own abort as a plain error; the signal says it was the time limit.
    throw abortSignal.aborted ? new StudioError('elevenlabs', 'timeout') : await studioFailure(error);
  }
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

export function createElevenLabsProvider(options: ElevenLabsOptions): SpeechProvider {
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  let made: Promise<ElevenLabsClient> | undefined;
  const client = () => (made ??= elevenLabsClient(options));
  // Our own limit (the abort signal) ends a call first; the SDK's, a second later, is only a backstop.
  // Were the two equal, the SDK's error could win the race and be reported as "not answering".
  const sdkTimeoutSeconds = timeoutMs / 1000 + 1;
  const voiceId = options.voiceFor ?? premadeElevenLabsVoice;
  return {
    id: 'elevenlabs',
    maxChars: MAX_CHARS,
    concurrency: 1,
    version: `elevenlabs-${MODEL_ID}/1`,
    async synthesize(text, voice, settings) {
      // The SDK is loaded first (once), outside the time limit, which is the service's to meet.
      const sdk = await client();
      const bytes = await call(timeoutMs, async (requestOptions) =>
        readAll(
          await sdk.textToSpeech.convert(
            voice.externalId ?? voiceId(voice.catalogueId),
            {
              text,
              modelId: MODEL_ID,
              outputFormat: OUTPUT_FORMAT,
              // speed 0.7..1.2 is ElevenLabs' range; Murf's -50..50 rate maps onto it.
              voiceSettings: {
                stability: 0.5,
                similarityBoost: 0.75,
                useSpeakerBoost: true,
                speed: 1 + settings.rate / 250,
              },
            },
            { ...requestOptions, timeoutInSeconds: sdkTimeoutSeconds },
          ),
        ),
      );
      return { kind: 'encoded', bytes };
    },
    async clone({ name, sample, fileName, mimeType }) {
      const sdk = await client();
      const reply = await call(timeoutMs, (requestOptions) =>
        sdk.voices.ivc.create(
          {
            name,
            description: 'Cloned in AI Voice Studio with the speaker’s consent',
            files: [{ data: sample, filename: fileName, contentType: mimeType }],
          },
          { ...requestOptions, timeoutInSeconds: sdkTimeoutSeconds },
        ),
      );
      if (typeof reply.voiceId !== 'string' || !reply.voiceId) throw new StudioError('elevenlabs', 'unavailable');
      return reply.voiceId;
    },
    listVoices: () => ALL_VOICES.map((v) => ({ catalogueId: v.id, providerVoiceId: voiceId(v.id) })),
  };
}

import { VOICES } from '../../../../common/voices.js';
import type { SpeechProvider } from '../speech-provider.js';
import { StudioError } from './studio-error.js';
import { studioFetch } from './studio-fetch.js';

/**
 * Murf's text-to-speech API: POST {base}/v1/speech/generate with the `api-key` header. Coded
 * against Murf's published API and tested only against a local server on loopback that speaks it
 * (murf-provider.test.ts); no test here ever calls the real service.
 */
const MAX_CHARS = 3000;
const TIMEOUT_MS = 60_000;

/** Murf spells the United Kingdom `en-UK` (decisions D3); the voice names are the catalogue's. */
export function murfVoiceId(catalogueId: string): string {
  return catalogueId.replace(/^en-GB-/, 'en-UK-');
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

export function createMurfProvider(options: { apiKey: string; baseUrl: string; timeoutMs?: number }): SpeechProvider {
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/v1/speech/generate`;
  return {
    id: 'murf',
    maxChars: MAX_CHARS,
    concurrency: 1,
    version: 'murf-v1/1',
    // Murf renders `[pause 1.5s]` as silence inside one request.
    pauseTag: (seconds) => `[pause ${seconds}s]`,
    async synthesize(text, voice, settings) {
      const body = await studioFetch({
        service: 'murf',
        url: endpoint,
        timeoutMs: options.timeoutMs ?? TIMEOUT_MS,
        init: {
          method: 'POST',
          headers: { 'api-key': options.apiKey, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            voiceId: murfVoiceId(voice.catalogueId),
            text,
            rate: settings.rate,
            pitch: settings.pitch,
            format: 'MP3',
            sampleRate: 24000,
            channelType: 'MONO',
            encodeAsBase64: true,
          }),
        },
        // Murf answers a used-up character allowance with a message about characters or credits.
        classify: (status, body) => (status !== 401 && /quota|character limit|credits|exhausted/i.test(body) ? 'quota' : undefined),
      });
      const reply = parseJson(body);
      if (reply.encodedAudio) return { kind: 'encoded', bytes: Buffer.from(reply.encodedAudio, 'base64') };
      throw new StudioError('murf', 'unavailable');
    },
    listVoices: () => VOICES.map((v) => ({ catalogueId: v.id, providerVoiceId: murfVoiceId(v.id) })),
  };
}

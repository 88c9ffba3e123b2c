import { VOICES } from '../../../../common/voices.js';
import type { SpeechProvider } from '../speech-provider.js';
import { StudioError } from './studio-error.js';
import { studioFetch } from './studio-fetch.js';

/**
 * ElevenLabs' API: POST {base}/v1/text-to-speech/{voice_id} with `xi-api-key`, `model_id`,
 * `voice_settings` and `output_format`, and instant voice cloning with POST {base}/v1/voices/add
 * (multipart). Coded against the published API and tested only against a local server on
 * loopback that speaks it (elevenlabs-provider.test.ts); no test calls the real service.
 */
const MAX_CHARS = 5000;
const TIMEOUT_MS = 60_000;
const MODEL_ID = 'eleven_multilingual_v2';
const OUTPUT_FORMAT = 'mp3_44100_128';

/**
 * ElevenLabs' premade voices chosen for each catalogue voice (gender and accent alike where the
 * library has one). Cloned voices use their own id instead.
 */
const PREMADE: Record<string, string> = {
  'en-US-ken': 'pNInz6obpgDQGcFmaJgB', // Adam
  'en-US-terrell': 'VR6AewLTigWG4xSOukaG', // Arnold
  'en-US-miles': 'TxGEqnHWrfWFTfGW9XjX', // Josh
  'en-US-natalie': '21m00Tcm4TlvDq8ikWAM', // Rachel
  'en-US-samantha': 'MF3mGyEYCl7XYWbV9V6O', // Elli
  'en-US-claire': 'EXAVITQu4vr4xnAvoEqN', // Bella
  'en-GB-hugo': 'onwK4e9ZLuTAKqWW03F9', // Daniel
  'en-GB-hazel': 'pFZP5JQG7iQjIQuC4Bku', // Lily
  'en-AU-shane': 'IKne3meq5aSn9XLyUdCD', // Charlie
  'en-AU-ivy': 'XB0fDUnXU5powFXDhCwa', // Charlotte
  'en-IN-rohan': 'ErXwobaYiN019PkySvjV', // Antoni
  'en-IN-isha': 'AZnzlk1XvdvUeBnXmlld', // Domi
};

export function createElevenLabsProvider(options: { apiKey: string; baseUrl: string; timeoutMs?: number }): SpeechProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const headers = { 'xi-api-key': options.apiKey };
  // ElevenLabs reports a used-up quota as 401 with detail.status "quota_exceeded": not a bad key.
  const classify = (_status: number, body: string) => (/quota_exceeded/.test(body) ? ('quota' as const) : undefined);
  return {
    id: 'elevenlabs',
    maxChars: MAX_CHARS,
    concurrency: 1,
    version: `elevenlabs-${MODEL_ID}/1`,
    async synthesize(text, voice, settings) {
      const voiceId = voice.externalId ?? PREMADE[voice.catalogueId] ?? PREMADE['en-US-ken']!;
      const url = `${base}/v1/text-to-speech/${encodeURIComponent(voiceId)}?output_format=${OUTPUT_FORMAT}`;
      const bytes = await studioFetch({
        service: 'elevenlabs',
        url,
        timeoutMs: options.timeoutMs ?? TIMEOUT_MS,
        classify,
        init: {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json', accept: 'audio/mpeg' },
          body: JSON.stringify({
            text,
            model_id: MODEL_ID,
            // speed 0.7..1.2 is ElevenLabs' range; Murf's -50..50 rate maps onto it.
            voice_settings: { stability: 0.5, similarity_boost: 0.75, use_speaker_boost: true, speed: 1 + settings.rate / 250 },
          }),
        },
      });
      return { kind: 'encoded', bytes };
    },
    async clone({ name, sample, fileName, mimeType }) {
      const form = new FormData();
      form.set('name', name);
      form.set('description', 'Cloned in AI Voice Studio with the speaker’s consent');
      form.append('files', new Blob([new Uint8Array(sample)], { type: mimeType }), fileName);
      const body = await studioFetch({ service: 'elevenlabs', url: `${base}/v1/voices/add`, timeoutMs: options.timeoutMs ?? TIMEOUT_MS, classify, init: { method: 'POST', headers, body: form } });
      const voiceId = (JSON.parse(body.toString('utf8')) as { voice_id?: unknown }).voice_id;
      if (typeof voiceId !== 'string') throw new StudioError('elevenlabs', 'unavailable');
      return voiceId;
    },
    listVoices: () => VOICES.map((v) => ({ catalogueId: v.id, providerVoiceId: PREMADE[v.id]! })),
  };
}

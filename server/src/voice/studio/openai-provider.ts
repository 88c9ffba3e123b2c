import { ACCENT_LABELS, findVoice, VOICES } from '#common/voices.js';
import type { SpeechProvider, SpeechSettings } from '../speech-provider.js';
import { DEFAULT_OPENAI_VOICES } from './openai-voices.js';
import { studioFetch } from './studio-fetch.js';

/**
 * The OpenAI speech API, spoken by OpenAI, Azure OpenAI and self-hosted neural servers
 * (Kokoro-FastAPI, openedai-speech): POST {base}/audio/speech with a bearer key and `model`,
 * `input`, `voice`, `response_format`, `speed` and, on models that take them, `instructions`.
 * Coded against OpenAI's published API reference and tested only against a local server on
 * loopback that speaks it (studio-providers.test.ts); no test calls a real service.
 */
const MAX_CHARS = 4096; // the API's limit on `input`
const TIMEOUT_MS = 60_000;

export interface OpenAiOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Catalogue voice id → engine voice; slots not named use DEFAULT_OPENAI_VOICES. */
  voices?: Record<string, string>;
  timeoutMs?: number;
}

/** `tts-1` and `tts-1-hd` ignore instructions; the gpt-4o family follows them. */
function takesInstructions(model: string): boolean {
  return /^gpt-/.test(model);
}

/** The catalogue voice's accent and character in words, and Murf-scale pitch as a plain request. */
function instructionsFor(catalogueId: string, settings: SpeechSettings): string {
  const voice = findVoice(catalogueId);
  const parts = voice ? [`Speak with a natural ${ACCENT_LABELS[voice.accent]} English accent.`, voice.description] : [];
  if (settings.pitch > 10) parts.push('Use a slightly higher pitch than usual.');
  if (settings.pitch < -10) parts.push('Use a slightly lower pitch than usual.');
  parts.push('This is a business phone message: clear, unhurried, friendly.');
  return parts.join(' ');
}

export function createOpenAiProvider(options: OpenAiOptions): SpeechProvider {
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/audio/speech`;
  const voices = { ...DEFAULT_OPENAI_VOICES, ...options.voices };
  const engineVoice = (catalogueId: string) => voices[catalogueId] ?? voices['en-US-ken']!;
  return {
    id: 'openai',
    maxChars: MAX_CHARS,
    concurrency: 1,
    version: `openai-${options.model}/1`,
    async synthesize(text, voice, settings) {
      const body: Record<string, unknown> = {
        model: options.model,
        input: text,
        voice: engineVoice(voice.catalogueId),
        // WAV, so nothing is lossy before the mix; ffmpeg reads the streamed header's open length.
        response_format: 'wav',
        // Murf's -50..50 rate onto the API's 0.25..4 speed: ±50 is a fifth faster or slower.
        speed: Math.round((1 + settings.rate / 250) * 100) / 100,
      };
      if (takesInstructions(options.model)) body.instructions = instructionsFor(voice.catalogueId, settings);
      const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'audio/wav' };
      // Self-hosted servers often need no key; OpenAI and Azure always do.
      if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
      const bytes = await studioFetch({
        service: 'openai',
        url: endpoint,
        timeoutMs: options.timeoutMs ?? TIMEOUT_MS,
        init: { method: 'POST', headers, body: JSON.stringify(body) },
      });
      return { kind: 'encoded', bytes };
    },
    listVoices: () => VOICES.map((v) => ({ catalogueId: v.id, providerVoiceId: engineVoice(v.id) })),
  };
}

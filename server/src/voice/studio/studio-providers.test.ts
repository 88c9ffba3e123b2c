import { beforeAll, describe, expect, it } from 'vitest';
import { resolveFfmpeg } from '../../process/ffmpeg-binary.js';
import { renderSpeech } from '../render-speech.js';
import type { SpeechProvider } from '../speech-provider.js';
import { detectSilences } from '../testing/audio-probes.js';
import { FAKE_KEY } from '../testing/fake-studio.js';
import { fakeStudioPerFile } from '../testing/fake-studio-per-file.js';
import { createElevenLabsProvider } from './elevenlabs-provider.js';
import { createMurfProvider } from './murf-provider.js';
import { createOpenAiProvider } from './openai-provider.js';
import { StudioError } from './studio-error.js';

// Murf, ElevenLabs and the OpenAI-compatible engine are tested only against a local server on loopback that speaks their APIs.
const fake = fakeStudioPerFile();
let ffmpeg: string;
beforeAll(async () => {
  ffmpeg = (await resolveFfmpeg()).path;
});

/**
 * A request the fake never answers ('slow') ends at the half-second limit under test; every other
 * keeps the adapters' own limit, so a loaded machine's slow first call is never taken for a timeout.
 */
const limit = () => (fake().mode === 'slow' ? { timeoutMs: 500 } : {});
const murf = (apiKey = FAKE_KEY) => createMurfProvider({ apiKey, baseUrl: fake().url, ...limit() });
const eleven = (apiKey = FAKE_KEY) => createElevenLabsProvider({ apiKey, baseUrl: fake().url, ...limit() });
const openai = (apiKey = FAKE_KEY, model = 'gpt-4o-mini-tts', voices: Record<string, string> = {}) =>
  createOpenAiProvider({ apiKey, baseUrl: `${fake().url}/v1`, model, voices, ...limit() });
const voice = { catalogueId: 'en-GB-hugo' };
const natural = { rate: 0, pitch: 0 };

async function failureOf(run: () => Promise<unknown>): Promise<StudioError> {
  const error = await run().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StudioError);
  return error as StudioError;
}

describe('Murf adapter', () => {
  it('sends the documented request with Murf locale codes, rate and pitch', async () => {
    const audio = await murf().synthesize('Hello there.', voice, { rate: 10, pitch: -5 });
    expect(audio.kind).toBe('encoded');
    const sent = fake().requests[0]!;
    expect(sent.path).toBe('/v1/speech/generate');
    expect(sent.headers['api-key']).toBe(FAKE_KEY);
    expect(JSON.parse(sent.body.toString())).toMatchObject({
      voiceId: 'en-UK-hugo',
      text: 'Hello there.',
      rate: 10,
      pitch: -5,
      format: 'WAV',
      sampleRate: 24000,
      channelType: 'MONO',
      encodeAsBase64: true,
      modelVersion: 'GEN2',
    });
  });

  it('writes paragraph pauses as [pause Ns] tags, which come back as real silence', async () => {
    const speech = await renderSpeech(ffmpeg, {
      provider: murf(),
      voice,
      settings: natural,
      script: 'Hello.\n\nGoodbye.',
      pauseSeconds: 1.75,
    });
    expect(fake().requests).toHaveLength(1);
    expect(JSON.parse(fake().requests[0]!.body.toString()).text).toBe('Hello. [pause 1.75s] Goodbye.');
    const silences = await detectSilences(ffmpeg, speech.audio, 1);
    expect(silences).toHaveLength(1);
    expect(silences[0]).toBeCloseTo(1.75, 1);
  });

  it.each([
    ['a bad key', 'ok', 'wrong-key', 'auth', 502, 'Murf did not accept the API key'],
    ['an exhausted quota', 'quota', FAKE_KEY, 'quota', 502, 'used up its quota'],
    ['a server error', 'server-error', FAKE_KEY, 'unavailable', 502, 'not answering'],
    ['no answer in time', 'slow', FAKE_KEY, 'timeout', 504, 'took too long'],
  ] as const)('turns %s into a clear message', async (_, mode, key, failure, status, words) => {
    fake().mode = mode;
    const error = await failureOf(() => murf(key).synthesize('Hi.', voice, natural));
    expect(error.failure).toBe(failure);
    expect(error.httpStatus).toBe(status);
    expect(error.message).toContain(words);
    expect(error.message).toMatch(/offline voice|could not/);
  });
});

describe('ElevenLabs adapter (official SDK, base URL on loopback)', () => {
  it('sends the documented text-to-speech request', async () => {
    await eleven().synthesize('Hello.', { catalogueId: 'en-US-ken', externalId: 'my-clone' }, natural);
    const sent = fake().requests[0]!;
    expect(sent.path).toBe('/v1/text-to-speech/my-clone?output_format=mp3_44100_128');
    expect(sent.headers['xi-api-key']).toBe(FAKE_KEY);
    const body = JSON.parse(sent.body.toString());
    expect(body).toMatchObject({ text: 'Hello.', model_id: 'eleven_multilingual_v2' });
    expect(body.voice_settings).toMatchObject({ stability: expect.any(Number), similarity_boost: expect.any(Number) });
  });

  it('clones a voice with a multipart upload', async () => {
    const id = await eleven().clone!({
      name: 'Dana',
      sample: Buffer.from('RIFF....'),
      fileName: 'dana.wav',
      mimeType: 'audio/wav',
    });
    expect(id).toBe('cloned-voice-1');
    const sent = fake().requests[0]!;
    expect(sent.path).toBe('/v1/voices/add');
    expect(sent.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.body.toString()).toContain('name="files"; filename="dana.wav"');
  });

  it('inserts exact silence between paragraphs (no pause markup)', async () => {
    const provider: SpeechProvider = eleven();
    const speech = await renderSpeech(ffmpeg, {
      provider,
      voice,
      settings: natural,
      script: 'Hello.\n\nGoodbye.',
      pauseSeconds: 1,
    });
    expect(fake().requests).toHaveLength(2);
    const silences = await detectSilences(ffmpeg, speech.audio, 0.8);
    expect(silences).toHaveLength(1);
    expect(silences[0]).toBeCloseTo(1, 1);
  });

  it.each([
    ['a bad key', 'ok', 'wrong-key', 'auth'],
    ['an exhausted quota (401 quota_exceeded)', 'quota', FAKE_KEY, 'quota'],
    ['a server error', 'server-error', FAKE_KEY, 'unavailable'],
    ['no answer in time', 'slow', FAKE_KEY, 'timeout'],
  ] as const)('turns %s into a clear message', async (_, mode, key, failure) => {
    fake().mode = mode;
    const error = await failureOf(() => eleven(key).synthesize('Hi.', voice, natural));
    expect(error.failure).toBe(failure);
    expect(error.message).toMatch(/^ElevenLabs /);
  });

  it('reports an unreachable service', async () => {
    const closed = createMurfProvider({ apiKey: FAKE_KEY, baseUrl: 'http://127.0.0.1:9' });
    expect((await failureOf(() => closed.synthesize('Hi.', voice, natural))).failure).toBe('unavailable');
  });
});

describe('OpenAI-compatible adapter', () => {
  it('sends the documented speech request with a bearer key, lossless WAV and instructions', async () => {
    const audio = await openai().synthesize('Hello there.', voice, { rate: 25, pitch: 0 });
    expect(audio.kind).toBe('encoded');
    const sent = fake().requests[0]!;
    expect(sent.path).toBe('/v1/audio/speech');
    expect(sent.headers.authorization).toBe(`Bearer ${FAKE_KEY}`);
    const body = JSON.parse(sent.body.toString());
    expect(body).toMatchObject({
      model: 'gpt-4o-mini-tts',
      input: 'Hello there.',
      voice: 'fable',
      response_format: 'wav',
      speed: 1.1,
    });
    expect(body.instructions).toContain('British English accent');
  });

  it('leaves out instructions for tts-1 and follows the configured voice map', async () => {
    await openai(FAKE_KEY, 'tts-1', { 'en-GB-hugo': 'bm_george' }).synthesize('Hi.', voice, natural);
    const body = JSON.parse(fake().requests[0]!.body.toString());
    expect(body).toMatchObject({ model: 'tts-1', voice: 'bm_george' });
    expect(body).not.toHaveProperty('instructions');
  });

  it('renders through the common pipeline with exact silence between paragraphs', async () => {
    const speech = await renderSpeech(ffmpeg, {
      provider: openai(),
      voice,
      settings: natural,
      script: 'Hello.\n\nGoodbye.',
      pauseSeconds: 1,
    });
    expect(fake().requests).toHaveLength(2);
    const silences = await detectSilences(ffmpeg, speech.audio, 0.8);
    expect(silences).toHaveLength(1);
    expect(silences[0]).toBeCloseTo(1, 1);
  });

  it.each([
    ['a bad key', 'ok', 'wrong-key', 'auth', 502, 'did not accept the API key'],
    ['an exhausted quota (429)', 'quota', FAKE_KEY, 'quota', 502, 'used up its quota'],
    ['a server error', 'server-error', FAKE_KEY, 'unavailable', 502, 'not answering'],
    ['no answer in time', 'slow', FAKE_KEY, 'timeout', 504, 'took too long'],
  ] as const)('turns %s into a clear message', async (_, mode, key, failure, status, words) => {
    fake().mode = mode;
    const error = await failureOf(() => openai(key).synthesize('Hi.', voice, natural));
    expect(error.failure).toBe(failure);
    expect(error.httpStatus).toBe(status);
    expect(error.message).toMatch(/^The OpenAI-compatible speech service /);
    expect(error.message).toContain(words);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import { spokenSecondsUpperBound, VOICE_MAX_SECONDS } from '#common/script-stats.js';
import { synthesizeVoiceBody } from '#common/schemas/voices.js';
import { api } from '../testing/api-kit.js';
import { signInCookie } from '../testing/sign-in.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { installedEngines } from './local/offline-engines.js';
import { FAKE_KEY, startFakeStudio, type FakeStudio } from './testing/fake-studio.js';

/**
 * What a bilingual voice request (record 145) is refused for, each part checked as a message of its
 * own, and how a studio and the recording made ahead take it. On the suite's fast engines: the
 * sound itself is measured on the neural voice in bilingual-voice.api.test.ts.
 */
const picoSpeaksSpanish = Boolean(installedEngines(['pico']).pico?.speakers.has('es-ES'));

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signInCookie(t, 'bilingual-refusals@example.com');
});
afterAll(() => t.close());

const english = { script: 'Thank you for calling.', voiceType: 'en-US-ken', language: 'en' };
const spanish = { script: 'Gracias por llamar.', voiceType: 'es-US-lucia', language: 'es' };
const synthesize = (body: Record<string, unknown>, app = t, cookie = owner) =>
  api(app, 'POST', '/api/synthesize-voice', cookie, body);

describe('a bilingual request is refused', () => {
  it('when its second part is in the message’s own language', async () => {
    const res = await synthesize({ ...english, secondPart: { ...english, script: 'Welcome.' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.voice.secondLanguageSame);
  });

  it('when a part’s voice does not speak its language, as a message of its own would be', async () => {
    const spanishInEnglish = await synthesize({ ...english, secondPart: { ...spanish, voiceType: 'en-US-natalie' } });
    expect(spanishInEnglish.statusCode).toBe(400);
    expect(spanishInEnglish.json().message).toBe(messages.voice.spanishVoiceRequired);
    // A Spanish message whose English part is given a Spanish voice.
    const englishInSpanish = await synthesize({ ...spanish, secondPart: { ...english, voiceType: 'es-US-mateo' } });
    expect(englishInSpanish.statusCode).toBe(400);
    expect(englishInSpanish.json().message).toBe(messages.voice.englishVoiceRequired);
    // The same refusal for the recording made ahead, before any job.
    const ahead = await api(t, 'POST', '/api/synthesize-voice/speculative', owner, {
      ...english,
      secondPart: { ...spanish, voiceType: 'en-US-natalie' },
    });
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().message).toBe(messages.voice.spanishVoiceRequired);
  });

  it('when its two parts together are longer than any phone system takes, though each alone is not', async () => {
    const lines = (n: number, word: string) => Array.from({ length: n }, (_, i) => `${word} ${i} 4,567,891.`).join(' ');
    const first = lines(45, 'Line');
    const second = lines(45, 'Línea');
    const seconds = (script: string, language: 'en' | 'es') => spokenSecondsUpperBound(script, 1, language);
    // Each part alone is within the 10 minutes; both with the gap are not.
    expect(seconds(first, 'en')).toBeLessThan(VOICE_MAX_SECONDS);
    expect(seconds(second, 'es')).toBeLessThan(VOICE_MAX_SECONDS);
    expect(synthesizeVoiceBody.safeParse({ ...english, script: first }).success).toBe(true);
    const res = await synthesize({ ...english, script: first, secondPart: { ...spanish, script: second } });
    expect(res.statusCode).toBe(400);
    const minutes = Math.ceil((seconds(first, 'en') + 1.5 + seconds(second, 'es')) / 60);
    expect(res.json().message).toBe(formatMessage(messages.voice.audioTooLong, { minutes }));
  });

  it('on a node with no Spanish speaker, in words, never speaking the Spanish part in English', async () => {
    const bare = await createTestApp({ OFFLINE_ENGINES: 'rhvoice,flite' });
    try {
      const user = await signInCookie(bare, 'bilingual-bare@example.com');
      const res = await synthesize({ ...english, secondPart: spanish }, bare, user);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(messages.voice.noSpanishVoice);
    } finally {
      await bare.close();
    }
  });
});

describe.runIf(picoSpeaksSpanish)('a bilingual recording on the offline engine', () => {
  it('may be recorded ahead, as one job of its own', async () => {
    const body = { ...english, secondPart: spanish };
    const ahead = await api(t, 'POST', '/api/synthesize-voice/speculative', owner, body);
    expect(ahead.statusCode).toBe(202);
    const plain = await api(t, 'POST', '/api/synthesize-voice/speculative', owner, english);
    expect(plain.statusCode).toBe(202);
    // Not the same work: the one-language recording is another job.
    expect(plain.json().id).toEqual(expect.any(String));
    expect(plain.json().id).not.toBe(ahead.json().id);
  });

  it('is mixed as any recording, and the mix’s recipe keeps the second part for reopening', async () => {
    const voice = await synthesize({ ...english, secondPart: { ...spanish, placement: 'end' } });
    expect(voice.statusCode, voice.body).toBe(200);
    const { audioId, durationSeconds } = voice.json<{ audioId: string; durationSeconds: number }>();
    const mixed = await api(t, 'POST', '/api/mix-audio', owner, {
      voiceAudioId: audioId,
      musicTrackId: 'none',
      musicVolume: 15,
      message: { language: 'en', bilingual: true },
    });
    expect(mixed.statusCode, mixed.body).toBe(200);
    // The whole recording, both languages and the gap, is in the mix.
    expect(mixed.json<{ duration: number }>().duration).toBeGreaterThanOrEqual(durationSeconds);
    const id = mixed.json<{ url: string }>().url.split('/').at(-1)!;
    const state = await api(t, 'GET', `/api/mixes/${id}`, owner);
    expect(state.json()).toMatchObject({
      recipe: {
        voice: { ...english, secondPart: { ...spanish, placement: 'end' } },
        message: { language: 'en', bilingual: true },
      },
    });
  });
});

describe.runIf(picoSpeaksSpanish)('with a studio key (services on loopback)', () => {
  let fake: FakeStudio;
  let studio: TestApp;
  let cookie: string;
  beforeAll(async () => {
    fake = await startFakeStudio();
    studio = await createTestApp({ MURF_API_KEY: FAKE_KEY, MURF_API_URL: fake.url });
    cookie = await signInCookie(studio, 'bilingual-studio@example.com');
  });
  afterAll(async () => {
    await studio.close();
    await fake.close();
  });

  it('speaks each part with its own studio voice, in its language, and is never made ahead', async () => {
    fake.mode = 'ok';
    const generated = () => fake.requests.filter((r) => r.path === '/v1/speech/generate');
    const before = generated().length;
    const res = await synthesize({ ...english, voiceProvider: 'murf', secondPart: spanish }, studio, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().provider).toBe('murf');
    const sent = generated()
      .slice(before)
      .map((r) => JSON.parse(r.body.toString()) as { voiceId: string; text: string; multiNativeLocale?: string });
    expect(sent).toEqual([
      expect.objectContaining({ voiceId: 'en-US-ken', text: english.script }),
      expect.objectContaining({ voiceId: 'es-MX-valeria', text: spanish.script, multiNativeLocale: 'es-MX' }),
    ]);
    expect(sent[0]!.multiNativeLocale).toBeUndefined();

    const ahead = await api(studio, 'POST', '/api/synthesize-voice/speculative', cookie, {
      ...english,
      voiceProvider: 'murf',
      useLocalEngine: true,
      secondPart: spanish,
    });
    expect(ahead.statusCode).toBe(202); // both parts offline: made ahead
    const studioAhead = await api(studio, 'POST', '/api/synthesize-voice/speculative', cookie, {
      ...english,
      voiceProvider: 'murf',
      secondPart: spanish,
    });
    expect(studioAhead.statusCode).toBe(409);
    expect(studioAhead.json().message).toBe(messages.voice.studioNotMadeAhead);
  });
});

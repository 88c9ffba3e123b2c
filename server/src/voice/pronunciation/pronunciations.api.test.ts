import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { SAME_ORIGIN } from '../../testing/http.js';
import { signInCookie } from '../../testing/sign-in.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { FAKE_KEY, startFakeStudio, type FakeStudio } from '../testing/fake-studio.js';

// Every engine is a loopback server here (fake-studio.ts); no test calls a real service.
let fake: FakeStudio;
let t: TestApp;
let owner: string;
let stranger: string;
beforeAll(async () => {
  fake = await startFakeStudio();
  t = await createTestApp({
    MURF_API_KEY: FAKE_KEY,
    MURF_API_URL: fake.url,
    ELEVENLABS_API_KEY: FAKE_KEY,
    ELEVENLABS_API_URL: fake.url,
    OPENAI_TTS_API_KEY: FAKE_KEY,
    OPENAI_TTS_BASE_URL: `${fake.url}/v1`,
  });
  owner = await signInCookie(t, 'owner@example.com');
  stranger = await signInCookie(t, 'stranger@example.com');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.mode = 'ok';
  fake.requests.length = 0;
});

const send = (method: 'POST' | 'DELETE' | 'GET', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { ...SAME_ORIGIN, cookie }, ...(payload && { payload }) });
const list = async (cookie: string) =>
  (await send('GET', '/api/pronunciations', cookie)).json().pronunciations as { id: string; term: string }[];
const lastBody = () => JSON.parse(fake.requests.at(-1)!.body.toString()) as Record<string, unknown>;

describe('/api/pronunciations', () => {
  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ url: '/api/pronunciations' })).statusCode).toBe(401);
  });

  it('keeps each user their own entries: list, add, delete', async () => {
    const created = await send('POST', '/api/pronunciations', owner, { term: 'Nguyen', sayAs: 'win', ipa: ' ' });
    expect(created.statusCode).toBe(201);
    expect(created.json().pronunciation).toMatchObject({ term: 'Nguyen', sayAs: 'win', ipa: null });
    const id = created.json().pronunciation.id as string;

    expect((await list(owner)).map((p) => p.term)).toContain('Nguyen');
    expect(await list(stranger)).toEqual([]);
    // Another user's id is the same 404 as an unknown one.
    const stolen = await send('DELETE', `/api/pronunciations/${id}`, stranger);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe(messages.pronunciations.notFound);
    expect((await send('DELETE', `/api/pronunciations/${id}`, owner)).statusCode).toBe(200);
    expect((await list(owner)).map((p) => p.term)).not.toContain('Nguyen');
    expect((await send('DELETE', '/api/pronunciations/not-an-id', owner)).statusCode).toBe(404);
  });

  it('refuses control characters, empty fields and a second entry for the same term in another case', async () => {
    const bad = await send('POST', '/api/pronunciations', owner, { term: 'Ac\u0000me', sayAs: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(messages.generic.controlCharacters);
    expect((await send('POST', '/api/pronunciations', owner, { term: 'Acme', sayAs: ' ' })).statusCode).toBe(400);
    expect((await send('POST', '/api/pronunciations', owner, { term: '...', sayAs: 'dots' })).statusCode).toBe(400);
    expect((await send('POST', '/api/pronunciations', owner, { term: 'Kayo', sayAs: 'kay-oh' })).statusCode).toBe(201);
    const twice = await send('POST', '/api/pronunciations', owner, { term: 'KAYO', sayAs: 'kai-oh' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toContain('KAYO');
  });
});

describe('pronunciations in the request each engine receives', () => {
  const script = 'Welcome to Acme. Acmeville is next door, and the us team loves the US office.';
  beforeAll(async () => {
    for (const entry of [
      { term: 'Acme', sayAs: 'Ack-mee', ipa: 'ˈæk.mi' },
      { term: 'US', sayAs: 'United States' },
    ])
      expect((await send('POST', '/api/pronunciations', stranger, entry)).statusCode).toBe(201);
  });
  const synthesize = (voiceProvider: string, text = script) =>
    send('POST', '/api/synthesize-voice', stranger, { script: text, voiceType: 'en-US-ken', voiceProvider });

  it('Murf: its pronunciationDictionary field, for the forms that occur, IPA where given', async () => {
    expect((await synthesize('murf')).statusCode).toBe(200);
    const body = lastBody();
    expect(body.text).toBe(script);
    expect(body.pronunciationDictionary).toEqual({
      Acme: { type: 'IPA', pronunciation: 'ˈæk.mi' },
      US: { type: 'SAY_AS', pronunciation: 'United States' },
    });
  });

  it('ElevenLabs and the OpenAI-compatible engine: the "say it like" text, whole words and case respected', async () => {
    const expected = 'Welcome to Ack-mee. Acmeville is next door, and the us team loves the United States office.';
    expect((await synthesize('elevenlabs')).statusCode).toBe(200);
    expect(lastBody().text).toBe(expected);
    expect((await synthesize('openai')).statusCode).toBe(200);
    expect(lastBody().input).toBe(expected);
  });

  it('a new entry is a new render: the speech cache key holds the entries applied', async () => {
    const text = 'Thank you for calling Zorblax.';
    expect((await synthesize('openai', text)).statusCode).toBe(200);
    expect((await synthesize('openai', text)).statusCode).toBe(200);
    expect(fake.requests).toHaveLength(1); // the second came from the cache
    await send('POST', '/api/pronunciations', stranger, { term: 'zorblax', sayAs: 'Zor-blacks' });
    expect((await synthesize('openai', text)).statusCode).toBe(200);
    expect(fake.requests).toHaveLength(2);
    expect(lastBody().input).toBe('Thank you for calling Zor-blacks.');
  });

  it('the preview path applies them too, so Listen plays the fixed word', async () => {
    const res = await send('POST', '/api/preview-voice', stranger, {
      text: 'Acme',
      voiceType: 'en-US-ken',
      voiceProvider: 'openai',
    });
    expect(res.statusCode).toBe(200);
    expect(lastBody().input).toBe('Ack-mee');
  });
});

describe('a dictionary per language (record 144)', () => {
  it('keeps a term once in English and once in Spanish, and a message hears only its own', async () => {
    const user = await signInCookie(t, 'bilingue@example.com');
    const english = await send('POST', '/api/pronunciations', user, { term: 'Jorge', sayAs: 'George' });
    expect(english.json().pronunciation).toMatchObject({ term: 'Jorge', language: 'en' });
    const spanish = await send('POST', '/api/pronunciations', user, { term: 'Jorge', sayAs: 'Jorje', language: 'es' });
    expect(spanish.statusCode).toBe(201);
    expect(spanish.json().pronunciation).toMatchObject({ term: 'Jorge', sayAs: 'Jorje', language: 'es' });
    const twice = await send('POST', '/api/pronunciations', user, { term: 'JORGE', sayAs: 'x', language: 'es' });
    expect(twice.statusCode).toBe(409);
    expect((await list(user)).length).toBe(2);

    const speak = (language: string, voiceType: string) =>
      send('POST', '/api/synthesize-voice', user, {
        script: 'Jorge le atiende.',
        voiceType,
        voiceProvider: 'elevenlabs',
        language,
      });
    expect((await speak('es', 'es-US-lucia')).statusCode).toBe(200);
    expect(lastBody().text).toBe('Jorje le atiende.');
    expect((await speak('en', 'en-US-ken')).statusCode).toBe(200);
    expect(lastBody().text).toBe('George le atiende.');
  });
});

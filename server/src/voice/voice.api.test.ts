import { parseWav } from '../dsp/pcm.js';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { SAME_ORIGIN } from '../testing/http.js';
import { multipartBody } from '../testing/multipart.js';
import { signInCookie } from '../testing/sign-in.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { eq } from 'drizzle-orm';
import { audioFiles } from '../db/schema.js';
import { MIX_CACHE_VERSION, mixCacheDir } from '../mix/mix-env.js';
import { previewsDir } from './voice-previews.js';
import { createLocalProvider } from './local/local-provider.js';
import { FAKE_KEY, startFakeStudio, type FakeStudio } from './testing/fake-studio.js';
import { speechLikeWav } from './testing/sample-wav.js';
import { api, speechCacheKeys } from '../testing/api-kit.js';
import { SUITE_ENGINES } from '../testing/suite-engines.js';

let t: TestApp;
let owner: string;
let stranger: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signInCookie(t, 'owner@example.com');
  stranger = await signInCookie(t, 'stranger@example.com');
});
afterAll(() => t.close());

const post = (url: string, cookie: string, payload: object) => api(t, 'POST', url, cookie, payload);
const synthesize = (cookie: string, body: Record<string, unknown>) =>
  post('/api/synthesize-voice', cookie, { voiceType: 'en-US-ken', ...body });

async function upload(
  cookie: string,
  file: { data: Buffer; name: string; type: string },
  fields: Record<string, string> = { consent: 'true' },
) {
  const { payload, headers } = await multipartBody(fields, { field: 'voiceFile', ...file });
  return t.app.inject({
    method: 'POST',
    url: '/api/elevenlabs/upload-voice',
    headers: { ...SAME_ORIGIN, ...headers, cookie },
    payload,
  });
}

describe('GET /api/voices', () => {
  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ url: '/api/voices' })).statusCode).toBe(401);
  });

  it('lists the 12 voices and says both providers render offline without keys', async () => {
    const res = await t.app.inject({ url: '/api/voices', headers: { cookie: owner } });
    const body = res.json();
    // The spec's twelve are English; the Spanish voices follow them (spanish-voice.api.test.ts).
    expect(body.voices.filter((v: { language: string }) => v.language === 'en')).toHaveLength(12);
    expect(body.voices[0]).toMatchObject({
      id: 'en-US-ken',
      accentLabel: 'American',
      previewUrl: '/static/voice-previews/en-US-ken.mp3',
    });
    expect(body.providers).toEqual([
      { id: 'murf', mode: 'offline', canClone: false, note: messages.voice.murfKeyMissingNote },
      { id: 'elevenlabs', mode: 'offline', canClone: false, note: messages.voice.offlineElevenLabsNote },
    ]);
  });
});

describe('POST /api/synthesize-voice and GET /api/audio/:id', () => {
  it('refuses a missing script and a missing or unknown voice with the spec messages', async () => {
    for (const script of [undefined, '', '   ']) {
      const res = await synthesize(owner, { script });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(messages.voice.scriptRequired);
    }
    for (const voiceType of ['', 'en-US-nobody']) {
      const res = await synthesize(owner, { script: 'Hello.', voiceType });
      expect(res.json().message).toBe(messages.voice.voiceRequired);
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/synthesize-voice',
          headers: SAME_ORIGIN,
          payload: { script: 'Hi', voiceType: 'en-US-ken' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('renders the script offline and serves it to its owner only', async () => {
    const res = await synthesize(owner, { script: 'Welcome.\n\nGoodbye.', pauseLength: 'short' });
    expect(res.statusCode).toBe(200);
    const { audioId, provider, durationSeconds } = res.json();
    expect(provider).toBe('local');
    expect(durationSeconds).toBeGreaterThan(1);

    const mine = await t.app.inject({ url: `/api/audio/${audioId}`, headers: { cookie: owner } });
    expect(mine.statusCode).toBe(200);
    // The recording the mix starts from is lossless (record 082): 16-bit WAV at 24 kHz, mono.
    expect(mine.headers['content-type']).toBe('audio/wav');
    const wav = parseWav(mine.rawPayload);
    expect(wav.sampleRate).toBe(24_000);
    expect(wav.samples.length / wav.sampleRate).toBeCloseTo(durationSeconds, 2);
    expect((await t.app.inject({ url: `/api/audio/${audioId}`, headers: { cookie: stranger } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/audio/${audioId}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/audio/not-an-id', headers: { cookie: owner } })).statusCode).toBe(404);
  });

  it('serves an identical request from the cache, and says it was reused (issue 47)', async () => {
    const body = { script: 'Cached once, served twice.', voiceType: 'en-US-miles' };
    const first = (await synthesize(owner, body)).json();
    expect(first.reused).toBe(false);
    const entries = await speechCacheKeys(t);
    expect(entries.length).toBeGreaterThanOrEqual(2);
    const second = (await synthesize(owner, body)).json();
    expect(second.audioId).not.toBe(first.audioId);
    expect(second.durationSeconds).toBe(first.durationSeconds);
    expect(second.reused).toBe(true);
    expect(await speechCacheKeys(t)).toEqual(entries);
  });
});

describe('POST /api/preview-voice', () => {
  it('previews the first 500 characters and answers a URL the owner can play', async () => {
    const res = await post('/api/preview-voice', owner, {
      text: 'Short. '.repeat(100),
      voiceType: 'en-US-natalie',
      voiceGender: 'female',
    });
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    expect(url).toMatch(/^\/api\/audio\/[0-9a-f-]{36}$/);
    expect((await t.app.inject({ url, headers: { cookie: owner } })).statusCode).toBe(200);
  });
});

describe('voice previews', () => {
  it('serves a preview for every voice, made by the product itself', async () => {
    const res = await t.app.inject({ url: '/static/voice-previews/en-US-claire.mp3' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(
      await fs.stat(path.join(previewsDir(t.dataDir, createLocalProvider(SUITE_ENGINES)), 'en-US-claire.mp3')),
    ).toBeTruthy();
    expect((await t.app.inject({ url: '/static/voice-previews/en-US-nobody.mp3' })).statusCode).toBe(404);
  });
});

describe('POST /api/elevenlabs/upload-voice without an ElevenLabs key', () => {
  const goodSample = () => ({ data: speechLikeWav(12, 118), name: 'jordan_sample.wav', type: 'audio/wav' });

  it('refuses a file that is not audio, whatever its name and declared type', async () => {
    const res = await upload(owner, {
      data: Buffer.from('this is a text file, not audio'.repeat(100)),
      name: 'voice.mp3',
      type: 'audio/mpeg',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.voice.invalidFileType);
  });

  it('refuses an 11 MB upload while it streams in', async () => {
    const data = Buffer.alloc(11 * 1024 * 1024, 1);
    expect((await upload(owner, { data, name: 'big.wav', type: 'audio/wav' })).json().message).toBe(
      messages.voice.fileTooLarge,
    );
    // Without a declared length the multipart reader's 10 MB limit stops it.
    const { payload, headers } = await multipartBody(
      { consent: 'true' },
      { field: 'voiceFile', data, name: 'big.wav', type: 'audio/wav' },
    );
    const streamed = await t.app.inject({
      method: 'POST',
      url: '/api/elevenlabs/upload-voice',
      headers: { ...SAME_ORIGIN, ...headers, cookie: owner },
      payload: Readable.from([payload]),
    });
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json().message).toBe(messages.voice.fileTooLarge);
  });

  it('says in plain words what is wrong with a sample, and needs consent', async () => {
    const short = await upload(owner, { data: speechLikeWav(1.5), name: 'short.wav', type: 'audio/wav' });
    expect(short.json().message).toMatch(/only 1\.5 seconds long/);
    const silent = await upload(owner, {
      data: speechLikeWav(0).subarray(0, 44),
      name: 'empty.wav',
      type: 'audio/wav',
    });
    expect(silent.statusCode).toBe(400);
    const noConsent = await upload(owner, goodSample(), {});
    expect(noConsent.json().message).toBe(messages.voice.consentRequired);
  });

  it('matches a local voice, labelled as a match, usable only by its owner', async () => {
    const res = await upload(owner, goodSample());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ voiceName: 'jordan sample', kind: 'match' });
    expect(body.notes).toEqual([]);

    const spoken = await synthesize(owner, {
      script: 'Hello from my own voice.',
      elevenlabsVoiceId: body.voiceId,
      voiceProvider: 'elevenlabs',
    });
    expect(spoken.json().provider).toBe('local');
    const stolen = await synthesize(stranger, { script: 'Hello.', elevenlabsVoiceId: body.voiceId });
    expect(stolen.json().message).toBe(messages.voice.customVoiceNotFound);
  });
});

describe('with studio keys (services on loopback)', () => {
  let fake: FakeStudio;
  let studio: TestApp;
  let cookie: string;
  beforeAll(async () => {
    fake = await startFakeStudio();
    studio = await createTestApp({
      MURF_API_KEY: FAKE_KEY,
      ELEVENLABS_API_KEY: FAKE_KEY,
      MURF_API_URL: fake.url,
      ELEVENLABS_API_URL: fake.url,
    });
    cookie = await signInCookie(studio, 'studio@example.com');
  });
  afterAll(async () => {
    await studio.close();
    await fake.close();
  });
  const studioPost = (url: string, payload: object) =>
    studio.app.inject({ method: 'POST', url, headers: { ...SAME_ORIGIN, cookie }, payload });

  it("plays step 2's previews in the studio's own voice, rendered once and then served from the store", async () => {
    fake.mode = 'ok';
    const get = (url: string) => studio.app.inject({ url, headers: { cookie } });
    const generated = () => fake.requests.filter((r) => r.path === '/v1/speech/generate');
    const before = generated().length;
    const first = await get('/api/voice-previews/murf/en-US-natalie.mp3');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('audio/mpeg');
    expect(generated()).toHaveLength(before + 1);
    const sent = JSON.parse(generated().at(-1)!.body.toString());
    expect(sent).toMatchObject({ voiceId: 'en-US-natalie' });
    expect(sent.text).toContain("I'm Natalie");
    const again = await get('/api/voice-previews/murf/en-US-natalie.mp3');
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(generated()).toHaveLength(before + 1); // served from the store, not rendered again

    expect((await get('/api/voice-previews/elevenlabs/en-US-ken.mp3')).statusCode).toBe(200);
    expect(fake.requests.at(-1)!.path).toMatch(/^\/v1\/text-to-speech\//);
    expect((await get('/api/voice-previews/murf/en-US-nobody.mp3')).statusCode).toBe(404);
    expect((await get('/api/voice-previews/openai/en-US-ken.mp3')).statusCode).toBe(404); // not configured here
    expect((await studio.app.inject({ url: '/api/voice-previews/murf/en-US-ken.mp3' })).statusCode).toBe(401);
  });

  it('reports both providers live', async () => {
    const { providers } = (await studio.app.inject({ url: '/api/voices', headers: { cookie } })).json();
    expect(providers.map((p: { mode: string }) => p.mode)).toEqual(['live', 'live']);
  });

  it('synthesizes on Murf, and after a failure can retry on the local engine', async () => {
    fake.mode = 'ok';
    expect(
      (await studioPost('/api/synthesize-voice', { script: 'Studio voice.', voiceType: 'en-US-ken' })).json().provider,
    ).toBe('murf');
    fake.mode = 'quota';
    const failed = await studioPost('/api/synthesize-voice', { script: 'Out of quota.', voiceType: 'en-US-ken' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ code: 'studio_failed' });
    expect(failed.json().message).toContain('used up its quota');
    const retried = await studioPost('/api/synthesize-voice', {
      script: 'Out of quota.',
      voiceType: 'en-US-ken',
      useLocalEngine: true,
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().provider).toBe('local');
  });

  it('speaks the Offline voice card on the local engine, keys or not, and has no studio preview for it (issue 47)', async () => {
    fake.mode = 'ok';
    const before = fake.requests.length;
    const spoken = await studioPost('/api/synthesize-voice', {
      script: 'The offline voice, chosen.',
      voiceType: 'en-US-ken',
      voiceProvider: 'local',
    });
    expect(spoken.statusCode).toBe(200);
    expect(spoken.json().provider).toBe('local');
    expect(fake.requests).toHaveLength(before);
    const preview = await studio.app.inject({ url: '/api/voice-previews/local/en-US-ken.mp3', headers: { cookie } });
    expect(preview.statusCode).toBe(400);
  });

  it('clones with ElevenLabs, and reports a failed clone in plain words', async () => {
    fake.mode = 'ok';
    const { payload, headers } = await multipartBody(
      { consent: 'true', voiceName: 'Dana' },
      { field: 'voiceFile', data: speechLikeWav(12, 210), name: 'dana.wav', type: 'audio/wav' },
    );
    const cloned = await studio.app.inject({
      method: 'POST',
      url: '/api/elevenlabs/upload-voice',
      headers: { ...SAME_ORIGIN, ...headers, cookie },
      payload,
    });
    expect(cloned.json()).toMatchObject({ voiceName: 'Dana', kind: 'clone' });
    const spoken = await studioPost('/api/synthesize-voice', {
      script: 'Cloned.',
      voiceType: 'en-US-ken',
      elevenlabsVoiceId: cloned.json().voiceId,
    });
    expect(spoken.json().provider).toBe('elevenlabs');
    expect(fake.requests.at(-1)!.path).toMatch(/^\/v1\/text-to-speech\/cloned-voice-1/);

    fake.mode = 'server-error';
    const again = await multipartBody(
      { consent: 'true' },
      { field: 'voiceFile', data: speechLikeWav(12, 210), name: 'dana.wav', type: 'audio/wav' },
    );
    const failed = await studio.app.inject({
      method: 'POST',
      url: '/api/elevenlabs/upload-voice',
      headers: { ...SAME_ORIGIN, ...again.headers, cookie },
      payload: again.payload,
    });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toContain('ElevenLabs is not answering');
  });
});

describe('a new voice', () => {
  it("is answered once its analysis is kept in its row and its samples in this node's cache (record 105)", async () => {
    const own = await createTestApp();
    const cookie = await signInCookie(own, 'closer@example.com');
    const res = await api(own, 'POST', '/api/synthesize-voice', cookie, {
      voiceType: 'en-US-ken',
      script: 'Thank you for calling. A member of our team will be with you shortly.',
    });
    expect(res.statusCode).toBe(200);
    const { audioId } = res.json<{ audioId: string }>();
    const [row] = await own.deps.database.db.select().from(audioFiles).where(eq(audioFiles.id, audioId));
    expect(row!.voiceAnalysis).toMatchObject({ version: MIX_CACHE_VERSION });
    // Nothing of it is left under way: closing writes nothing into DATA_DIR afterwards.
    await own.app.close();
    const entries = await fs.readdir(mixCacheDir(own.dataDir));
    expect(entries).toEqual([`voice-${MIX_CACHE_VERSION}-${audioId}.s16`]);
    await own.close();
  });
});

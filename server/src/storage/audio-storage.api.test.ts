import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SaveLibraryReply } from '#common/schemas/library.js';
import { MIX_TTL_MS } from '#common/schemas/mix.js';
import { purgeExpiredAudio, SHARE_GRACE_MS } from '../stored-audio/purge-expired-audio.js';
import { lineToneFile } from '../testing/audio-fixtures.js';
import { leftoverTempFiles } from './temp-files.js';
import { signInAdmin } from '../testing/api-kit.js';
import { SAME_ORIGIN } from '../testing/http.js';
import { multipartBody } from '../testing/multipart.js';
import { listFiles, unexpectedFilesOnNode } from '../testing/node-disk.js';
import { startS3Server, type TestS3Server } from '../testing/s3-server.js';
import { signInCookie } from '../testing/sign-in.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { speechLikeWav } from '../voice/testing/sample-wav.js';

/**
 * The audio API end to end on both stores: voice, preview, clone sample, music upload, a mix over
 * the uploaded track, Library copy, phone-system export, range requests for the players, and the
 * housekeeping purge. With STORAGE=s3 (a real S3-compatible server on loopback) the node's
 * DATA_DIR must hold no user audio afterwards.
 */
const ADMIN = { ADMIN_USERNAME: 'store-admin', ADMIN_PASSWORD: 'store admin password' };

describe.each(['local', 's3'] as const)('user audio with STORAGE=%s', (storage) => {
  let s3: TestS3Server | undefined;
  let t: TestApp;
  let user: string;
  let admin: string;
  let track: Buffer;
  const audio: Record<string, Buffer> = {};
  const urls: Record<string, string> = {};

  beforeAll(async () => {
    s3 = storage === 's3' ? await startS3Server() : undefined;
    t = await createTestApp({ ...ADMIN, ...s3?.env });
    admin = await signInAdmin(t);
    user = await signInCookie(t, 'store-user@example.com');
    // In the telephone band, so the upload goes live at once (record 106) and a user can fetch it.
    track = await lineToneFile(t.deps.ffmpeg.path, 6);
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { cookie: user, ...headers } });
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { ...SAME_ORIGIN, cookie: user }, payload });

  it(`keeps the store's kind`, () => {
    expect(t.deps.store.kind).toBe(storage);
  });

  it('takes an uploaded track into the store and serves it, with ranges', async () => {
    const body = await multipartBody(
      { id: 'store-track', name: 'Store Track' },
      { field: 'file', name: 'track.mp3', type: 'audio/mpeg', data: track },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload-music',
      headers: { ...SAME_ORIGIN, ...body.headers, cookie: admin },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    expect(await t.deps.store.head('music/store-track.mp3')).toEqual({ size: track.length });
    const whole = await get('/static/music/store-track.mp3');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(track)).toBe(true);
    const part = await get('/static/music/store-track.mp3', { range: 'bytes=1000-1999' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${track.length}`);
    expect(part.rawPayload.equals(track.subarray(1000, 2000))).toBe(true);
    // Built-in tracks still come from the repository, ranges included.
    const builtIn = await get('/static/music/soft-jazz.mp3', { range: 'bytes=0-1' });
    expect(builtIn.statusCode).toBe(206);
    expect((await get('/static/music/no-such-track.mp3')).statusCode).toBe(404);
  });

  it('records a voice, previews one and matches a cloned sample', async () => {
    const voice = await post('/api/synthesize-voice', {
      script: 'Thank you for calling Bright Smile. Your call is important to us.',
      voiceType: 'en-US-ken',
    });
    expect(voice.statusCode).toBe(200);
    urls.voice = `/api/audio/${voice.json<{ audioId: string }>().audioId}`;
    const preview = await post('/api/preview-voice', { text: 'Hello there.', voiceType: 'en-US-claire' });
    expect(preview.statusCode).toBe(200);
    urls.preview = preview.json<{ url: string }>().url;
    const sample = await multipartBody(
      { consent: 'true', voiceName: 'Jordan' },
      { field: 'voiceFile', name: 'jordan.wav', type: 'audio/wav', data: speechLikeWav(12, 118) },
    );
    const clone = await t.app.inject({
      method: 'POST',
      url: '/api/elevenlabs/upload-voice',
      headers: { ...SAME_ORIGIN, ...sample.headers, cookie: user },
      payload: sample.payload,
    });
    expect(clone.statusCode).toBe(200);
  });

  it('serves stored audio to the player with range requests: 206, Content-Range, 416 past the end', async () => {
    const whole = await get(urls.voice!);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-length']).toBe(String(whole.rawPayload.length));
    audio.voice = whole.rawPayload;
    const size = audio.voice.length;

    const first = await get(urls.voice!, { range: 'bytes=0-1' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-1/${size}`);
    expect(first.headers['content-length']).toBe('2');
    expect(first.rawPayload.equals(audio.voice.subarray(0, 2))).toBe(true);

    const tail = await get(urls.voice!, { range: 'bytes=-100' });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes ${size - 100}-${size - 1}/${size}`);
    expect(tail.rawPayload.equals(audio.voice.subarray(size - 100))).toBe(true);

    const past = await get(urls.voice!, { range: `bytes=${size}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
    // The owner check comes first, ranges or not.
    const stranger = await signInCookie(t, 'store-stranger@example.com');
    expect((await get(urls.voice!, { cookie: stranger, range: 'bytes=0-1' })).statusCode).toBe(404);
  });

  it('mixes over the uploaded track, saves to the Library and exports, all from the store', async () => {
    const mix = await post('/api/mix-audio', {
      voiceAudioId: urls.voice!.split('/').at(-1),
      musicTrackId: 'store-track',
      musicVolume: 30,
    });
    expect(mix.statusCode).toBe(200);
    const reply = mix.json<{ url: string; fileSize: number }>();
    urls.mix = reply.url;
    const mixed = await get(urls.mix);
    expect(mixed.statusCode).toBe(200);
    expect(mixed.rawPayload.length).toBe(reply.fileSize);
    audio.mix = mixed.rawPayload;
    const seek = await get(urls.mix, { range: 'bytes=4096-' });
    expect(seek.statusCode).toBe(206);
    expect(seek.rawPayload.equals(audio.mix.subarray(4096))).toBe(true);

    const saved = await post('/api/library', { audioId: urls.mix.split('/').at(-1)!, title: 'Stored' });
    expect(saved.statusCode).toBe(200);
    const { item } = saved.json<SaveLibraryReply>();
    urls.library = item.url;
    expect((await get(item.url)).rawPayload.equals(audio.mix)).toBe(true);

    const exported = await get(`${urls.mix}/export/wav-ulaw-8k`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toBe('attachment; filename="on-hold-message-8khz-ulaw.wav"');
    expect(exported.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    const exportedPart = await get(`${urls.mix}/export/wav-ulaw-8k`, { range: 'bytes=0-43' });
    expect(exportedPart.statusCode).toBe(206);
    expect(exportedPart.rawPayload.equals(exported.rawPayload.subarray(0, 44))).toBe(true);
    expect(await t.deps.store.head(`exports/${urls.mix.split('/').at(-1)}.wav-ulaw-8k.wav`)).toEqual({
      size: exported.rawPayload.length,
    });
  });

  it('leaves no user audio and no temporary file on the node when the store is S3', async () => {
    expect(await leftoverTempFiles(t.dataDir)).toEqual([]);
    if (storage !== 's3') return;
    // What may stay on a node: mail, decoded music and voice measurements (numbers) in the mix cache.
    expect(await unexpectedFilesOnNode(t.dataDir)).toEqual([]);
    expect((await listFiles(t.dataDir)).some((f) => f.startsWith('cache/mix/music-'))).toBe(true);
    // ... while the store holds every kind of user audio.
    const stored = [];
    for await (const entry of t.deps.store.list('audio/')) stored.push(entry.key);
    for await (const entry of t.deps.store.list('exports/')) stored.push(entry.key);
    for await (const entry of t.deps.store.list('music/')) stored.push(entry.key);
    // The preview and the mix; the Library item names the mix's object rather than a copy (record 115).
    expect(stored.filter((k) => /^audio\/[0-9a-f-]{36}\.mp3$/.test(k))).toHaveLength(2);
    expect(stored.filter((k) => /^audio\/[0-9a-f-]{36}\.wav$/.test(k))).toHaveLength(1); // the voice (record 082)
    expect(stored.filter((k) => k.startsWith('audio/cache/'))).toHaveLength(4); // two speech renders, audio + .json each
    expect(stored.filter((k) => k.startsWith('exports/'))).toHaveLength(1);
    expect(stored).toContain('music/store-track.mp3');
  });

  it('purges expired audio and its exports from the store, keeping the Library copy', async () => {
    const mixId = urls.mix!.split('/').at(-1)!;
    // While the admin session lasts (8 hours at most): a deleted track leaves the store.
    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/music-tracks/store-track',
      headers: { ...SAME_ORIGIN, cookie: admin },
    });
    expect(gone.statusCode).toBe(200);
    expect(await t.deps.store.head('music/store-track.mp3')).toBeUndefined();
    // Past the mix's 24 hours and the minute its object is kept for a save under way (record 115).
    t.clock.advance(MIX_TTL_MS + SHARE_GRACE_MS + 1000);
    await purgeExpiredAudio(t.deps.database.db, t.deps.store, t.clock.now());
    expect((await get(urls.mix!)).statusCode).toBe(410);
    expect(await t.deps.store.head(`exports/${mixId}.wav-ulaw-8k.wav`)).toBeUndefined();
    const left = [];
    for await (const entry of t.deps.store.list('audio/')) if (!entry.key.startsWith('audio/cache/')) left.push(entry);
    expect(left).toHaveLength(1);
    expect((await get(urls.library!)).rawPayload.equals(audio.mix!)).toBe(true);

    const { items } = (await get('/api/library')).json<{ items: { id: string }[] }>();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/library/${items[0]!.id}`,
      headers: { ...SAME_ORIGIN, cookie: user },
    });
    expect(del.statusCode).toBe(200);
    const after = [];
    for await (const entry of t.deps.store.list('audio/')) if (!entry.key.startsWith('audio/cache/')) after.push(entry);
    expect(after).toEqual([]);
  });
});

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { AUDIO_TOMBSTONE_MS, audioKey, type AudioKind } from '../stored-audio/audio-files.js';
import { purgeExpiredAudio, SHARE_GRACE_MS } from '../stored-audio/purge-expired-audio.js';
import { probeFormat } from '../process/measure.js';
import { audioFiles } from '../db/schema.js';
import { insertUploadedTrack, uploadedTrackKey } from '../music/uploaded-tracks.js';
import { readBlob } from '../storage/blob-files.js';
import { SAME_ORIGIN } from '../testing/http.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { decodeFile, speechLikeVoice, toneTrack } from '../testing/mix-test-audio.js';
import { signInUser, storeMix } from '../testing/api-kit.js';
import { MIX_PREVIEW_SECONDS } from '#common/schemas/mix.js';

const HOUR = 60 * 60 * 1000;

let t: TestApp;
let alice: { cookie: string; id: string };
let bob: { cookie: string; id: string };
let voiceWav: Buffer;

/** A voice recording of this user, as the voice step stores it. */
const storeVoice = (userId: string, kind: AudioKind = 'voice') => storeMix(t, userId, voiceWav, kind, 6.5, 'wav');

function mixRequest(payload: unknown, cookie = alice.cookie) {
  return t.app.inject({
    method: 'POST',
    url: '/api/mix-audio',
    headers: { ...SAME_ORIGIN, cookie },
    payload: payload as object,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  // One at a time: each sign-in reads the newest mail in the outbox.
  alice = await signInUser(t, 'alice@example.com');
  bob = await signInUser(t, 'bob@example.com');
  voiceWav = await speechLikeVoice(t.deps.ffmpeg.path, { bursts: 2, burstSeconds: 2.5, pauseSeconds: 1.5 });
});
afterAll(() => t.close());

describe('POST /api/mix-audio', () => {
  it('needs a signed-in user', async () => {
    const voice = await storeVoice(alice.id);
    const res = await mixRequest({ voiceAudioId: voice.id, musicTrackId: 'soft-jazz', musicVolume: 15 }, '');
    expect(res.statusCode).toBe(401);
  });

  it("mixes the user's voice into a 24-hour MP3 that only its owner can fetch", async () => {
    const voice = await storeVoice(alice.id);
    const res = await mixRequest({ voiceAudioId: voice.id, musicTrackId: 'corporate-upbeat', musicVolume: 15 });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ url: string; duration: number; filename: string; fileSize: number }>();
    expect(body).toEqual({
      url: expect.stringMatching(/^\/api\/audio\/[0-9a-f-]{36}$/),
      duration: expect.any(Number),
      filename: expect.stringMatching(/\.mp3$/),
      fileSize: expect.any(Number),
    });
    expect(body.duration).toBeCloseTo(2 + 6.5 + 3.5, 0);

    const [row] = await t.deps.database.db
      .select()
      .from(audioFiles)
      .where(eq(audioFiles.id, body.url.split('/').at(-1)!));
    expect(row).toMatchObject({ userId: alice.id, kind: 'mix', byteSize: body.fileSize });
    expect(row!.expiresAt!.getTime() - t.clock.now().getTime()).toBe(24 * HOUR);
    const stored = path.join(t.dataDir, 'probe.mp3');
    await fs.writeFile(stored, (await readBlob(t.deps.store, audioKey(row!)))!);
    const format = await probeFormat(t.deps.ffmpeg.path, stored);
    expect(format).toMatchObject({ codec: 'mp3', sampleRate: 44100, bitrateKbps: 128 });

    const own = await t.app.inject({ url: body.url, headers: { cookie: alice.cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('audio/mpeg');
    expect(own.rawPayload.length).toBe(body.fileSize);
    const foreign = await t.app.inject({ url: body.url, headers: { cookie: bob.cookie } });
    expect(foreign.statusCode).toBe(404);
    expect((await t.app.inject({ url: body.url })).statusCode).toBe(401);
  });

  it('mixes over no music and over an uploaded track', async () => {
    const voice = await storeVoice(alice.id);
    const none = await mixRequest({ voiceAudioId: voice.id, musicTrackId: 'none', musicVolume: 15 });
    expect(none.statusCode).toBe(200);
    expect(none.json().duration).toBeCloseTo(6.5, 0);

    await t.deps.store.put(uploadedTrackKey('calm-tone'), { bytes: await toneTrack(t.deps.ffmpeg.path, 5) });
    await insertUploadedTrack(t.deps.database.db, {
      id: 'calm-tone',
      name: 'Calm',
      description: 'x',
      durationSeconds: 5,
      byteSize: 1,
      uploadedBy: 'admin',
      createdAt: t.clock.now(),
    });
    const uploaded = await mixRequest({ voiceAudioId: voice.id, musicTrackId: 'calm-tone', musicVolume: 40 });
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().duration).toBeCloseTo(12, 0);
  });

  it("answers another user's, an unknown, a malformed and a non-voice id with the same 404", async () => {
    const bobs = await storeVoice(bob.id);
    const preview = await storeVoice(alice.id, 'preview');
    for (const voiceAudioId of [bobs.id, '00000000-0000-4000-8000-000000000000', 'not-an-id', preview.id]) {
      const res = await mixRequest({ voiceAudioId, musicTrackId: 'soft-jazz', musicVolume: 15 });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(messages.mix.voiceNotFound);
    }
  });

  it('refuses an unknown track', async () => {
    const voice = await storeVoice(alice.id);
    for (const musicTrackId of ['no-such-track', '../etc/passwd', 'NONE']) {
      const res = await mixRequest({ voiceAudioId: voice.id, musicTrackId, musicVolume: 15 });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(messages.mix.trackNotFound);
    }
  });

  it('refuses a volume outside 0-100 or not a number, and missing fields, in plain words', async () => {
    const voice = await storeVoice(alice.id);
    for (const musicVolume of [-1, 100.5, 1000, '50', null, true, undefined]) {
      const res = await mixRequest({ voiceAudioId: voice.id, musicTrackId: 'soft-jazz', musicVolume });
      expect(res.statusCode, `volume ${String(musicVolume)}`).toBe(400);
      expect(res.json().message).toBe(messages.mix.volumeInvalid);
    }
    const noVoice = await mixRequest({ musicTrackId: 'soft-jazz', musicVolume: 15 });
    expect(noVoice.json().message).toBe(messages.mix.voiceRequired);
    const noTrack = await mixRequest({ voiceAudioId: voice.id, musicTrackId: '', musicVolume: 15 });
    expect(noTrack.json().message).toBe(messages.mix.trackRequired);
  });
});

describe('the 24-hour life of a final file', () => {
  async function freshMix() {
    const voice = await storeVoice(alice.id);
    const res = await mixRequest({ voiceAudioId: voice.id, musicTrackId: 'none', musicVolume: 15 });
    const id = res.json<{ url: string }>().url.split('/').at(-1)!;
    const [row] = await t.deps.database.db.select().from(audioFiles).where(eq(audioFiles.id, id));
    return { url: res.json().url as string, row: row! };
  }

  const purge = () => purgeExpiredAudio(t.deps.database.db, t.deps.store, t.clock.now());

  it('is served for 24 hours, then answers 410 Gone; the clean-up deletes the file, later the row', async () => {
    const { url, row } = await freshMix();
    t.clock.advance(24 * HOUR - 1000);
    expect((await t.app.inject({ url, headers: { cookie: alice.cookie } })).statusCode).toBe(200);
    expect((await purge()).filesDeleted).toBe(0);

    t.clock.advance(2000);
    const gone = await t.app.inject({ url, headers: { cookie: alice.cookie } });
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe(messages.mix.expired);
    // Its audio is left a minute, for a Library save that found it live to commit (record 115).
    t.clock.advance(SHARE_GRACE_MS);
    expect((await purge()).filesDeleted).toBeGreaterThanOrEqual(1);
    expect(await t.deps.store.head(audioKey(row))).toBeUndefined();
    expect((await t.app.inject({ url, headers: { cookie: alice.cookie } })).statusCode).toBe(410);

    t.clock.advance(AUDIO_TOMBSTONE_MS);
    expect((await purge()).rowsDeleted).toBeGreaterThanOrEqual(1);
    expect(await t.deps.database.db.select().from(audioFiles).where(eq(audioFiles.id, row.id))).toHaveLength(0);
  });
});

describe('GET /api/mix-preview (step 4 live preview)', () => {
  const previewUrl = (voiceAudioId: string, musicTrackId: string, musicVolume: number | string) =>
    `/api/mix-preview?${new URLSearchParams({ voiceAudioId, musicTrackId, musicVolume: String(musicVolume) })}`;
  // New sessions: the 24-hour tests above moved the clock past the first ones.
  let carol: { cookie: string; id: string };
  let dave: { cookie: string; id: string };
  beforeAll(async () => {
    carol = await signInUser(t, 'carol@example.com');
    dave = await signInUser(t, 'dave@example.com');
  });
  const get = (url: string, cookie = carol.cookie) => t.app.inject({ method: 'GET', url, headers: { cookie } });

  it('is the first 10 seconds of the message as the mixer makes it, at the chosen volume, stored nowhere', async () => {
    const voice = await storeVoice(carol.id);
    const files = async () => (await t.deps.database.db.select().from(audioFiles)).length;
    const before = await files();
    const [loud, silent] = await Promise.all([
      get(previewUrl(voice.id, 'corporate-upbeat', 100)),
      get(previewUrl(voice.id, 'corporate-upbeat', 0)),
    ]);
    expect(loud.statusCode).toBe(200);
    expect(loud.headers['content-type']).toBe('audio/mpeg');
    expect(loud.headers['cache-control']).toBe('private, no-store');
    expect(await files()).toBe(before);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-preview-'));
    try {
      await fs.writeFile(path.join(dir, 'loud.mp3'), loud.rawPayload);
      await fs.writeFile(path.join(dir, 'silent.mp3'), silent.rawPayload);
      const ffmpeg = t.deps.ffmpeg.path;
      expect(await probeFormat(ffmpeg, path.join(dir, 'loud.mp3'))).toMatchObject({ sampleRate: 44100, channels: 1 });
      const samples = await decodeFile(ffmpeg, path.join(dir, 'loud.mp3'));
      expect(samples.length / 44100).toBeCloseTo(MIX_PREVIEW_SECONDS, 1);
      // The intro (music alone) is loud at 100 and digital silence at 0.
      const intro = (s: Float32Array) => Math.max(...s.subarray(22050, 66150).map(Math.abs));
      expect(intro(samples)).toBeGreaterThan(0.05);
      expect(intro(await decodeFile(ffmpeg, path.join(dir, 'silent.mp3')))).toBe(0);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it("needs a signed-in user, answers another user's voice with 404, and checks the volume", async () => {
    const voice = await storeVoice(carol.id);
    expect((await get(previewUrl(voice.id, 'soft-jazz', 15), '')).statusCode).toBe(401);
    const other = await get(previewUrl(voice.id, 'soft-jazz', 15), dave.cookie);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ message: messages.mix.voiceNotFound });
    const bad = await get(previewUrl(voice.id, 'soft-jazz', 'loud'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: messages.mix.volumeInvalid });
    expect((await get(previewUrl(voice.id, 'no-such-track', 15))).statusCode).toBe(404);
  });
});

import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../common/messages.js';
import { AUDIO_TOMBSTONE_MS, audioPath, purgeExpiredAudio, storeAudioFile, type AudioKind } from '../audio/audio-files.js';
import { probeFormat } from '../audio/measure.js';
import { audioFiles, users } from '../db/schema.js';
import { insertUploadedTrack, uploadedMusicDir, uploadedTrackPath } from '../music/uploaded-tracks.js';
import { cookieFrom, SAME_ORIGIN } from '../testing/http.js';
import { loginLinkFrom, readOutbox } from '../testing/mail.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { speechLikeVoice, toneTrack } from './test-audio.js';

const HOUR = 60 * 60 * 1000;

async function signIn(t: TestApp, email: string) {
  await t.app.inject({ method: 'POST', url: '/api/auth/request-login', headers: SAME_ORIGIN, payload: { email } });
  const token = loginLinkFrom((await readOutbox(t.dataDir)).at(-1)!).searchParams.get('token');
  const cookie = cookieFrom(await t.app.inject({ method: 'POST', url: '/api/auth/verify', headers: SAME_ORIGIN, payload: { token } }), 'avs_session');
  const [user] = await t.deps.database.db.select().from(users).where(eq(users.email, email));
  return { cookie, id: user!.id };
}

let t: TestApp;
let alice: { cookie: string; id: string };
let bob: { cookie: string; id: string };
let voiceMp3: Buffer;

/** A voice recording of this user, as the voice step stores it. */
async function storeVoice(userId: string, kind: AudioKind = 'voice') {
  const now = t.clock.now();
  return storeAudioFile(t.deps.database.db, t.dataDir, { userId, kind, durationSeconds: 6.5, expiresAt: new Date(now.getTime() + 24 * HOUR), source: { bytes: voiceMp3 } }, now);
}

function mixRequest(payload: unknown, cookie = alice.cookie) {
  return t.app.inject({ method: 'POST', url: '/api/mix-audio', headers: { ...SAME_ORIGIN, cookie }, payload: payload as object });
}

beforeAll(async () => {
  t = await createTestApp();
  // One at a time: each sign-in reads the newest mail in the outbox.
  alice = await signIn(t, 'alice@example.com');
  bob = await signIn(t, 'bob@example.com');
  voiceMp3 = await speechLikeVoice(t.deps.ffmpeg.path, { bursts: 2, burstSeconds: 2.5, pauseSeconds: 1.5 });
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
    const body = res.json() as { url: string; duration: number; filename: string; fileSize: number };
    expect(body).toEqual({ url: expect.stringMatching(/^\/api\/audio\/[0-9a-f-]{36}$/), duration: expect.any(Number), filename: expect.stringMatching(/\.mp3$/), fileSize: expect.any(Number) });
    expect(body.duration).toBeCloseTo(2 + 6.5 + 3.5, 0);

    const [row] = await t.deps.database.db.select().from(audioFiles).where(eq(audioFiles.id, body.url.split('/').at(-1)!));
    expect(row).toMatchObject({ userId: alice.id, kind: 'mix', byteSize: body.fileSize });
    expect(row!.expiresAt!.getTime() - t.clock.now().getTime()).toBe(24 * HOUR);
    const format = await probeFormat(t.deps.ffmpeg.path, audioPath(t.dataDir, row!));
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

    await fs.mkdir(uploadedMusicDir(t.dataDir), { recursive: true });
    await fs.writeFile(uploadedTrackPath(t.dataDir, 'calm-tone'), await toneTrack(t.deps.ffmpeg.path, 5));
    await insertUploadedTrack(t.deps.database.db, { id: 'calm-tone', name: 'Calm', description: 'x', durationSeconds: 5, byteSize: 1, uploadedBy: 'admin', createdAt: t.clock.now() });
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
    const id = (res.json() as { url: string }).url.split('/').at(-1)!;
    const [row] = await t.deps.database.db.select().from(audioFiles).where(eq(audioFiles.id, id));
    return { url: res.json().url as string, row: row! };
  }

  const purge = () => purgeExpiredAudio(t.deps.database.db, t.dataDir, t.clock.now());

  it('is served for 24 hours, then answers 410 Gone; the clean-up deletes the file, later the row', async () => {
    const { url, row } = await freshMix();
    t.clock.advance(24 * HOUR - 1000);
    expect((await t.app.inject({ url, headers: { cookie: alice.cookie } })).statusCode).toBe(200);
    expect((await purge()).filesDeleted).toBe(0);

    t.clock.advance(2000);
    const gone = await t.app.inject({ url, headers: { cookie: alice.cookie } });
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe(messages.mix.expired);
    expect((await purge()).filesDeleted).toBeGreaterThanOrEqual(1);
    await expect(fs.access(audioPath(t.dataDir, row))).rejects.toThrow();
    expect((await t.app.inject({ url, headers: { cookie: alice.cookie } })).statusCode).toBe(410);

    t.clock.advance(AUDIO_TOMBSTONE_MS);
    expect((await purge()).rowsDeleted).toBeGreaterThanOrEqual(1);
    expect(await t.deps.database.db.select().from(audioFiles).where(eq(audioFiles.id, row.id))).toHaveLength(0);
  });
});

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { MUSIC_UPLOAD_MAX_BYTES } from '#common/schemas/music.js';
import { openDatabase } from '../db/client.js';
import { leftoverTempFiles } from '../storage/temp-files.js';
import { lineToneFile, toneFile } from '../testing/audio-fixtures.js';
import { signInAdmin, uploadMusic } from '../testing/api-kit.js';
import { SAME_ORIGIN } from '../testing/http.js';
import { signInCookie } from '../testing/sign-in.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const ADMIN = { ADMIN_USERNAME: 'music-admin', ADMIN_PASSWORD: 'music admin password' };

let t: TestApp;
let admin: string;
let user: string;
let mp3: Buffer;
let wav: Buffer;
beforeAll(async () => {
  t = await createTestApp(ADMIN);
  [admin, user, mp3, wav] = await Promise.all([
    signInAdmin(t),
    signInCookie(t, 'listener@example.com'),
    // In the telephone band, so its uploads go live at once (held tracks: held-tracks.api.test.ts).
    lineToneFile(t.deps.ffmpeg.path, 3),
    toneFile(t.deps.ffmpeg.path, 'wav', 3),
  ]);
});
afterAll(() => t.close());

const upload = (
  fields: Record<string, string>,
  file?: { data: Buffer; name?: string; type?: string },
  cookie = admin,
) => uploadMusic(t, cookie, fields, file);

describe('GET /api/music-tracks', () => {
  it('lists the built-in tracks and no music for a signed-in user, and refuses strangers', async () => {
    expect((await t.app.inject({ url: '/api/music-tracks' })).statusCode).toBe(401);
    const res = await t.app.inject({ url: '/api/music-tracks', headers: { cookie: user } });
    expect(res.statusCode).toBe(200);
    const tracks = res.json<{ id: string; duration: string; builtIn: boolean }[]>();
    expect(tracks.map((x) => x.id).slice(0, 6)).toEqual([
      'corporate-upbeat',
      'soft-jazz',
      'acoustic-ambient',
      'light-pop',
      'relaxed-corporate',
      'none',
    ]);
    expect(tracks[0]).toMatchObject({
      name: 'Corporate Upbeat',
      duration: '1:25',
      durationInSeconds: 85,
      builtIn: true,
    });
  });

  it('serves every built-in track at /static/music/<id>.mp3, to anyone', async () => {
    for (const id of ['corporate-upbeat', 'soft-jazz', 'acoustic-ambient', 'light-pop', 'relaxed-corporate']) {
      const res = await t.app.inject({ url: `/static/music/${id}.mp3` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('audio/mpeg');
      expect(res.rawPayload.length).toBeGreaterThan(1_000_000);
    }
    expect((await t.app.inject({ url: '/static/music/none.mp3', headers: { cookie: user } })).statusCode).toBe(404);
  });
});

describe('POST /api/upload-music', () => {
  it('needs an admin session: a signed-in user is not enough', async () => {
    for (const cookie of ['', user]) {
      const res = await upload({ id: 'x', name: 'X' }, { data: mp3 }, cookie);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(messages.admin.authRequired);
    }
  });

  it('refuses a missing file, missing fields and a bad id in the spec words', async () => {
    const cases: [Record<string, string>, Buffer | undefined, string][] = [
      [{ id: 'calm', name: 'Calm' }, undefined, messages.music.noFileSelected],
      [{ id: '', name: 'Calm' }, mp3, messages.music.missingInformation],
      [{ id: 'calm' }, mp3, messages.music.missingInformation],
      [{ id: 'Calm Track!', name: 'Calm' }, mp3, messages.music.invalidIdFormat],
    ];
    for (const [fields, data, message] of cases) {
      const res = await upload(fields, data && { data });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('judges the file by its content: a WAV named .mp3 and text are refused', async () => {
    for (const data of [wav, Buffer.from('this is not audio at all '.repeat(200))]) {
      const res = await upload({ id: 'fake', name: 'Fake' }, { data, name: 'fake.mp3', type: 'audio/mpeg' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(messages.music.invalidFileType);
    }
  });

  it('refuses a file over 25 MB while it streams in, and keeps nothing of it', async () => {
    const big = Buffer.concat([mp3, Buffer.alloc(MUSIC_UPLOAD_MAX_BYTES)]);
    const res = await upload({ id: 'huge', name: 'Huge' }, { data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(messages.music.fileTooLarge);
    expect(await leftoverTempFiles(t.dataDir)).toEqual([]);
  });

  it('stores a real MP3 with its measured duration and the default description, and refuses its id again', async () => {
    const res = await upload(
      { id: 'calm-waves', name: 'Calm Waves' },
      { data: mp3, name: 'anything.bin', type: 'application/octet-stream' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: 'calm-waves',
      name: 'Calm Waves',
      description: 'Background music track',
      duration: '0:03',
      durationInSeconds: expect.closeTo(3, 0),
      builtIn: false,
      // A phone line carries it: no warning, and users can choose it at once.
      held: false,
    });
    const listed = (await t.app.inject({ url: '/api/music-tracks', headers: { cookie: user } })).json();
    expect(listed.at(-1).id).toBe('calm-waves');
    const served = await t.app.inject({ url: '/static/music/calm-waves.mp3', headers: { cookie: user } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('private, no-cache');
    expect(served.rawPayload.equals(mp3)).toBe(true);
    // Uploads are heard by those signed in only (issue 29), users or admins; the built-in tracks by anyone.
    expect((await t.app.inject({ url: '/static/music/calm-waves.mp3', headers: { cookie: admin } })).statusCode).toBe(
      200,
    );
    for (const id of ['calm-waves', 'no-such-upload']) {
      const signedOut = await t.app.inject({ url: `/static/music/${id}.mp3` });
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json().message).toBe(messages.generic.notAuthenticated);
    }

    for (const id of ['calm-waves', 'soft-jazz', 'none']) {
      const again = await upload({ id, name: 'Again' }, { data: mp3 });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(messages.music.idTaken);
    }
    expect((await t.app.inject({ url: '/static/music/soft-jazz.mp3' })).rawPayload.length).toBeGreaterThan(1_000_000);
  });
});

describe('DELETE /api/music-tracks/:id', () => {
  it('deletes an uploaded track, and never a built-in one', async () => {
    await upload({ id: 'short-lived', name: 'Short Lived', description: 'Gone soon' }, { data: mp3 });
    const del = (id: string, cookie = admin) =>
      t.app.inject({ method: 'DELETE', url: `/api/music-tracks/${id}`, headers: { ...SAME_ORIGIN, cookie } });
    expect((await del('short-lived', user)).statusCode).toBe(401);
    expect((await del('soft-jazz')).json().message).toBe(messages.music.builtInNotDeletable);
    expect((await del('short-lived')).statusCode).toBe(200);
    expect((await del('short-lived')).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/static/music/short-lived.mp3', headers: { cookie: user } })).statusCode).toBe(
      404,
    );
  });
});

describe('uploaded tracks across a restart', () => {
  it('are still listed and served after the server restarts on the same DATA_DIR', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-music-'));
    try {
      const start = async () => {
        const database = await openDatabase({ dir: path.join(dataDir, 'db') });
        return { app: await createTestApp({ ...ADMIN, DATA_DIR: dataDir }, database), database };
      };
      const first = await start();
      const res = await uploadMusic(
        first.app,
        await signInAdmin(first.app),
        { id: 'keeper', name: 'Keeper' },
        { data: mp3 },
      );
      expect(res.statusCode).toBe(201);
      await first.app.close();
      await first.database.close();

      const second = await start();
      const cookie = await signInCookie(second.app, 'after-restart@example.com');
      const ids = (await second.app.app.inject({ url: '/api/music-tracks', headers: { cookie } }))
        .json()
        .map((x: { id: string }) => x.id);
      expect(ids).toContain('keeper');
      expect((await second.app.app.inject({ url: '/static/music/keeper.mp3', headers: { cookie } })).statusCode).toBe(
        200,
      );
      await second.app.close();
      await second.database.close();
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});

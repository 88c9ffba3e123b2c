import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import type { JobStatusReply } from '#common/schemas/jobs.js';
import type { AdminMusicTrack, MusicTrack } from '#common/schemas/music.js';
import { musicTracks } from '../db/schema.js';
import { api, signInAdmin, signInUser, storeMix, uploadMusic, type TestUser } from '../testing/api-kit.js';
import { bassHeavyFile, synthesizedAudio } from '../testing/audio-fixtures.js';
import { speechLikeVoice } from '../testing/mix-test-audio.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { builtInTrackPath } from './built-in-tracks.js';

// Record 106: an upload that would mostly vanish on a phone line waits for an admin to publish it.

let t: TestApp;
let admin: string;
let caller: TestUser;
let voiceId: string;
let heavy: Buffer;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_USERNAME: 'hold-admin', ADMIN_PASSWORD: 'hold admin password' });
  admin = await signInAdmin(t);
  caller = await signInUser(t, 'caller@example.com');
  const voice = await speechLikeVoice(t.deps.ffmpeg.path, { bursts: 2, burstSeconds: 2.5, pauseSeconds: 1.5 });
  voiceId = (await storeMix(t, caller.id, voice, 'voice', 6.5, 'wav')).id;
  heavy = await bassHeavyFile(t.deps.ffmpeg.path);
});
afterAll(() => t.close());

const usersChoices = async () =>
  (await api(t, 'GET', '/api/music-tracks', caller.cookie)).json<MusicTrack[]>().map((x) => x.id);
const adminRow = async (id: string) =>
  (await api(t, 'GET', '/api/admin/music-tracks', admin)).json<AdminMusicTrack[]>().find((x) => x.id === id);
const publish = (id: string, cookie = admin) => api(t, 'POST', `/api/admin/music-tracks/${id}/publish`, cookie);
const mix = (musicTrackId: string) =>
  api(t, 'POST', '/api/mix-audio', caller.cookie, { voiceAudioId: voiceId, musicTrackId, musicVolume: 40 });
const preview = (musicTrackId: string) =>
  t.app.inject({
    url: `/api/mix-preview?${new URLSearchParams({ voiceAudioId: voiceId, musicTrackId, musicVolume: '40' })}`,
    headers: { cookie: caller.cookie },
  });
const listen = (id: string, cookie = '') => t.app.inject({ url: `/static/music/${id}.mp3`, headers: { cookie } });

/** Step 4's mix made ahead: always a 202 with its job, which then fails or succeeds like the mix. */
async function mixAhead(musicTrackId: string): Promise<JobStatusReply> {
  const queued = await api(t, 'POST', '/api/mix-audio/speculative', caller.cookie, {
    voiceAudioId: voiceId,
    musicTrackId,
    musicVolume: 40,
  });
  expect(queued.statusCode).toBe(202);
  const job = queued.json<JobStatusReply>();
  return (await api(t, 'GET', `/api/jobs/${job.id}?waitMs=10000`, caller.cookie)).json<JobStatusReply>();
}

describe('an upload that mostly vanishes on a phone line', () => {
  it('is held: the admin sees it with the figures, and to users it is as unknown as a track never uploaded', async () => {
    const res = await uploadMusic(t, admin, { id: 'deep-bass', name: 'Deep Bass' }, { data: heavy });
    expect(res.statusCode).toBe(201);
    const uploaded = res.json<AdminMusicTrack>();
    expect(uploaded).toMatchObject({ id: 'deep-bass', held: true });
    console.log(uploaded.phoneLineWarning);
    const [, loss, percent] = /loses (\d+\.\d) dB on a phone line: about (\d+)%/.exec(uploaded.phoneLineWarning!) ?? [];
    expect(Number(loss)).toBeGreaterThan(4);
    expect(Number(percent)).toBe(Math.round((1 - 10 ** (-Number(loss) / 10)) * 100));
    expect(await adminRow('deep-bass')).toEqual(uploaded);

    expect(await usersChoices()).not.toContain('deep-bass');
    const unknown = await mix('never-uploaded');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(messages.mix.trackNotFound);
    for (const refused of [await mix('deep-bass'), await preview('deep-bass')]) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual(unknown.json());
    }
    expect((await mixAhead('deep-bass')).error).toMatchObject({ status: 404, message: messages.mix.trackNotFound });
    expect((await listen('deep-bass')).statusCode).toBe(401);
    expect((await listen('deep-bass', caller.cookie)).statusCode).toBe(404);
    // The admin listens to it before deciding.
    const heard = await listen('deep-bass', admin);
    expect(heard.statusCode).toBe(200);
    expect(heard.rawPayload.equals(heavy)).toBe(true);
    expect(heard.headers['cache-control']).toBe('private, no-store');
  });

  it('goes live when an admin publishes it, once: users then list, hear and mix with it', async () => {
    const first = await publish('deep-bass');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: messages.music.published });
    const publishedAt = t.clock.now();
    t.clock.advance(60_000);
    // Publishing again (a second admin, a double click) is answered the same and changes nothing.
    expect((await publish('deep-bass')).json()).toEqual(first.json());
    const [row] = await t.deps.database.db.select().from(musicTracks).where(eq(musicTracks.id, 'deep-bass'));
    expect(row).toMatchObject({ held: false, publishedBy: 'hold-admin', publishedAt });

    expect(await adminRow('deep-bass')).toMatchObject({ held: false });
    expect(await adminRow('deep-bass')).not.toHaveProperty('phoneLineWarning');
    expect(await usersChoices()).toContain('deep-bass');
    const heard = await listen('deep-bass', caller.cookie);
    expect(heard.statusCode).toBe(200);
    expect(heard.headers['cache-control']).toBe('private, no-cache');
    const mixed = await mix('deep-bass');
    expect(mixed.statusCode).toBe(200);
    expect(mixed.json().duration).toBeCloseTo(2 + 6.5 + 3.5, 0);
    expect((await preview('deep-bass')).statusCode).toBe(200);
    expect((await mixAhead('deep-bass')).state).toBe('done');
  });

  it('says so when the line leaves nothing of a track, and holds it too', async () => {
    const hum = await synthesizedAudio(t.deps.ffmpeg.path, 'sine=frequency=60:duration=3,volume=0.3');
    const res = await uploadMusic(t, admin, { id: 'mains-hum', name: 'Mains Hum' }, { data: hum });
    expect(res.json()).toMatchObject({
      held: true,
      phoneLineWarning: messages.music.phoneLineSilent.replace('{name}', 'Mains Hum'),
    });
    // Kept as an infinite loss, and read back as one.
    expect(await adminRow('mains-hum')).toEqual(res.json());
    expect(await usersChoices()).not.toContain('mains-hum');
  });

  it('is published only by an admin, from this site, and only if it was uploaded; the admin may delete it instead', async () => {
    expect((await api(t, 'GET', '/api/admin/music-tracks', caller.cookie)).statusCode).toBe(401);
    for (const cookie of ['', caller.cookie]) {
      const refused = await publish('mains-hum', cookie);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe(messages.admin.authRequired);
    }
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/admin/music-tracks/mains-hum/publish',
      headers: { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site', cookie: admin },
    });
    expect(crossSite.statusCode).toBe(403);
    for (const id of ['never-uploaded', 'soft-jazz', 'none']) {
      const missing = await publish(id);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(messages.music.notFound);
    }
    const badId = await publish('a%01');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe(messages.generic.controlCharacters);
    expect(await adminRow('mains-hum')).toMatchObject({ held: true });

    expect((await api(t, 'DELETE', '/api/music-tracks/mains-hum', admin)).statusCode).toBe(200);
    expect(await adminRow('mains-hum')).toBeUndefined();
    expect((await listen('mains-hum', admin)).statusCode).toBe(404);
  });
});

describe('an upload that carries on a phone line', () => {
  it('goes live at once, with no warning', async () => {
    const banded = await uploadMusic(
      t,
      admin,
      { id: 'banded-jazz', name: 'Banded Jazz' },
      { data: await fs.readFile(builtInTrackPath('soft-jazz')!) },
    );
    expect(banded.statusCode).toBe(201);
    expect(banded.json()).toMatchObject({ held: false });
    expect(banded.json()).not.toHaveProperty('phoneLineWarning');
    expect(await usersChoices()).toContain('banded-jazz');
  });
});

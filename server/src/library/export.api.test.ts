import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import type { SaveLibraryReply } from '#common/schemas/library.js';
import { MIX_TTL_MS } from '#common/schemas/mix.js';
import { purgeExpiredAudio, SHARE_GRACE_MS } from '../stored-audio/purge-expired-audio.js';
import { probeFormat } from '../process/measure.js';
import { decodeFile, toneLevelDb } from '../testing/mix-test-audio.js';
import { synthesizedAudio, toneFile } from '../testing/audio-fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { api, signInUser, storeMix, type TestUser } from '../testing/api-kit.js';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let mp3: Buffer;
let probeDir: string;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signInUser(t, 'alice@example.com');
  bob = await signInUser(t, 'bob@example.com');
  // Stereo 44.1 kHz, as the mixer writes it: every export has to fold it to mono.
  mp3 = await toneFile(t.deps.ffmpeg.path, 'mp3', 4);
  probeDir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-export-'));
});
afterAll(async () => {
  await t.close();
  await fs.rm(probeDir, { recursive: true, force: true });
});

/** Writes a downloaded body to disk and reads its format back with ffmpeg. */
async function probe(body: Buffer, name: string) {
  const file = path.join(probeDir, name);
  await fs.writeFile(file, body);
  return probeFormat(t.deps.ffmpeg.path, file);
}

const exportUrl = (id: string, format: string) => `/api/audio/${id}/export/${format}`;

describe('GET /api/audio/:id/export/:format', () => {
  it.each([
    ['wav-pcm-8k', 'pcm_s16le', 'audio/wav', /^on-hold-message-8khz-pcm\.wav$/],
    ['wav-ulaw-8k', 'pcm_mulaw', 'audio/wav', /^on-hold-message-8khz-ulaw\.wav$/],
  ])('%s decodes as %s, 8000 Hz mono WAV', async (format, codec, type, name) => {
    const mix = await storeMix(t, alice.id, mp3);
    const res = await api(t, 'GET', exportUrl(mix.id, format), alice.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(/filename="([^"]+)"/.exec(String(res.headers['content-disposition']))?.[1]).toMatch(name);
    const f = await probe(res.rawPayload, `${format}.wav`);
    expect(f).toMatchObject({ container: 'wav', codec, sampleRate: 8000, channels: 1 });
    expect(f.durationSeconds).toBeCloseTo(4, 0);
    // No LIST (metadata) chunk before the audio: some PBX upload forms refuse one.
    expect(res.rawPayload.subarray(0, 128).toString('latin1')).not.toContain('LIST');
  });

  it('mp3-teams is a mono MP3 under 5 MB, named after the Library title', async () => {
    const mix = await storeMix(t, alice.id, mp3);
    const { item } = (
      await api(t, 'POST', '/api/library', alice.cookie, { audioId: mix.id, title: 'Bright Smile – Hold #1' })
    ).json<SaveLibraryReply>();
    const res = await api(t, 'GET', exportUrl(item.audioId, 'mp3-teams'), alice.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.headers['content-disposition']).toBe('attachment; filename="bright-smile-hold-1-teams.mp3"');
    expect(res.rawPayload.length).toBeLessThan(5 * 1024 * 1024);
    expect(await probe(res.rawPayload, 'teams.mp3')).toMatchObject({
      codec: 'mp3',
      channels: 1,
      sampleRate: 44100,
      bitrateKbps: 64,
    });
  });

  it.each([
    ['preview-landline', '-landline-preview.mp3'],
    ['preview-mobile', '-mobile-preview.mp3'],
  ])('%s is what a caller hears: a mono 44.1 kHz MP3 of the 300-3400 Hz band only', async (format, suffix) => {
    // 100 Hz and 6 kHz (both outside the telephone band) and 1 kHz (inside it), equally loud.
    const wide = await synthesizedAudio(
      t.deps.ffmpeg.path,
      "aevalsrc='0.2*(sin(2*PI*100*t)+sin(2*PI*1000*t)+sin(2*PI*6000*t))':s=44100:d=4",
    );
    const mix = await storeMix(t, alice.id, wide);
    const res = await api(t, 'GET', exportUrl(mix.id, format), alice.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="on-hold-message${suffix}"`);
    const f = await probe(res.rawPayload, `${format}.mp3`);
    expect(f).toMatchObject({ container: 'mp3', codec: 'mp3', sampleRate: 44100, channels: 1 });
    expect(f.durationSeconds).toBeCloseTo(4, 0);
    const heard = await decodeFile(t.deps.ffmpeg.path, path.join(probeDir, `${format}.mp3`));
    const level = (hz: number) => toneLevelDb(heard, hz, 1, 3);
    const levels = { 100: level(100), 1000: level(1000), 6000: level(6000) };
    console.log(`${format}: tone levels (dB)`, levels);
    // The in-band tone comes through near its level (0.2 is -14 dB); the others are gone.
    expect(levels[1000]).toBeGreaterThan(-17);
    expect(levels[100]).toBeLessThan(levels[1000] - 40);
    expect(levels[6000]).toBeLessThan(levels[1000] - 40);
  });

  it('caches each conversion per file and format', async () => {
    const mix = await storeMix(t, alice.id, mp3);
    const first = await api(t, 'GET', exportUrl(mix.id, 'wav-ulaw-8k'), alice.cookie);
    const cached = (await fs.readdir(path.join(t.dataDir, 'exports'))).filter((f) => f.startsWith(mix.id));
    expect(cached).toEqual([`${mix.id}.wav-ulaw-8k.wav`]);
    const { mtimeMs } = await fs.stat(path.join(t.dataDir, 'exports', cached[0]!));
    const second = await api(t, 'GET', exportUrl(mix.id, 'wav-ulaw-8k'), alice.cookie);
    expect(second.rawPayload).toEqual(first.rawPayload);
    expect((await fs.stat(path.join(t.dataDir, 'exports', cached[0]!))).mtimeMs).toBe(mtimeMs);

    // When the mix expires, the clean-up takes its conversions with it.
    const later = new Date(t.clock.now().getTime() + MIX_TTL_MS + SHARE_GRACE_MS);
    await purgeExpiredAudio(t.deps.database.db, t.deps.store, later);
    expect((await fs.readdir(path.join(t.dataDir, 'exports'))).filter((f) => f.startsWith(mix.id))).toEqual([]);
  });

  it('refuses an unknown format, anyone but the owner, a non-mix and an expired mix', async () => {
    const mix = await storeMix(t, alice.id, mp3);
    const unknown = await api(t, 'GET', exportUrl(mix.id, 'flac'), alice.cookie);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ success: false, message: messages.library.unknownFormat, code: 'validation' });

    expect((await api(t, 'GET', exportUrl(mix.id, 'wav-pcm-8k'), '')).statusCode).toBe(401);
    expect((await api(t, 'GET', exportUrl(mix.id, 'wav-pcm-8k'), bob.cookie)).statusCode).toBe(404);
    expect((await api(t, 'GET', exportUrl('not-an-id', 'wav-pcm-8k'), alice.cookie)).statusCode).toBe(404);

    const voice = await storeMix(t, alice.id, mp3, 'voice');
    expect((await api(t, 'GET', exportUrl(voice.id, 'wav-pcm-8k'), alice.cookie)).statusCode).toBe(400);

    t.clock.advance(MIX_TTL_MS);
    const gone = await api(t, 'GET', exportUrl(mix.id, 'wav-pcm-8k'), alice.cookie);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({ success: false, message: messages.mix.expired, code: 'gone' });
  });
});

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../common/messages.js';
import type { SaveLibraryReply } from '../../../common/schemas/library.js';
import { MIX_TTL_MS } from '../../../common/schemas/mix.js';
import { purgeExpiredAudio } from '../audio/audio-files.js';
import { probeFormat } from '../audio/measure.js';
import { toneFile } from '../testing/audio-fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { api, signInUser, storeMix, type TestUser } from './library-test-kit.js';

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
    const { item } = (await api(t, 'POST', '/api/library', alice.cookie, { audioId: mix.id, title: 'Bright Smile – Hold #1' })).json() as SaveLibraryReply;
    const res = await api(t, 'GET', exportUrl(item.audioId, 'mp3-teams'), alice.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.headers['content-disposition']).toBe('attachment; filename="bright-smile-hold-1-teams.mp3"');
    expect(res.rawPayload.length).toBeLessThan(5 * 1024 * 1024);
    expect(await probe(res.rawPayload, 'teams.mp3')).toMatchObject({ codec: 'mp3', channels: 1, sampleRate: 44100, bitrateKbps: 64 });
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
    await purgeExpiredAudio(t.deps.database.db, t.dataDir, new Date(t.clock.now().getTime() + MIX_TTL_MS));
    expect((await fs.readdir(path.join(t.dataDir, 'exports'))).filter((f) => f.startsWith(mix.id))).toEqual([]);
  });

  it('refuses an unknown format, anyone but the owner, a non-mix and an expired mix', async () => {
    const mix = await storeMix(t, alice.id, mp3);
    const unknown = await api(t, 'GET', exportUrl(mix.id, 'flac'), alice.cookie);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ success: false, message: messages.library.unknownFormat });

    expect((await api(t, 'GET', exportUrl(mix.id, 'wav-pcm-8k'), '')).statusCode).toBe(401);
    expect((await api(t, 'GET', exportUrl(mix.id, 'wav-pcm-8k'), bob.cookie)).statusCode).toBe(404);
    expect((await api(t, 'GET', exportUrl('not-an-id', 'wav-pcm-8k'), alice.cookie)).statusCode).toBe(404);

    const voice = await storeMix(t, alice.id, mp3, 'voice');
    expect((await api(t, 'GET', exportUrl(voice.id, 'wav-pcm-8k'), alice.cookie)).statusCode).toBe(400);

    t.clock.advance(MIX_TTL_MS);
    const gone = await api(t, 'GET', exportUrl(mix.id, 'wav-pcm-8k'), alice.cookie);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({ success: false, message: messages.mix.expired });
  });
});

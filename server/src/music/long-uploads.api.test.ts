import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { MUSIC_MAX_SECONDS } from '#common/schemas/music.js';
import { probeFormat } from '../process/measure.js';
import { tempPath } from '../storage/temp-files.js';
import { synthesizedAudio } from '../testing/audio-fixtures.js';
import { signInAdmin, uploadMusic } from '../testing/api-kit.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/**
 * The decompression bomb of issue 29: 25 MB of MP3 at 8 kb/s holds about 7 hours of audio. The
 * upload is refused with the limit in plain words, and the server's memory stays flat, both when
 * the header tells the length and when it understates it (record 115).
 */
const TWO_HOURS = 2 * 3600;
/** Far below the 6.6 GB the 2-hour bomb took before, far above what a bounded measurement takes. */
const MAX_RSS_GROWTH = 300 * 1024 * 1024;

let t: TestApp;
let admin: string;
let twoHours: Buffer;
let understated: Buffer;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_USERNAME: 'bomb-admin', ADMIN_PASSWORD: 'bomb admin password' });
  const ffmpeg = t.deps.ffmpeg.path;
  const lowRate = { bitrate: '8k', options: ['-ar', '8000', '-ac', '1'] };
  const [head, tail] = await Promise.all([
    // A minute at 160 kb/s in front of the 2 hours: ffmpeg estimates the length from the first
    // frames' bitrate, so the whole file probes as about 7 minutes.
    synthesizedAudio(ffmpeg, 'sine=frequency=660:duration=60', {
      bitrate: '160k',
      options: ['-ar', '44100', '-ac', '1'],
    }),
    twoHoursOf(ffmpeg, lowRate),
  ]);
  [admin, twoHours, understated] = [await signInAdmin(t), tail, Buffer.concat([head, tail])];
});
afterAll(() => t.close());

/**
 * Two hours of pink noise as one MP3 stream at 8 kb/s, as a bomb is made: a minute's frames
 * encoded once and repeated, with no header that counts them (no Xing frame, no ID3 tag), so
 * ffprobe reads the length from the size and bitrate, and a decoder plays all 120 minutes. Encoding
 * the two hours themselves took about 40 s of a core.
 */
async function twoHoursOf(ffmpeg: string, { bitrate, options }: { bitrate: string; options: string[] }) {
  const minute = await synthesizedAudio(ffmpeg, 'anoisesrc=color=pink:duration=60:amplitude=0.2', {
    bitrate,
    options: [...options, '-write_xing', '0', '-id3v2_version', '0'],
  });
  return Buffer.concat(Array.from({ length: TWO_HOURS / 60 }, () => minute));
}

/** The length ffprobe reads from the file's header and size, as the upload's first check does. */
async function probedSeconds(bytes: Buffer): Promise<number> {
  const file = await tempPath(t.dataDir, 'probed.mp3');
  await fs.writeFile(file, bytes);
  return (await probeFormat(t.deps.ffmpeg.path, file).finally(() => fs.rm(file))).durationSeconds;
}

async function rssGrowthOf(work: () => Promise<void>): Promise<number> {
  const before = process.memoryUsage().rss;
  await work();
  return process.memoryUsage().rss - before;
}

describe('POST /api/upload-music with hours of audio in a few MB', () => {
  it('refuses a 2-hour MP3 of 7 MB from its probed length, before decoding it, with memory flat', async () => {
    expect(twoHours.length).toBeLessThan(8 * 1024 * 1024);
    expect(await probedSeconds(twoHours)).toBeCloseTo(TWO_HOURS, -2);
    const growth = await rssGrowthOf(async () => {
      const res = await uploadMusic(t, admin, { id: 'two-hours', name: 'Two Hours' }, { data: twoHours });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(messages.music.tooLong);
    });
    expect(growth).toBeLessThan(MAX_RSS_GROWTH);
  });

  it('refuses one whose header understates its length once its bounded decoding passes the limit', async () => {
    expect(await probedSeconds(understated)).toBeLessThan(MUSIC_MAX_SECONDS);
    const growth = await rssGrowthOf(async () => {
      const res = await uploadMusic(t, admin, { id: 'understated', name: 'Understated' }, { data: understated });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(messages.music.tooLong);
    });
    expect(growth).toBeLessThan(MAX_RSS_GROWTH);
    const listed = await t.app.inject({ url: '/static/music/understated.mp3', headers: { cookie: admin } });
    expect(listed.statusCode).toBe(404);
  });
});

import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integratedLoudness } from '../dsp/loudness.js';
import { VOICE_TARGET_LUFS } from '../dsp/mastering.js';
import { truePeakDb } from '../dsp/true-peak.js';
import { floats } from '../process/decode.js';
import { probeAudioFile, synthesizedAudio } from '../testing/audio-fixtures.js';
import { api, mixThroughRoutes, signInUser, storeMix, type TestUser } from '../testing/api-kit.js';
import { decodeFile, toneLevelDb } from '../testing/mix-test-audio.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/**
 * The wideband exports (record 140) through GET /api/audio/:id/export/:format: 16 kHz mono as
 * 16-bit PCM WAV and as raw G.722, each probed by ffprobe, measured for loudness and true peak at
 * its own rate, and for its band with tones inside and outside 50-7000 Hz; and the wideband
 * phone-line preview.
 */
const run = promisify(execFile);
let t: TestApp;
let alice: TestUser;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signInUser(t, 'alice@example.com');
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-wideband-'));
});
afterAll(async () => {
  await t.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const exportUrl = (id: string, format: string) => `/api/audio/${id}/export/${format}`;

async function download(audioId: string, format: string, name: string) {
  const res = await api(t, 'GET', exportUrl(audioId, format), alice.cookie);
  expect(res.statusCode, res.body).toBe(200);
  const file = path.join(dir, name);
  await fs.writeFile(file, res.rawPayload);
  return { res, file };
}

/** The file's own samples at its own rate (16 kHz), as a player decodes them. */
async function samplesAt16k(file: string): Promise<Float32Array> {
  const { stdout } = await run(t.deps.ffmpeg.path, ['-v', 'error', '-i', file, '-f', 'f32le', '-ac', '1', 'pipe:1'], {
    encoding: 'buffer',
    maxBuffer: 64 * 1024 * 1024,
  });
  return floats(stdout);
}

describe('wideband exports', () => {
  it.each([
    ['wav-pcm-16k', 'wav', 'pcm_s16le', 'audio/wav', 'on-hold-message-16khz-pcm.wav'],
    ['g722', 'g722', 'adpcm_g722', 'audio/G722', 'on-hold-message-16khz.g722'],
  ])(
    '%s of a mix is 16 kHz mono %s (%s), at the target loudness, its true peak under -1 dBTP',
    async (format, container, codec, type, name) => {
      const audioId = await mixThroughRoutes(
        t,
        alice,
        'Thank you for calling Harbour View Dental. For appointments, press 1. For billing, press 2.',
        { musicVolume: 15 },
      );
      const { res, file } = await download(audioId, format, `speech.${container}`);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
      const probed = await probeAudioFile(file);
      expect(probed).toMatchObject({ format: container, codec, rate: 16_000, channels: 1 });
      if (format === 'wav-pcm-16k') {
        // No LIST (metadata) chunk: some PBX upload forms refuse one.
        expect(res.rawPayload.subarray(0, 128).toString('latin1')).not.toContain('LIST');
      } else {
        // Raw G.722 has no header: 64 kb/s is 8,000 bytes a second, and nothing else in the file.
        expect(res.rawPayload.subarray(0, 4).toString('latin1')).not.toBe('RIFF');
      }
      const samples = await samplesAt16k(file);
      const lufs = integratedLoudness(samples, 16_000);
      const peak = truePeakDb(samples);
      console.log(`${format}: ${lufs.toFixed(2)} LUFS, true peak ${peak.toFixed(2)} dBTP, ${probed.seconds} s`);
      expect(Math.abs(lufs - VOICE_TARGET_LUFS)).toBeLessThan(1);
      expect(peak).toBeLessThan(-1);
    },
  );

  it.each(['wav-pcm-16k', 'g722', 'preview-wideband'])(
    '%s carries 50-7000 Hz flat and nothing outside it',
    async (format) => {
      // Equally loud tones: 20 Hz (below the band), 200 Hz and 1 kHz and 6 kHz (inside it), 10 kHz (above).
      const tones = [20, 200, 1000, 6000, 10_000];
      const wide = await synthesizedAudio(
        t.deps.ffmpeg.path,
        `aevalsrc='${tones.map((hz) => `0.1*sin(2*PI*${hz}*t)`).join('+')}':s=44100:d=4`,
      );
      const mix = await storeMix(t, alice.id, wide);
      const { file } = await download(
        mix.id,
        format,
        `tones.${format === 'g722' ? 'g722' : format === 'preview-wideband' ? 'mp3' : 'wav'}`,
      );
      const heard = await decodeFile(t.deps.ffmpeg.path, file);
      const level = (hz: number) => toneLevelDb(heard, hz, 1, 3);
      const levels = Object.fromEntries(tones.map((hz) => [hz, level(hz)]));
      console.log(`${format}: tone levels (dB)`, levels);
      // Inside the band the three tones stay within 1.5 dB of each other (G.722 and the MP3 included).
      const inside = [levels[200]!, levels[1000]!, levels[6000]!];
      expect(Math.max(...inside) - Math.min(...inside)).toBeLessThan(1.5);
      // 20 Hz and 10 kHz are gone: more than 30 dB under the band.
      expect(levels[20]).toBeLessThan(levels[1000]! - 30);
      expect(levels[10_000]).toBeLessThan(levels[1000]! - 30);
    },
  );
});

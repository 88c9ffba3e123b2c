import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_MESSAGES, type SampleMessageWithAvailability } from '#common/samples.js';
import { resolveFfmpeg } from '../process/ffmpeg-binary.js';
import { measureLoudness, probeFormat } from '../process/measure.js';
import { VOICE_TARGET_LUFS } from '../dsp/mastering.js';
import { signInCookie } from '../testing/sign-in.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { SAMPLES_DIR } from './routes.js';

/** '1:45' -> 105. */
function displayedSeconds(duration: string): number {
  const [minutes, seconds] = duration.split(':').map(Number);
  return minutes! * 60 + seconds!;
}

// The committed recordings (scripts/make-samples.ts), measured with ffmpeg alone.
describe.each(SAMPLE_MESSAGES.map((s) => [s.id, s] as const))('sample message %s', (id, sample) => {
  const file = path.join(SAMPLES_DIR, `${id}.mp3`);
  let ffmpeg: string;

  beforeAll(async () => {
    ffmpeg = (await resolveFfmpeg(process.env.FFMPEG_PATH)).path;
  });

  it('is a 128 kb/s 44.1 kHz MP3 as long as the dialog says', async () => {
    expect(fs.existsSync(file), `${file} (make it with scripts/make-samples.ts)`).toBe(true);
    const format = await probeFormat(ffmpeg, file);
    expect(format).toMatchObject({ container: 'mp3', codec: 'mp3', sampleRate: 44100, bitrateKbps: 128 });
    expect(Math.abs(format.durationSeconds - displayedSeconds(sample.duration))).toBeLessThanOrEqual(2);
  });

  it('is mastered like a message from the mixer: voice loudness, true peak below -1 dBTP', async () => {
    const loudness = await measureLoudness(ffmpeg, ['-i', file]);
    const format = await probeFormat(ffmpeg, file);
    console.log(
      `${id}: ${format.durationSeconds.toFixed(2)} s (shown ${sample.duration}), ${loudness.integratedLufs} LUFS, true peak ${loudness.truePeakDbtp} dBTP`,
    );
    expect(Math.abs(loudness.integratedLufs - VOICE_TARGET_LUFS)).toBeLessThanOrEqual(1);
    expect(loudness.truePeakDbtp).toBeLessThan(-1);
  });

  it('has the words it speaks beside it', () => {
    const text = fs.readFileSync(path.join(SAMPLES_DIR, `${id}.txt`), 'utf8');
    expect(text).toContain(sample.companyName);
    expect(text.split(/\n\s*\n/).length).toBeGreaterThan(3);
  });
});

describe('sample messages over HTTP', () => {
  let t: TestApp;
  let user: string;
  beforeAll(async () => {
    t = await createTestApp();
    user = await signInCookie(t, 'sampler@example.com');
  });
  afterAll(() => t.close());

  it('reports all three samples available', async () => {
    const res = await t.app.inject({ url: '/api/sample-messages', headers: { cookie: user } });
    expect(res.statusCode).toBe(200);
    const samples = res.json<SampleMessageWithAvailability[]>();
    expect(samples.map((s) => [s.id, s.audioFile, s.audioAvailable])).toEqual(
      SAMPLE_MESSAGES.map((s) => [s.id, `/static/samples/${s.id}.mp3`, true]),
    );
  });

  it.each(SAMPLE_MESSAGES.map((s) => [s.audioFile, s.id] as const))('serves %s', async (url, id) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.rawPayload.equals(fs.readFileSync(path.join(SAMPLES_DIR, `${id}.mp3`)))).toBe(true);
  });

  it('answers 404 for a sample that does not exist', async () => {
    expect((await t.app.inject({ url: '/static/samples/nothing.mp3' })).statusCode).toBe(404);
  });
});

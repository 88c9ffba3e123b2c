import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import type { LibraryItemReply, SaveLibraryReply } from '#common/schemas/library.js';
import type { RecipeMessage } from '#common/schemas/recipe.js';
import { integratedLoudness } from '../../dsp/loudness.js';
import { SAMPLE_RATE } from '../../dsp/mastering.js';
import { measureLoudness, probeFormat } from '../../process/measure.js';
import { api, mixThroughRoutes, signInUser, type TestUser } from '../../testing/api-kit.js';
import { decodeFile } from '../../testing/mix-test-audio.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createSpeechProviders } from '../../voice/providers.js';
import { programmeSeconds, voiceSecondsOf } from '#common/programme-length.js';
import { madeWith } from '../programme-items.js';
import { renderProgramme, type ProgrammeMessage, type RenderedProgramme } from './render-programme.js';
import { writePlaylist } from './write-playlist.js';

/**
 * The programme engine (record 116) on real parts: Library items made through the routes by the
 * offline speech engine and the real mixer, rendered into one MP3 by ffmpeg's LAME, and that file
 * measured as a listener's player decodes it: its length, where the first words come, its loudness
 * and true peak, each message's loudness, and the joint where a looping player runs its end into
 * its start. Then the playlist: the same programme cut into numbered files in a zip.
 */
let t: TestApp;
let alice: TestUser;
let dir: string;
const ctx = () => ({ ...t.deps, log: t.app.log });
const ffmpeg = () => t.deps.ffmpeg.path;

const business: RecipeMessage = { companyName: 'Harbour View Dental', industry: 'healthcare' };
const SCRIPTS = {
  welcome: 'Thank you for calling Harbour View Dental. Your call is important to us.',
  services: 'We offer cleanings, whitening and emergency care, six days a week.',
  thanks: 'Thank you for holding. A member of our team will be with you shortly.',
};
const GAP = 8;
const VOLUME = 30;

/** A Library item as the studio makes one: a voice, a mix carrying the message's fields, saved. */
async function libraryItem(title: string, script: string): Promise<ProgrammeMessage & { duration: number }> {
  const audioId = await mixThroughRoutes(t, alice, script, {
    musicVolume: 15,
    message: { ...business, messageType: 'on-hold' },
  });
  const saved = await api(t, 'POST', '/api/library', alice.cookie, { audioId, title });
  const { item } = saved.json<SaveLibraryReply>();
  const { recipe } = (await api(t, 'GET', `/api/library/${item.id}`, alice.cookie)).json<LibraryItemReply>();
  return { itemId: item.id, title, recipe: recipe!, duration: item.duration };
}

let items: Awaited<ReturnType<typeof libraryItem>>[];
let rendered: RenderedProgramme;
let programmeFile: string;
let samples: Float32Array;
const fractions: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  alice = await signInUser(t, 'alice@example.com');
  dir = await fs.mkdtemp(path.join(t.dataDir, 'programme-'));
  const welcome = await libraryItem('Welcome', SCRIPTS.welcome);
  const services = await libraryItem('Our services', SCRIPTS.services);
  const thanks = await libraryItem('Thank you for holding', SCRIPTS.thanks);
  // The thank-you recurs, as a programme's does every few messages.
  items = [welcome, thanks, services, thanks];
  programmeFile = path.join(dir, 'programme.mp3');
  rendered = await renderProgramme(
    ctx(),
    createSpeechProviders(t.deps.config),
    alice.id,
    { messages: items, trackId: 'soft-jazz', volume: VOLUME, gapSeconds: GAP },
    { outFile: programmeFile, signal: new AbortController().signal, progress: (f) => void fractions.push(f) },
  );
  samples = await decodeFile(ffmpeg(), programmeFile);
});
afterAll(() => t?.close());

const at = (seconds: number) => Math.round(seconds * SAMPLE_RATE);
const rmsOf = (x: Float32Array, from: number, to: number) => {
  let sum = 0;
  for (let i = from; i < to; i++) sum += x[i]! ** 2;
  return Math.sqrt(sum / (to - from));
};
const rms = (from: number, to: number) => rmsOf(samples, from, to);
const db = (x: number) => 20 * Math.log10(x);

describe('a rendered programme', () => {
  it('lasts the lead, the voices and a gap after each, and reports its progress up to the end', () => {
    const voices = items.map((item) => voiceSecondsOf(item.duration, madeWith(item.recipe)));
    const expected = programmeSeconds(voices, GAP);
    expect(rendered.durationSeconds).toBeCloseTo(expected, 1);
    // The file a player decodes is as long as the programme, within an MP3 frame's rounding.
    expect(Math.abs(samples.length / SAMPLE_RATE - rendered.durationSeconds)).toBeLessThan(0.03);
    expect(rendered.messageStarts).toHaveLength(4);
    expect(rendered.cuts[0]).toBe(0);
    for (let k = 1; k < 4; k++) {
      expect(rendered.messageStarts[k]! - rendered.messageStarts[k - 1]!).toBeCloseTo(voices[k - 1]! + GAP, 1);
      expect(rendered.cuts[k]).toBeCloseTo(rendered.messageStarts[k]! - GAP / 2, 2);
    }
    expect(fractions.at(-1)).toBe(1);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
  });

  it('speaks its first words within a second of the start', () => {
    expect(rendered.messageStarts[0]).toBeLessThanOrEqual(0.5);
    // The bed alone before anything is said, then the first 10 ms that stands 6 dB above it.
    const bed = rms(0, at(0.25));
    expect(db(bed)).toBeGreaterThan(-45);
    let onset = at(0.25);
    while (rms(onset, onset + at(0.01)) < bed * 2) onset += at(0.01);
    expect(onset / SAMPLE_RATE).toBeLessThan(1);
  });

  it('is at -16 LUFS with its true peak at most -1 dBTP, every message within 1 LU of the others', async () => {
    const file = await measureLoudness(ffmpeg(), ['-i', programmeFile]);
    expect(file.integratedLufs).toBeGreaterThanOrEqual(-16.5);
    expect(file.integratedLufs).toBeLessThanOrEqual(-15.5);
    expect(file.truePeakDbtp).toBeLessThanOrEqual(-1);
    const perMessage = items.map((item, k) => {
      const start = at(rendered.messageStarts[k]!);
      return integratedLoudness(
        samples.subarray(start, start + at(voiceSecondsOf(item.duration, madeWith(item.recipe)))),
        SAMPLE_RATE,
      );
    });
    expect(Math.max(...perMessage) - Math.min(...perMessage)).toBeLessThanOrEqual(1);
    expect(Math.max(...rendered.messageLufs) - Math.min(...rendered.messageLufs)).toBeLessThanOrEqual(1);
    expect(rendered.truePeakDb).toBeLessThanOrEqual(-1);
  });

  it('runs from its end into its start with no click, gap or jump in level', () => {
    const n = samples.length;
    // The bed's own texture: its sample steps where it plays alone, after the last message.
    const lastEnd = at(rendered.messageStarts[3]! + voiceSecondsOf(items[3]!.duration, madeWith(items[3]!.recipe)) + 1);
    const steps = Float64Array.from({ length: n - 1 - lastEnd }, (_, i) =>
      Math.abs(samples[lastEnd + i + 1]! - samples[lastEnd + i]!),
    ).sort();
    const typicalStep = steps[Math.floor(steps.length * 0.999)]!;
    const joint = Math.abs(samples[0]! - samples[n - 1]!);
    expect(joint).toBeLessThanOrEqual(typicalStep);
    // 50 ms either side of the joint, as a looping player plays them one after the other.
    const window = at(0.05);
    const before = rms(n - window, n);
    const after = rms(0, window);
    expect(db(before)).toBeGreaterThan(-50); // the bed plays through the joint: no gap
    expect(Math.abs(db(after) - db(before))).toBeLessThanOrEqual(1.5);
  });

  it('stops when its job is cancelled', async () => {
    const controller = new AbortController();
    const render = renderProgramme(
      ctx(),
      createSpeechProviders(t.deps.config),
      alice.id,
      { messages: items.slice(0, 2), trackId: 'soft-jazz', volume: VOLUME, gapSeconds: GAP },
      {
        outFile: path.join(dir, 'cancelled.mp3'),
        signal: controller.signal,
        progress: (f) => {
          if (f >= 0.5) controller.abort();
        },
      },
    );
    await expect(render).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('a programme that cannot be made', () => {
  it("says so in the mix's words for a track the user may not use, and makes no file", async () => {
    const outFile = path.join(dir, 'unknown-track.mp3');
    const render = renderProgramme(
      ctx(),
      createSpeechProviders(t.deps.config),
      alice.id,
      { messages: items.slice(0, 1), trackId: 'no-such-track', volume: VOLUME, gapSeconds: GAP },
      { outFile, signal: new AbortController().signal, progress: () => undefined },
    );
    await expect(render).rejects.toMatchObject({ status: 404, message: messages.mix.trackNotFound });
    await expect(fs.stat(outFile)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('the playlist', () => {
  const unzip = promisify(execFile);

  it.each([
    ['wav-ulaw-8k', 'wav', 'pcm_mulaw', 8000],
    ['wav-pcm-8k', 'wav', 'pcm_s16le', 8000],
    ['mp3-teams', 'mp3', 'mp3', 44_100],
    ['original', 'mp3', 'mp3', 44_100],
  ] as const)('cuts the programme into numbered %s files, the welcome first', async (format, ext, codec, rate) => {
    const zip = path.join(dir, `playlist-${format}.zip`);
    const { byteSize } = await writePlaylist(ctx(), programmeFile, items, rendered.cuts, format, zip);
    expect(byteSize).toBe((await fs.stat(zip)).size);
    const out = path.join(dir, `unzipped-${format}`);
    await unzip('unzip', ['-q', zip, '-d', out]);
    const names = (await fs.readdir(out)).sort();
    expect(names).toEqual([
      `01-welcome.${ext}`,
      `02-thank-you-for-holding.${ext}`,
      `03-our-services.${ext}`,
      `04-thank-you-for-holding.${ext}`,
    ]);
    const formats = await Promise.all(names.map((name) => probeFormat(ffmpeg(), path.join(out, name))));
    for (const f of formats) expect(f).toMatchObject({ codec, sampleRate: rate, channels: 1 });
    // Cut in the middle of each gap: together the files are the programme.
    const lengths = formats.map((f) => f.durationSeconds);
    expect(lengths.reduce((a, b) => a + b, 0)).toBeCloseTo(rendered.durationSeconds, 0);
    // An MP3's length is read in whole frames of 26 ms.
    for (let k = 0; k < 3; k++)
      expect(Math.abs(lengths[k]! - (rendered.cuts[k + 1]! - rendered.cuts[k]!))).toBeLessThan(0.1);
    // Each file fades in and out at its cuts: its first and last 10 ms are far below the bed beside them.
    for (const name of names) {
      const file = await decodeFile(ffmpeg(), path.join(out, name));
      const level = (from: number, to: number) => db(rmsOf(file, at(from), at(to)));
      const end = file.length / SAMPLE_RATE;
      expect(level(0, 0.01)).toBeLessThan(level(0.3, 1) - 20);
      expect(level(end - 0.01, end)).toBeLessThan(level(end - 1, end - 0.3) - 20);
    }
    // `unzip -t` checks every entry's CRC.
    expect((await unzip('unzip', ['-t', zip])).stdout).toContain('No errors detected');
  });
});

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MP3_BITRATE, MP3_QUALITY, SAMPLE_RATE } from '../dsp/mastering.js';
import { MP3_FRAME_SAMPLES, crc16, infoFrame, mp3Layout } from '../dsp/mp3-frames.js';
import { resolveFfmpeg } from '../process/ffmpeg-binary.js';
import { measureLoudness, probeFormat } from '../process/measure.js';
import { runFfmpeg } from '../process/run-ffmpeg.js';
import { builtInTrackPath } from '../music/built-in-tracks.js';
import { decodeFile, speechLikeVoice } from '../testing/mix-test-audio.js';
import { renderMix } from './produce-mix.js';
import { nativeMp3Encoder } from './part-encoders.js';
import { partsToStart, samplesBytes, startMp3Encode } from './split-encode.js';
import { recordingFromFile } from './voice-analysis.js';

// A real mastered mix (speech-like voice over a built-in track), encoded once by one plain LAME run
// (the encode before record 120: bit reservoir on, ffmpeg's own tag) and split in two and in three.
let ffmpeg: string;
let dir: string;
let source: Float32Array;
const file = (name: string) => path.join(dir, name);
const decoded: Record<string, Float32Array> = {};

/** The mix's samples on stdin, and the final file's LAME settings, for ffmpeg's own encodes here. */
const RAW_INPUT = ['-f', 'f32le', '-ar', String(SAMPLE_RATE), '-ac', '1', '-i', 'pipe:0'];
const LAME = ['-c:a', 'libmp3lame', '-b:a', MP3_BITRATE, '-compression_level', MP3_QUALITY];

/** LAME's delay and the decoder's: a frame k is heard from source sample k * 1152 - 1105. */
const FRAME_START_OFFSET = 1105;

beforeAll(async () => {
  ffmpeg = (await resolveFfmpeg(process.env.FFMPEG_PATH)).path;
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-split-'));
  await fs.writeFile(
    file('voice.wav'),
    await speechLikeVoice(ffmpeg, { bursts: 8, burstSeconds: 4, pauseSeconds: 1.25 }),
  );
  const env = { dataDir: dir, ffmpegPath: ffmpeg };
  const music = { id: 'soft-jazz', file: builtInTrackPath('soft-jazz')! };
  ({ samples: source } = await renderMix(env, { voice: recordingFromFile(file('voice.wav')), music, volume: 30 }));
  await runFfmpeg(ffmpeg, [...RAW_INPUT, ...LAME, '-y', file('single.mp3')], { input: samplesBytes(source) });
  for (const parts of [2, 3]) {
    await fs.writeFile(file(`split${parts}.mp3`), await startMp3Encode(env, { parts }).finish(source));
  }
  for (const name of ['single', 'split2', 'split3']) decoded[name] = await decodeFile(ffmpeg, file(`${name}.mp3`));
});

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

/** RMS of a - b over [from, to). */
function rmsDiff(a: Float32Array, b: Float32Array, from: number, to: number): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += (a[i]! - b[i]!) ** 2;
  return Math.sqrt(sum / (to - from));
}

/** The largest |a - b| over [from, to). */
function maxDiff(a: Float32Array, b: Float32Array, from: number, to: number): number {
  let most = 0;
  for (let i = from; i < to; i++) most = Math.max(most, Math.abs(a[i]! - b[i]!));
  return most;
}

/** The largest sample-to-sample step over [from, to). */
function maxStep(a: Float32Array, from: number, to: number): number {
  let step = 0;
  for (let i = from + 1; i < to; i++) step = Math.max(step, Math.abs(a[i]! - a[i - 1]!));
  return step;
}

/** Where each part after the first starts being heard, as split-encode.ts cuts. */
function joints(parts: number): number[] {
  return Array.from({ length: parts - 1 }, (_, k) => {
    const frame = Math.round(((k + 1) * source.length) / parts / MP3_FRAME_SAMPLES);
    return frame * MP3_FRAME_SAMPLES - FRAME_START_OFFSET;
  });
}

describe('split MP3 encode', () => {
  it('is long enough to split: over 40 seconds', () => {
    expect(source.length / SAMPLE_RATE).toBeGreaterThan(40);
  });

  it.each(['split2', 'split3'])('%s decodes to exactly the source sample count, as the single encode does', (name) => {
    expect(decoded.single!.length).toBe(source.length);
    expect(decoded[name]!.length).toBe(source.length);
  });

  it.each(['split2', 'split3'])('%s: ffmpeg decodes it without an error or a warning', async (name) => {
    const run = await runFfmpeg(ffmpeg, ['-v', 'warning', '-i', file(`${name}.mp3`), '-f', 'null', '-']);
    expect(run.stderr.trim()).toBe('');
  });

  it.each(['split2', 'split3'])('%s: ffmpeg reads the duration it reads for the single encode', async (name) => {
    const [single, split] = await Promise.all([
      probeFormat(ffmpeg, file('single.mp3')),
      probeFormat(ffmpeg, file(`${name}.mp3`)),
    ]);
    expect(split.codec).toBe('mp3');
    expect(split.durationSeconds).toBe(single.durationSeconds);
    // ffmpeg's header line counts the decoder's delay in (46.29 s for 46.25 s here); the decode above is exact.
    expect(Math.abs(split.durationSeconds - source.length / SAMPLE_RATE)).toBeLessThanOrEqual(0.05);
  });

  it.each(['split2', 'split3'])('%s: one Info tag frame, then frames back to back to the end', async (name) => {
    const bytes = new Uint8Array(await fs.readFile(file(`${name}.mp3`)));
    const layout = mp3Layout(bytes); // throws on any gap or stray byte
    expect(layout.id3).toBe(0);
    expect(layout.tagFrame).toBe(0);
    const last = layout.frames.at(-1)!;
    expect(last.at + last.bytes).toBe(bytes.length);
    // No ID3 or tag frame among the audio: every frame starts with a frame sync.
    for (const frame of layout.frames) expect(bytes[frame.at]).toBe(0xff);
    const view = new DataView(bytes.buffer, layout.tagFrame! + 21);
    expect(view.getUint32(8)).toBe(layout.frames.length);
    expect(view.getUint32(12)).toBe(bytes.length);
  });

  // CI compiles it (scripts/install-mp3-encoder.sh, .ci/run): there, a missing encoder fails instead of skipping.
  it.runIf(process.env.REQUIRE_OFFLINE_ENGINES)('finds the MP3 part encoder compiled', () => {
    expect(nativeMp3Encoder, 'server/native/bin/mp3-encoder (scripts/install-mp3-encoder.sh)').not.toBeNull();
  });

  it('encodes with the compiled part encoder the frames ffmpeg writes, byte for byte (record 126)', async () => {
    const muxer = ['-f', 'mp3', '-write_xing', '0', '-id3v2_version', '0', 'pipe:1'];
    const ffmpegFrames = (
      await runFfmpeg(ffmpeg, [...RAW_INPUT, ...LAME, '-reservoir', '0', ...muxer], { input: samplesBytes(source) })
    ).stdout;
    // One part: this node's encoder (the compiled one where it is built), behind the stream's Info frame.
    const encoded = await startMp3Encode({ dataDir: dir, ffmpegPath: ffmpeg }, { parts: 1 }).finish(source);
    const frames = encoded.subarray(mp3Layout(encoded).frames[0]!.at);
    expect(frames.length).toBeGreaterThan(500_000);
    expect(frames.equals(ffmpegFrames)).toBe(true);
  });

  it('rebuilds the tag frame of a single encode as ffmpeg wrote it (counts, TOC, delay, padding, CRCs)', async () => {
    const bytes = new Uint8Array(await fs.readFile(file('single.mp3')));
    const layout = mp3Layout(bytes);
    const first = layout.frames[0]!.at;
    const ours = infoFrame({
      header: bytes.subarray(first),
      frameSizes: layout.frames.map((f) => f.bytes),
      audio: [bytes.subarray(first)],
      samples: source.length,
    });
    const theirs = bytes.subarray(layout.tagFrame, layout.tagFrame! + ours.length);
    const xing = 21;
    // The encoder's name differs ("Lavc59.37" there, "Lavf" here), and with it the tag's own CRC; every other byte is the same.
    const differ = [...ours.keys()].filter((i) => ours[i] !== theirs[i]);
    const name = (i: number) => i >= xing + 120 && i < xing + 129;
    expect(differ.filter((i) => !name(i) && i !== xing + 154 && i !== xing + 155)).toEqual([]);
    // And our CRC is theirs when the name is theirs (computed with its own field zero).
    const named = Uint8Array.from(ours);
    named.set(theirs.subarray(xing + 120, xing + 129), xing + 120);
    named[xing + 154] = 0;
    named[xing + 155] = 0;
    expect(crc16(named.subarray(0, 190))).toBe(new DataView(theirs.buffer, theirs.byteOffset).getUint16(xing + 154));
  });

  it.each([2, 3])('%i parts: no click at a joint: the difference there is the coding noise elsewhere', (parts) => {
    const split = decoded[`split${parts}`]!;
    const single = decoded.single!;
    const span = MP3_FRAME_SAMPLES;
    // The split differs from the single encode everywhere by coding noise (no reservoir, each frame coded anew): its largest difference, window by window.
    let elsewhere = 0;
    for (let at = span; at + span < source.length; at += span)
      elsewhere = Math.max(elsewhere, maxDiff(split, single, at, at + span));
    for (const joint of joints(parts)) {
      const [from, to] = [joint - span, joint + span];
      expect(maxDiff(split, single, from, to)).toBeLessThan(elsewhere);
      // Against the source, as noisy as the single encode of the same stretch (measured: within 1 %).
      expect(rmsDiff(split, source, from, to)).toBeLessThanOrEqual(1.1 * rmsDiff(single, source, from, to));
      // No step that the source and the single encode do not have.
      expect(maxStep(split, from, to)).toBeLessThanOrEqual(
        1.1 * Math.max(maxStep(source, from, to), maxStep(single, from, to)),
      );
    }
  });

  it.each(['split2', 'split3'])('%s: loudness and true peak within 0.1 dB of the single encode', async (name) => {
    const [single, split] = await Promise.all([
      measureLoudness(ffmpeg, ['-i', file('single.mp3')]),
      measureLoudness(ffmpeg, ['-i', file(`${name}.mp3`)]),
    ]);
    expect(Math.abs(split.integratedLufs - single.integratedLufs)).toBeLessThanOrEqual(0.1);
    expect(Math.abs(split.truePeakDbtp - single.truePeakDbtp)).toBeLessThanOrEqual(0.1);
  });

  it('takes every core for a job alone, one when the jobs are as many as the cores, and parts of 10 s at least', () => {
    const cores = os.availableParallelism();
    expect(partsToStart(0)).toBe(cores); // outside any job: a benchmark, a test
    expect(partsToStart(1)).toBe(cores);
    expect(partsToStart(cores)).toBe(1);
    expect(partsToStart(16)).toBe(1); // the 16-users case: no second process, no overlap
    expect(partsToStart(1, 19.9)).toBe(1);
    expect(partsToStart(1, 20)).toBe(Math.min(cores, 2));
    expect(partsToStart(1, 600)).toBe(cores);
  });

  it('keeps a short encode in one part: under 20 seconds is not split', async () => {
    const env = { dataDir: dir, ffmpegPath: ffmpeg };
    const short = source.subarray(0, 15 * SAMPLE_RATE);
    const asked = await startMp3Encode(env, { parts: 2 }).finish(short);
    expect(asked.equals(await startMp3Encode(env, { parts: 1 }).finish(short))).toBe(true);
    await fs.writeFile(file('short.mp3'), asked);
    expect((await decodeFile(ffmpeg, file('short.mp3'))).length).toBe(short.length);
  });
});

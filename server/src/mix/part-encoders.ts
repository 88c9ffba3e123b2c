import os from 'node:os';
import { MP3_BITRATE, MP3_QUALITY, SAMPLE_RATE } from '../dsp/mastering.js';
import { startFfmpeg, type PendingFfmpeg } from '../process/run-ffmpeg.js';
import type { MixEnv } from './mix-env.js';

/**
 * The LAME runs a split encode's parts are made by (split-encode.ts), and the ones kept on standby
 * (record 124). Debian's ffmpeg takes about 50 ms to start (it loads some 200 shared libraries),
 * which the 20–30 ms of laying a mix's timeline does not hide: a mix on Continue waited for it. With
 * standby on (a server's warm-up turns it on), a part takes an encoder already started and waiting
 * for its input, which costs no CPU, and another is started for the next mix once this encode is done.
 */

/** A part's time limit, from its input. An encode with a longer one (a programme's) starts its own processes. */
const PART_TIMEOUT_MS = 60_000;

/** Ready encoders by ffmpeg and by kind (the first part writes the ID3 tag, the others none). */
const standby = new Map<string, PendingFfmpeg[]>();
/** The ffmpeg binaries standby is on for. */
const keptReady = new Set<string>();

const standbyKey = (ffmpegPath: string, first: boolean) => `${first ? 'first' : 'other'} ${ffmpegPath}`;

/** A part's encoder: a standby one when one is ready, otherwise started now. */
export function partEncoder(env: MixEnv, first: boolean, timeoutMs = PART_TIMEOUT_MS): PendingFfmpeg {
  const ready = timeoutMs === PART_TIMEOUT_MS ? standby.get(standbyKey(env.ffmpegPath, first))?.shift() : undefined;
  return ready ?? startPart(env.ffmpegPath, first, timeoutMs);
}

/** Keeps encoders of `env`'s ffmpeg ready from now on: one first part, and one other part per further core. */
export function keepEncodersReady(env: MixEnv): void {
  keptReady.add(env.ffmpegPath);
  refillStandby(env);
}

/** Tops standby up to its size; called once an encode is done, so the starts do not compete with it. */
export function refillStandby(env: MixEnv): void {
  if (!keptReady.has(env.ffmpegPath)) return;
  for (const [first, size] of [
    [true, 1],
    [false, os.availableParallelism() - 1],
  ] as const) {
    const key = standbyKey(env.ffmpegPath, first);
    const ready = standby.get(key) ?? [];
    standby.set(key, ready);
    while (ready.length < size) {
      const encoder = startPart(env.ffmpegPath, first, PART_TIMEOUT_MS);
      ready.push(encoder);
      // One that ends while waiting (killed from outside) leaves standby rather than fail a mix.
      void encoder.ended.then(() => {
        const at = ready.indexOf(encoder);
        if (at >= 0) ready.splice(at, 1);
      });
    }
  }
}

/** How many encoders wait on standby now. */
export function encodersStandingBy(): number {
  let count = 0;
  for (const ready of standby.values()) count += ready.length;
  return count;
}

/** Stops the standby encoders and keeps no more ready (tests). */
export function stopStandbyEncoders(): void {
  keptReady.clear();
  for (const ready of standby.values()) ready.splice(0).forEach((encoder) => encoder.cancel());
}

/** One part's LAME: the final file's settings, no bit reservoir, no tag frame; only the first part writes the ID3 tag. */
function startPart(ffmpegPath: string, first: boolean, timeoutMs: number): PendingFfmpeg {
  const input = ['-f', 'f32le', '-ar', String(SAMPLE_RATE), '-ac', '1', '-i', 'pipe:0'];
  const mp3 = ['-c:a', 'libmp3lame', '-b:a', MP3_BITRATE, '-compression_level', MP3_QUALITY, '-reservoir', '0'];
  const muxer = ['-f', 'mp3', '-write_xing', '0', ...(first ? [] : ['-id3v2_version', '0'])];
  return startFfmpeg(ffmpegPath, [...input, ...mp3, ...muxer, 'pipe:1'], { timeoutMs });
}

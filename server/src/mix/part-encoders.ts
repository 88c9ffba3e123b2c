import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { MP3_BITRATE, MP3_QUALITY, SAMPLE_RATE } from '../dsp/mastering.js';
import { startAudioProgram, startFfmpeg, type PendingFfmpeg } from '../process/run-ffmpeg.js';
import type { MixEnv } from './mix-env.js';

/**
 * The LAME runs a split encode's parts are made by (split-encode.ts), and the ones kept on standby
 * (record 124). A part is LAME's frames alone: no ID3 tag and no Xing frame, which the joined
 * stream gets once for the whole.
 *
 * The encoder is the compiled part encoder (server/native/mp3-encoder.c, built by
 * scripts/install-mp3-encoder.sh into server/native/bin, record 126) where it is built: the same
 * libmp3lame calls as ffmpeg's, so the same frames, without ffmpeg's start (Debian's build loads
 * some 200 shared libraries: about 45 ms of CPU, twice a mix). Without it, ffmpeg.
 *
 * With standby on (a server's warm-up turns it on), a part takes an encoder already started and
 * waiting for its input, which costs no CPU, and another is started once this encode is done.
 */
const NATIVE_ENCODER = fileURLToPath(new URL('../../native/bin/mp3-encoder', import.meta.url));

/** The compiled part encoder's path where it is built, else null: looked for once, at start, as the RHVoice speaker is. */
export const nativeMp3Encoder: string | null = fs.existsSync(NATIVE_ENCODER) ? NATIVE_ENCODER : null;

/** Ready encoders by ffmpeg (the one a node without the compiled encoder falls back to). */
const standby = new Map<string, PendingFfmpeg[]>();

/** A part's encoder: a standby one when one is ready, otherwise started now. */
export function partEncoder(env: MixEnv): PendingFfmpeg {
  return standby.get(env.ffmpegPath)?.shift() ?? startPart(env.ffmpegPath);
}

/** Keeps encoders ready from now on for `env`'s mixes: one per core. */
export function keepEncodersReady(env: MixEnv): void {
  if (!standby.has(env.ffmpegPath)) standby.set(env.ffmpegPath, []);
  refillStandby(env);
}

/** Tops standby up to its size; called once an encode is done, so the starts do not compete with it. */
export function refillStandby(env: MixEnv): void {
  const ready = standby.get(env.ffmpegPath);
  if (!ready) return;
  while (ready.length < os.availableParallelism()) {
    const encoder = startPart(env.ffmpegPath);
    ready.push(encoder);
    // One that ends while waiting (killed from outside) leaves standby rather than fail a mix.
    void encoder.ended.then(() => {
      const at = ready.indexOf(encoder);
      if (at >= 0) ready.splice(at, 1);
    });
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
  for (const ready of standby.values()) ready.splice(0).forEach((encoder) => encoder.cancel());
  standby.clear();
}

/** One part's LAME: the final file's settings, no bit reservoir, 44.1 kHz mono floats in, frames alone out. */
function startPart(ffmpegPath: string): PendingFfmpeg {
  if (nativeMp3Encoder)
    return startAudioProgram('mp3-encoder', nativeMp3Encoder, [MP3_BITRATE.replace('k', ''), MP3_QUALITY]);
  const input = ['-f', 'f32le', '-ar', String(SAMPLE_RATE), '-ac', '1', '-i', 'pipe:0'];
  const mp3 = ['-c:a', 'libmp3lame', '-b:a', MP3_BITRATE, '-compression_level', MP3_QUALITY, '-reservoir', '0'];
  const muxer = ['-f', 'mp3', '-write_xing', '0', '-id3v2_version', '0'];
  return startFfmpeg(ffmpegPath, [...input, ...mp3, ...muxer, 'pipe:1']);
}

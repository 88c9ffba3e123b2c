import { createHash } from 'node:crypto';
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { decodeMono } from '../process/decode.js';
import { MIX_CACHE_VERSION, mixCacheDir, type MixEnv } from './mix-env.js';
import { measureLineLoss } from '../process/line-loss.js';
import { MUSIC_SHAPING, MUSIC_SHAPING_ABOVE_LU } from '../dsp/mastering.js';
import { writeFileAtomic } from '../storage/write-atomic.js';

/**
 * A music track decoded once to 44.1 kHz mono float PCM in DATA_DIR/cache/mix/, with its measured
 * loudness. Decoding an MP3 costs more than reading the PCM back, and mixing needs only the first
 * seconds of it. The key is the caller's `trackId` (which carries the track's version: its upload
 * time, or the asset's modification time) and the source's size, never the source's own path or
 * time, since an uploaded track arrives in a fresh temporary file for every mix. Leading and
 * trailing silence is trimmed, so a loop has no gap.
 * A track that loses more than MUSIC_SHAPING_ABOVE_LU on a phone line is band-shaped
 * (MUSIC_SHAPING) on the way, and its loudness is measured after the shaping; one mastered for the
 * band (the built-in tracks) is left as it is.
 */
export interface DecodedTrack {
  file: string;
  frames: number;
  loudnessLufs: number;
}

/** Below this (about -60 dBFS) a track's edge counts as silence. */
const EDGE_SILENCE = 0.001;
const pending = new Map<string, Promise<DecodedTrack>>();

export async function decodedTrack(env: MixEnv, trackId: string, source: string): Promise<DecodedTrack> {
  const { size } = await fs.stat(source);
  const key = createHash('sha256')
    .update(JSON.stringify([MIX_CACHE_VERSION, trackId, size]))
    .digest('hex')
    .slice(0, 32);
  const base = path.join(mixCacheDir(env.dataDir), `music-${key}`);
  const cached = await readEntry(base);
  if (cached) return cached;
  // Two mixes asking for the same cold track share one decode.
  let job = pending.get(base);
  if (!job) {
    job = decodeToCache(env, source, base).finally(() => pending.delete(base));
    pending.set(base, job);
  }
  return job;
}

/**
 * The first `frames` samples of the track (fewer if it is shorter). Synchronous: it runs in the
 * mix's worker thread (mix-math.ts), so megabytes of music are never read on the event loop.
 */
export function readTrackSync(file: string, frames: number): Float32Array {
  const samples = new Float32Array(frames);
  const fd = fsSync.openSync(file, 'r');
  try {
    const bytes = fsSync.readSync(fd, new Uint8Array(samples.buffer), 0, frames * 4, 0);
    return bytes === frames * 4 ? samples : samples.subarray(0, Math.floor(bytes / 4));
  } finally {
    fsSync.closeSync(fd);
  }
}

async function readEntry(base: string): Promise<DecodedTrack | undefined> {
  try {
    const meta = JSON.parse(await fs.readFile(`${base}.json`, 'utf8')) as {
      frames: number;
      loudnessLufs: number | null;
    };
    const now = new Date();
    // Marks the entry as used, for the clean-up of entries nobody needs any more.
    await fs.utimes(`${base}.json`, now, now);
    return { file: `${base}.f32`, frames: meta.frames, loudnessLufs: meta.loudnessLufs ?? -Infinity };
  } catch {
    return undefined;
  }
}

async function decodeToCache(env: MixEnv, source: string, base: string): Promise<DecodedTrack> {
  const { lossLu } = await measureLineLoss(env.ffmpegPath, { file: source });
  const shaping = lossLu > MUSIC_SHAPING_ABOVE_LU ? [...MUSIC_SHAPING] : [];
  const { samples, loudnessLufs = -Infinity } = await decodeMono(env, { file: source }, true, shaping);
  let start = 0;
  let end = samples.length;
  while (start < end && Math.abs(samples[start]!) < EDGE_SILENCE) start++;
  while (end > start && Math.abs(samples[end - 1]!) < EDGE_SILENCE) end--;
  const trimmed = samples.subarray(start, end);
  // PCM first, metadata last, each atomically: a reader never sees half an entry.
  await writeFileAtomic(`${base}.f32`, new Uint8Array(trimmed.buffer, trimmed.byteOffset, trimmed.byteLength));
  await writeFileAtomic(
    `${base}.json`,
    JSON.stringify({ frames: trimmed.length, loudnessLufs: Number.isFinite(loudnessLufs) ? loudnessLufs : null }),
  );
  return { file: `${base}.f32`, frames: trimmed.length, loudnessLufs };
}

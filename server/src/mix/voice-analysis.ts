import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { decodeMono, MIX_CACHE_VERSION, mixCacheDir, type MixEnv } from './decode.js';
import type { Span } from './envelope.js';
import { VOICE_EQ } from './mastering.js';
import { inWorker } from './mix-math-pool.js';
import { writeFileAtomic } from '../storage/write-atomic.js';

/**
 * A voice recording decoded for mixing, with its measured loudness and where it speaks, cached in
 * DATA_DIR/cache/mix/ under a hash of the file's content: voice-<hash>.json (the measurement, kept
 * for days) and voice-<hash>.s16 (the decoded samples, kept an hour for re-mixes with another
 * track or volume). A warm re-mix then runs no decoder at all, only the encoder. 16-bit keeps the
 * cache at half the size of floats; its -96 dBFS rounding is far below the MP3's own noise. With
 * `keepVoiceSamples: false` (a remote store) only the measurement, numbers and no audio, is kept.
 * The samples are the voice after its mastering chain (mastering.ts: EQ, then compression and a
 * peak limiter at a fixed level), and the loudness is measured after it.
 */
export interface AnalysedVoice {
  samples: Float32Array;
  loudnessLufs: number;
  speech: Span[];
}

interface Analysis {
  loudnessLufs: number | null;
  speech: Span[];
  /** The gain (dB) that brought the equalised voice to VOICE_PRE_LEVEL_LUFS before the compressor. */
  preGainDb: number;
  /** The peak limiter's ceiling (dBFS) after the compressor. */
  ceilingDb: number;
}

export async function analyseVoice(env: MixEnv, file: string): Promise<AnalysedVoice> {
  const bytes = await fs.readFile(file);
  const key = createHash('sha256').update(`${MIX_CACHE_VERSION}:`).update(bytes).digest('hex').slice(0, 32);
  const base = path.join(mixCacheDir(env.dataDir), `voice-${key}`);
  const analysis = await readJson(`${base}.json`);
  const cachedSamples = analysis && (await readSamples(`${base}.s16`));
  if (analysis && cachedSamples)
    return { samples: cachedSamples, loudnessLufs: analysis.loudnessLufs ?? -Infinity, speech: analysis.speech };

  // One ffmpeg run decodes, resamples and equalises; the rest is arithmetic in a worker thread
  // (record 082, 083). Measure only what is not known yet; keep the samples for the next mix.
  const { samples: equalised } = await decodeMono(env, { bytes }, false, [...VOICE_EQ]);
  const mastered = await inWorker.masterVoice({
    equalised,
    ...(analysis && { known: { preGainDb: analysis.preGainDb, ceilingDb: analysis.ceilingDb } }),
    withInt16: env.keepVoiceSamples !== false,
  });
  await fs.mkdir(path.dirname(base), { recursive: true });
  if (mastered.int16) await writeFileAtomic(`${base}.s16`, mastered.int16);
  const samples = mastered.samples;
  if (analysis || !mastered.measured)
    return { samples, loudnessLufs: analysis?.loudnessLufs ?? -Infinity, speech: analysis?.speech ?? [] };
  const { loudnessLufs, speech } = mastered.measured;
  const entry: Analysis = {
    loudnessLufs: Number.isFinite(loudnessLufs) ? loudnessLufs : null,
    speech,
    preGainDb: mastered.preGainDb,
    ceilingDb: mastered.ceilingDb,
  };
  await writeFileAtomic(`${base}.json`, JSON.stringify(entry));
  return { samples, loudnessLufs, speech };
}

async function readJson(file: string): Promise<Analysis | undefined> {
  try {
    const analysis = JSON.parse(await fs.readFile(file, 'utf8')) as Analysis;
    const now = new Date();
    await fs.utimes(file, now, now); // marks the entry as used, for the clean-up
    return analysis;
  } catch {
    return undefined;
  }
}

async function readSamples(file: string): Promise<Float32Array | undefined> {
  try {
    const bytes = await fs.readFile(file);
    const now = new Date();
    await fs.utimes(file, now, now);
    const ints = new Int16Array(bytes.buffer, bytes.byteOffset, bytes.length >> 1);
    const samples = new Float32Array(ints.length);
    for (let i = 0; i < ints.length; i++) samples[i] = ints[i]! / 32768;
    return samples;
  } catch {
    return undefined;
  }
}

import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { decodeMono, MIX_CACHE_VERSION, mixCacheDir, type MixEnv } from './decode.js';
import { findSpeech, type Span } from './envelope.js';
import { SAMPLE_RATE } from './mastering.js';

/**
 * A voice recording decoded for mixing, with its measured loudness and where it speaks, cached in
 * DATA_DIR/cache/mix/ under a hash of the file's content: voice-<hash>.json (the measurement, kept
 * for days) and voice-<hash>.s16 (the decoded samples, kept an hour for re-mixes with another
 * track or volume). A warm re-mix then runs no decoder at all, only the encoder. 16-bit keeps the
 * cache at half the size of floats; its -96 dBFS rounding is far below the MP3's own noise.
 */
export interface AnalysedVoice {
  samples: Float32Array;
  loudnessLufs: number;
  speech: Span[];
}

interface Analysis {
  loudnessLufs: number | null;
  speech: Span[];
}

export async function analyseVoice(env: MixEnv, file: string): Promise<AnalysedVoice> {
  const bytes = await fs.readFile(file);
  const key = createHash('sha256').update(`${MIX_CACHE_VERSION}:`).update(bytes).digest('hex').slice(0, 32);
  const base = path.join(mixCacheDir(env.dataDir), `voice-${key}`);
  const analysis = await readJson(`${base}.json`);
  const cachedSamples = analysis && (await readSamples(`${base}.s16`));
  if (analysis && cachedSamples) return { samples: cachedSamples, loudnessLufs: analysis.loudnessLufs ?? -Infinity, speech: analysis.speech };

  // Measure only what is not known yet; keep the samples for the next mix of this voice.
  const { samples, loudnessLufs = -Infinity } = await decodeMono(env, { bytes }, !analysis);
  await fs.mkdir(path.dirname(base), { recursive: true });
  await writeAtomic(`${base}.s16`, toInt16(samples));
  if (analysis) return { samples, loudnessLufs: analysis.loudnessLufs ?? -Infinity, speech: analysis.speech };
  const speech = findSpeech(samples, SAMPLE_RATE, loudnessLufs);
  await writeAtomic(`${base}.json`, JSON.stringify({ loudnessLufs: Number.isFinite(loudnessLufs) ? loudnessLufs : null, speech }));
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

function toInt16(samples: Float32Array): Uint8Array {
  const ints = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) ints[i] = Math.max(-32768, Math.min(32767, Math.round(samples[i]! * 32768)));
  return new Uint8Array(ints.buffer);
}

/** Written under a temporary name and renamed: a reader never sees half an entry. */
async function writeAtomic(file: string, data: Uint8Array | string): Promise<void> {
  const temp = path.join(path.dirname(file), `.${randomUUID()}`);
  await fs.writeFile(temp, data);
  await fs.rename(temp, file);
}

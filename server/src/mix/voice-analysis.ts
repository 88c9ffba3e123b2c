import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { decodeMono, MIX_CACHE_VERSION, mixCacheDir, type MixEnv } from './decode.js';
import { findSpeech, type Span } from './envelope.js';
import { integratedLoudness } from '../audio/loudness.js';
import { compress } from './compressor.js';
import { limitPeaks } from './limiter.js';
import {
  SAMPLE_RATE,
  VOICE_COMPRESSOR,
  VOICE_EQ,
  VOICE_PEAK_ABOVE_LOUDNESS_DB,
  VOICE_PRE_LEVEL_LUFS,
  dbToGain,
} from './mastering.js';
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

  // One ffmpeg run decodes, resamples and equalises; the rest is arithmetic here (record 082).
  // Measure only what is not known yet; keep the samples for the next mix of this voice.
  const { samples } = await decodeMono(env, { bytes }, false, [...VOICE_EQ]);
  const preGainDb = analysis?.preGainDb ?? equalisedGainDb(samples);
  compress(samples, dbToGain(preGainDb), VOICE_COMPRESSOR, SAMPLE_RATE);
  // Peaks held VOICE_PEAK_ABOVE_LOUDNESS_DB above the compressed voice's loudness; the loudness the
  // mix sets is measured after that.
  const compressedLufs = analysis ? -Infinity : integratedLoudness(samples, SAMPLE_RATE);
  const ceilingDb =
    analysis?.ceilingDb ?? (Number.isFinite(compressedLufs) ? compressedLufs + VOICE_PEAK_ABOVE_LOUDNESS_DB : 0);
  limitPeaks(samples, dbToGain(ceilingDb), SAMPLE_RATE);
  await fs.mkdir(path.dirname(base), { recursive: true });
  if (env.keepVoiceSamples !== false) await writeFileAtomic(`${base}.s16`, toInt16(samples));
  if (analysis) return { samples, loudnessLufs: analysis.loudnessLufs ?? -Infinity, speech: analysis.speech };
  const loudnessLufs = integratedLoudness(samples, SAMPLE_RATE);
  const speech = findSpeech(samples, SAMPLE_RATE, loudnessLufs);
  const entry: Analysis = {
    loudnessLufs: Number.isFinite(loudnessLufs) ? loudnessLufs : null,
    speech,
    preGainDb,
    ceilingDb,
  };
  await writeFileAtomic(`${base}.json`, JSON.stringify(entry));
  return { samples, loudnessLufs, speech };
}

/**
 * The compressor works at a fixed level: the equalised voice is measured, and its gain to
 * VOICE_PRE_LEVEL_LUFS goes before the compressor (silence: none). The 16-bit cache stays far
 * from clipping, since the level before the compressor is 4 dB under the final target.
 */
function equalisedGainDb(equalised: Float32Array): number {
  const loudnessLufs = integratedLoudness(equalised, SAMPLE_RATE);
  return Number.isFinite(loudnessLufs) ? VOICE_PRE_LEVEL_LUFS - loudnessLufs : 0;
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

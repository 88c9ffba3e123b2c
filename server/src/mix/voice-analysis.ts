import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { decodeSpeechPcm } from '../process/decode-speech.js';
import { parseWav, pcmFromBytes, type Pcm } from '../dsp/pcm.js';
import { MIX_CACHE_VERSION, mixCacheDir, type MixEnv } from './mix-env.js';
import { SAMPLE_RATE } from '../dsp/mastering.js';
import type { Span } from '../dsp/envelope.js';
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
 *
 * The recording is analysed as soon as it is made (warmVoiceAnalysis, record 084), so the mix
 * that follows usually finds it done; a mix that comes while that is still under way waits for it
 * rather than doing the same work twice.
 */
export interface AnalysedVoice {
  /** Floats when just mastered; 16-bit when read from the cache (turned to floats in the worker, not here). */
  samples: Float32Array | Int16Array;
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

export async function analyseVoice(env: MixEnv, recording: Buffer): Promise<AnalysedVoice> {
  const key = createHash('sha256').update(`${MIX_CACHE_VERSION}:`).update(recording).digest('hex').slice(0, 32);
  await underWay.get(key);
  const base = path.join(mixCacheDir(env.dataDir), `voice-${key}`);
  const analysis = await readJson(`${base}.json`);
  const cachedSamples = analysis && (await readSamples(`${base}.s16`));
  if (analysis && cachedSamples)
    return { samples: cachedSamples, loudnessLufs: analysis.loudnessLufs ?? -Infinity, speech: analysis.speech };
  // Another caller started on the same recording while the cache was read: wait for its entry.
  if (underWay.has(key)) return analyseVoice(env, recording);
  const work = masterAndKeep(env, recording, base, analysis);
  const settled = work.then(
    () => undefined,
    () => undefined,
  );
  underWay.set(key, settled);
  void settled.then(() => underWay.delete(key));
  return work;
}

/** Analyses a recording just made, ahead of its mix; a failure here is the mix's to report. */
export function warmVoiceAnalysis(env: MixEnv, recording: Buffer): void {
  void analyseVoice(env, recording).catch(() => undefined);
}

/** Analyses of this node under way, by cache key: each settles (never rejects) when its entry is written. */
const underWay = new Map<string, Promise<void>>();

/**
 * Settles once every analysis under way has written its entry. A closing server waits for it: an
 * analysis warmed after the last voice job would otherwise still write into DATA_DIR/cache/mix
 * while the data folder is being removed (a test's, or a benchmark's, which failed on exactly that).
 */
export async function voiceAnalysesSettled(): Promise<void> {
  await Promise.all(underWay.values());
}

/**
 * Masters the recording in a worker thread (resampling, EQ, dynamics, measurements: record 084);
 * measures only what is not known yet, and keeps the samples for the next mix.
 */
async function masterAndKeep(
  env: MixEnv,
  recording: Buffer,
  base: string,
  analysis: Analysis | undefined,
): Promise<AnalysedVoice> {
  const pcm = await speechPcm(env, recording);
  const mastered = await inWorker.masterVoice({
    speech: pcm.samples,
    sampleRate: pcm.sampleRate,
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

/**
 * The recording as 16-bit PCM: read directly from the WAV the engines' recordings are kept as
 * (record 082); anything else (an MP3 recorded before that) decoded by ffmpeg to the engines' rate.
 */
async function speechPcm(env: MixEnv, recording: Buffer): Promise<Pcm> {
  if (recording.toString('ascii', 0, 4) === 'RIFF') return parseWav(recording);
  return decodeSpeechPcm(env.ffmpegPath, recording);
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

async function readSamples(file: string): Promise<Int16Array | undefined> {
  try {
    const bytes = await fs.readFile(file);
    const now = new Date();
    await fs.utimes(file, now, now);
    return pcmFromBytes(bytes, SAMPLE_RATE).samples;
  } catch {
    return undefined;
  }
}

import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { StoredVoiceAnalysis } from '../db/schema.js';
import { decodeSpeechPcm } from '../process/decode-speech.js';
import { MIX_CACHE_VERSION, mixCacheDir, type MixEnv } from './mix-env.js';
import type { Span } from '../dsp/envelope.js';
import type { MasteredVoice } from '../dsp/master-voice.js';
import { inWorker } from './mix-math-pool.js';
import type { MasterVoiceRequest, VoiceSamples } from './mix-math.js';

/**
 * A voice recording made ready for mixing: mastered (mastering.ts: EQ, then compression and a peak
 * limiter at a fixed level), its loudness measured after that, and where it speaks.
 *
 * A recording has one identity, its audio_files id (record 105), and its analysis (the numbers:
 * loudness, speech spans, the mastering's two gains) is kept beside it, in its row, so a mix on any
 * worker masters it with those gains and measures nothing. It is made when the voice job records
 * it (speak-to-file.ts), or by the first mix of a recording that has none (made before, or of
 * another analysis version). The mastered samples themselves are kept only on this node's disk,
 * in DATA_DIR/cache/mix/voice-<version>-<id>.s16 (16-bit, kept an hour for re-mixes with another
 * track or volume), and only with a local store (`keepVoiceSamples`): with a remote one they are
 * the user's voice, and no user audio stays on a node. A warm re-mix then reads no recording at all.
 */
export interface AnalysedVoice {
  /** Floats when just mastered; the node's 16-bit copy by its file when cached (read in the worker, not here). */
  samples: VoiceSamples;
  loudnessLufs: number;
  speech: Span[];
  /** How it was made ready: node-local samples, mastered with the kept analysis, or measured anew. */
  prepared: 'cached' | 'stored' | 'measured';
}

/** A recording to mix, by its one identity, with the analysis kept beside it. */
export interface VoiceRecording {
  /** The audio_files row id (record 105). */
  readonly id: string;
  /** The analysis kept with it, of whatever version; null when it has none. Set here once measured. */
  analysis: StoredVoiceAnalysis | null;
  /**
   * Its bytes (WAV since record 082, MP3 before), read from the store only when needed: bytes of
   * their own, which the mastering moves to its thread (the caller's view of them is emptied).
   */
  read(): Promise<Buffer>;
  /** Keeps a new analysis beside it (its row), for the next mix on any worker. */
  keep(analysis: StoredVoiceAnalysis): Promise<void>;
}

/** The analysis when it is of the current version. */
function currentAnalysis(recording: VoiceRecording): StoredVoiceAnalysis | undefined {
  const analysis = recording.analysis;
  return analysis?.version === MIX_CACHE_VERSION ? analysis : undefined;
}

export async function analyseVoice(env: MixEnv, recording: VoiceRecording): Promise<AnalysedVoice> {
  const { id } = recording;
  // Another mix on this node is analysing it: its analysis is this one's too.
  const fresh = await underWay.get(id);
  if (fresh && !currentAnalysis(recording)) recording.analysis = fresh;
  const known = currentAnalysis(recording);
  const cachedSamples = known && env.keepVoiceSamples !== false && (await readSamples(samplesFile(env, id)));
  if (known && cachedSamples)
    return {
      samples: cachedSamples,
      loudnessLufs: known.loudnessLufs ?? -Infinity,
      speech: known.speech,
      prepared: 'cached',
    };
  // Another caller started on the same recording while the cache was read: wait for its result.
  if (underWay.has(id)) return analyseVoice(env, recording);
  const work = masterAndKeep(env, recording, known);
  const settled = work.then(
    () => currentAnalysis(recording),
    () => undefined,
  );
  underWay.set(id, settled);
  void settled.then(() => underWay.delete(id));
  return work;
}

/**
 * The analysis of a recording just rendered, for its row (speak-to-file.ts), made before the row is
 * written; the mastered samples are kept on this node under `id` when the store is local. A failure
 * is the mix's to report: undefined, and the first mix measures it.
 */
export async function analyseNewRecording(
  env: MixEnv,
  id: string,
  audio: Buffer,
): Promise<StoredVoiceAnalysis | undefined> {
  // Kept on the object only: the caller writes it into the new row. Nothing mixes it yet, so only
  // the measurements and the node's 16-bit copy come back: the mastered floats (8 MB a minute)
  // would cross to the event loop to be dropped, and their garbage collection slows what runs next.
  const recording = recordingFromBytes(audio, id);
  try {
    await keepMastered(recording, await inWorker.measureVoice(await masteringInput(env, recording)));
    return currentAnalysis(recording);
  } catch {
    return undefined;
  }
}

/**
 * A recording of bytes in memory whose caller keeps using them (writes them to the store, mixes them
 * again): each read is a copy, since the mastering moves the bytes it reads to its thread. Its
 * analysis is kept on the object only.
 */
export function recordingFromBytes(audio: Buffer, id: string = randomUUID()): VoiceRecording {
  return { id, analysis: null, read: async () => Buffer.from(audio), keep: async () => undefined };
}

/**
 * A recording from a local file, for tools and tests (benches, samples): a fresh id, and its
 * analysis kept on the object, so a second mix of the same object measures nothing.
 */
export function recordingFromFile(file: string): VoiceRecording {
  return { id: randomUUID(), analysis: null, read: () => fs.readFile(file), keep: async () => undefined };
}

/** Analyses of this node under way, by recording id: each settles (never rejects) with the analysis it kept. */
const underWay = new Map<string, Promise<StoredVoiceAnalysis | undefined>>();

const samplesFile = (env: MixEnv, id: string) =>
  path.join(mixCacheDir(env.dataDir), `voice-${MIX_CACHE_VERSION}-${id}.s16`);

/**
 * Masters the recording in a worker thread (resampling, EQ, dynamics, measurements: record 084),
 * with the kept analysis's gains when there is one (so a re-mix sounds the same and nothing is
 * measured); keeps a new analysis beside the recording, and the samples on this node when allowed.
 */
async function masterAndKeep(
  env: MixEnv,
  recording: VoiceRecording,
  known: StoredVoiceAnalysis | undefined,
): Promise<AnalysedVoice> {
  const input = await masteringInput(env, recording, known);
  // When the node keeps its 16-bit copy, the mix reads that in its thread, as a re-mix does: the
  // floats need not cross the event loop twice (record 124).
  const { int16File } = input;
  const mastered = int16File ? await inWorker.measureVoice(input) : await inWorker.masterVoice(input);
  await keepMastered(recording, mastered);
  const samples = 'samples' in mastered ? mastered.samples : { int16File: int16File!, length: mastered.length };
  if (known || !mastered.measured)
    return { samples, loudnessLufs: known?.loudnessLufs ?? -Infinity, speech: known?.speech ?? [], prepared: 'stored' };
  const { loudnessLufs, speech } = mastered.measured;
  return { samples, loudnessLufs, speech, prepared: 'measured' };
}

/** What the mastering takes: the recording's samples, the kept gains if any, and whether to return a 16-bit copy. */
async function masteringInput(
  env: MixEnv,
  recording: VoiceRecording,
  known?: StoredVoiceAnalysis,
): Promise<MasterVoiceRequest> {
  return {
    ...(await speechOf(env, await recording.read())),
    ...(known && { known: { preGainDb: known.preGainDb, ceilingDb: known.ceilingDb } }),
    // The worker writes the node's 16-bit copy itself: it never crosses the event loop.
    ...(env.keepVoiceSamples !== false && { int16File: samplesFile(env, recording.id) }),
  };
}

/** A new measurement as the recording's analysis, kept beside it. */
async function keepMastered(recording: VoiceRecording, mastered: Omit<MasteredVoice, 'samples'>): Promise<void> {
  if (!mastered.measured) return;
  const { loudnessLufs, speech } = mastered.measured;
  recording.analysis = {
    version: MIX_CACHE_VERSION,
    loudnessLufs: Number.isFinite(loudnessLufs) ? loudnessLufs : null,
    speech,
    preGainDb: mastered.preGainDb,
    ceilingDb: mastered.ceilingDb,
  };
  await recording.keep(recording.analysis);
}

/**
 * The recording as the mastering takes it: the WAV the engines' recordings are kept as (record 082),
 * read in the worker; anything else (an MP3 recorded before that) decoded by ffmpeg to the engines' rate.
 */
async function speechOf(
  env: MixEnv,
  recording: Buffer,
): Promise<{ wav: Uint8Array } | { speech: Int16Array; sampleRate: number }> {
  if (recording.toString('ascii', 0, 4) === 'RIFF') return { wav: recording };
  const pcm = await decodeSpeechPcm(env.ffmpegPath, recording);
  return { speech: pcm.samples, sampleRate: pcm.sampleRate };
}

/** The node's 16-bit copy, if kept, by its file and length, marked as used for the clean-up. */
async function readSamples(file: string): Promise<VoiceSamples | undefined> {
  try {
    const now = new Date();
    await fs.utimes(file, now, now);
    return { int16File: file, length: (await fs.stat(file)).size >> 1 };
  } catch {
    return undefined;
  }
}

import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { InferenceSession } from 'onnxruntime-node';
import { resample, SPEECH_SAMPLE_RATE, type Pcm } from '../../../dsp/pcm.js';
import { kokoroTokens, type PhonemeLanguage, type PhonemeSource } from './phonemes.js';

/**
 * Kokoro-82M in a neural speech process (records 128, 158 and 162): a piece's phonemes (made by the
 * server, offline-pool.ts), tokens, one ONNX Runtime run, 24 kHz speech. Each process holds its own
 * session on one intra-op thread: the pool has a process per core and runs pieces side by side,
 * which measured faster than one session on both cores, and never asks for more cores than the
 * machine has.
 */
export interface KokoroCall {
  engine: 'kokoro';
  /** eSpeak NG, which gives the phonemes. */
  espeak: string;
  model: string;
  language: PhonemeLanguage;
  /** The voice packs spoken with and their weights: one for a catalogue voice, a blend for a matched one. */
  packs: readonly { file: string; weight: number }[];
  /** The model's own speed: 1 is its natural pace, below 1 slower. */
  speed: number;
  /** Resampling by this moves pitch and formants (above 1 higher); the speed makes up for its tempo. */
  pitchFactor: number;
  sources: readonly PhonemeSource[];
}

/**
 * What a neural process is asked to speak: the call with its phonemes already made. eSpeak NG runs
 * from the server's own spawner, so a neural process starts no process and needs no spawner of its
 * own (46 MB each, record 162).
 */
export type KokoroRun = Pick<KokoroCall, 'model' | 'packs' | 'speed' | 'pitchFactor'> & { phonemes: string };

/** The model reads at most 510 tokens; a pack has a style for each length up to that. */
const MAX_TOKENS = 510;
const STYLE_SIZE = 256;
/** Kokoro's output rate, the engines' common rate too. */
const KOKORO_RATE = 24_000;

/**
 * ONNX Runtime is loaded on the first neural piece, not with the thread: a node without the model
 * (or a platform without its native build) never loads it, and its other engines cannot fail with it.
 */
const require = createRequire(import.meta.url);
let runtime: typeof import('onnxruntime-node') | undefined;
const onnxRuntime = () => (runtime ??= require('onnxruntime-node') as typeof import('onnxruntime-node'));

let session: { model: string; ready: Promise<InferenceSession> } | undefined;
const packs = new Map<string, Promise<Float32Array>>();

function sessionFor(model: string): Promise<InferenceSession> {
  if (session?.model !== model) {
    const ready = Promise.resolve().then(() =>
      onnxRuntime().InferenceSession.create(model, {
        intraOpNumThreads: 1,
        interOpNumThreads: 1,
        executionMode: 'sequential',
        graphOptimizationLevel: 'all',
        // No arena and no memory pattern: with them every new input length grew the session's
        // memory for good (a session read 508 MB after five lengths, 378 MB without; record 158).
        enableCpuMemArena: false,
        enableMemPattern: false,
      }),
    );
    session = { model, ready };
    // A model that failed to load is tried again on the next piece.
    ready.catch(() => (session = undefined));
  }
  return session.ready;
}

function pack(file: string): Promise<Float32Array> {
  let loaded = packs.get(file);
  if (!loaded) {
    loaded = fs.readFile(file).then((bytes) => new Float32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4));
    packs.set(file, loaded);
    loaded.catch(() => packs.delete(file));
  }
  return loaded;
}

/** The style for `length` tokens: the packs' rows for that length, weighted. */
async function styleFor(call: KokoroRun, length: number): Promise<Float32Array> {
  const row = Math.min(length, MAX_TOKENS - 1) * STYLE_SIZE;
  const style = new Float32Array(STYLE_SIZE);
  const total = call.packs.reduce((sum, p) => sum + p.weight, 0);
  for (const { file, weight } of call.packs) {
    const values = await pack(file);
    for (let i = 0; i < STYLE_SIZE; i++) style[i]! += (values[row + i]! * weight) / total;
  }
  return style;
}

/**
 * Phonemes in runs the model takes: whole, or cut at the last word boundary under its limit.
 * Pieces are far shorter than the limit (local-provider.ts), so this is a guard, not a path.
 */
function runsOf(phonemes: string): string[] {
  const runs: string[] = [];
  let rest = phonemes;
  while (kokoroTokens(rest).length > MAX_TOKENS) {
    let cut = rest.lastIndexOf(' ', Math.floor(rest.length * (MAX_TOKENS / kokoroTokens(rest).length)));
    if (cut <= 0) cut = Math.floor(rest.length / 2);
    runs.push(rest.slice(0, cut));
    rest = rest.slice(cut + 1);
  }
  return [...runs, rest];
}

async function infer(call: KokoroRun, tokens: number[]): Promise<Float32Array> {
  const model = await sessionFor(call.model);
  const { Tensor } = onnxRuntime();
  const ids = BigInt64Array.from([0, ...tokens, 0], (id) => BigInt(id));
  const outputs = await model.run({
    tokens: new Tensor('int64', ids, [1, ids.length]),
    style: new Tensor('float32', await styleFor(call, tokens.length), [1, STYLE_SIZE]),
    speed: new Tensor('float32', Float32Array.of(call.speed / call.pitchFactor), [1]),
  });
  return outputs[model.outputNames[0]!]!.data as Float32Array;
}

function toPcm(runs: Float32Array[]): Pcm {
  const samples = new Int16Array(runs.reduce((sum, run) => sum + run.length, 0));
  let at = 0;
  for (const run of runs) {
    for (let i = 0; i < run.length; i++) samples[at + i] = Math.round(Math.max(-1, Math.min(1, run[i]!)) * 32767);
    at += run.length;
  }
  return { samples, sampleRate: KOKORO_RATE };
}

/** A piece's speech at the engines' common rate; no samples when it has nothing to say. */
export async function speakKokoro(call: KokoroRun): Promise<Pcm> {
  const spoken: Float32Array[] = [];
  for (const run of runsOf(call.phonemes)) {
    const tokens = kokoroTokens(run);
    if (tokens.some((id) => id !== KOKORO_SPACE)) spoken.push(await infer(call, tokens));
  }
  return resample(toPcm(spoken), SPEECH_SAMPLE_RATE, call.pitchFactor);
}

/** A run of spaces alone says nothing. */
const KOKORO_SPACE = 16;

import os from 'node:os';
import { SAMPLE_RATE } from '../dsp/mastering.js';
import { MP3_FRAME_SAMPLES, infoFrame, mp3Layout } from '../dsp/mp3-frames.js';
import { tasksUnderWay } from '../process/fair-share.js';
import type { MixEnv } from './mix-env.js';
import { partEncoder, refillStandby } from './part-encoders.js';

/**
 * One MP3 from several LAME runs at once (record 120): the mastered samples cut on the frame grid,
 * each part encoded by its own LAME run (part-encoders.ts) with OVERLAP_FRAMES of its neighbours' audio either side (so
 * the encoder's filterbank and psychoacoustic state have settled at the cut), its frames before
 * the cut kept from the part before and from the cut on from the part after, joined behind one
 * Info + LAME tag frame written for the joined stream (dsp/mp3-frames.ts). Every
 * encode runs without the bit reservoir, so each frame's data lies in its own bytes and a joint
 * cannot cut it (its cost, 0.001 dB of SNR at 128 kb/s mono, is in the record).
 */

/** Frames either side of a cut encoded twice (0.21 s): 2 were enough in the tests, 0 clicks; see the record. */
const OVERLAP_FRAMES = 8;
/** A part shorter than this costs more in its process start and overlap than the core it adds gives back. */
const MIN_PART_SECONDS = 10;
const CORES = os.availableParallelism();

/** An MP3 encode started ahead of its input (its processes start while the mix is laid, record 084). */
export interface PendingMp3 {
  /**
   * Encodes `samples` (44.1 kHz mono floats), in memory or as a file of `length` of them (each part
   * then streams its stretch from the file: none of it crosses the event loop), and gives the MP3's bytes.
   */
  finish(samples: Float32Array | { file: string; length: number }): Promise<Buffer>;
  /** Stops an encode whose input will never come. */
  cancel(): void;
}

/** Encodes started on this node and not yet done: work outside the job lanes (benchmarks, tests) counts too. */
let encodesUnderWay = 0;

/**
 * Starts as many part encoders as this node's cores can give one job now: all of them when this job
 * runs alone, one when as many jobs (or encodes) are under way as there are cores (then each already
 * has a core, and a second process would only add its start-up and the overlap's work). `seconds`,
 * the length when known ahead (or a lower bound), keeps a short encode from starting processes it
 * cannot use; `parts` fixes the count.
 */
export function startMp3Encode(env: MixEnv, options: { parts?: number; seconds?: number } = {}): PendingMp3 {
  const busy = Math.max(tasksUnderWay(), encodesUnderWay + 1);
  const count = options.parts ?? partsToStart(busy, options.seconds);
  const encoders = Array.from({ length: count }, () => partEncoder(env));
  encodesUnderWay++;
  let done = false;
  const settle = () => {
    if (!done) {
      encodesUnderWay--;
      refillStandby(env);
    }
    done = true;
  };
  const cancel = () => {
    settle();
    encoders.forEach((encoder) => encoder.cancel());
  };
  return {
    async finish(samples) {
      const plan = partsOf(samples.length, count);
      encoders.slice(plan.length).forEach((spare) => spare.cancel());
      // Parts wait for their places in the one-per-core limit independently: none needs another's output, so none can block another.
      const outputs = await Promise.all(
        plan.map((part, k) =>
          encoders[k]!.finish(
            samples instanceof Float32Array
              ? samplesBytes(samples.subarray(part.from, part.to))
              : { file: samples.file, start: part.from * 4, end: part.to * 4 },
          ),
        ),
      )
        .catch((error: unknown) => {
          cancel();
          throw error;
        })
        .finally(settle);
      return joinParts(
        plan,
        outputs.map((run) => run.stdout),
        samples.length,
      );
    },
    cancel,
  };
}

/** The cores one of `tasks` jobs may take (all when alone, one when they are as many as the cores), as many as `seconds` can fill. */
export function partsToStart(tasks: number, seconds?: number): number {
  const free = Math.max(1, Math.floor(CORES / Math.max(1, tasks)));
  return seconds === undefined ? free : partCount(seconds * SAMPLE_RATE, free);
}

export function samplesBytes(samples: Float32Array): Buffer {
  return Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
}

interface Part {
  /** The part's input, in samples of the whole; `from` is on the frame grid. */
  from: number;
  to: number;
  /** Frames of the whole this part gives to the joined stream: [keepFrom, keepTo), keepTo undefined for the last. */
  keepFrom: number;
  keepTo?: number;
}

/** How many of `wanted` parts `samples` fills with at least MIN_PART_SECONDS each; at least one. */
function partCount(samples: number, wanted: number): number {
  return Math.max(1, Math.min(wanted, Math.floor(samples / (MIN_PART_SECONDS * SAMPLE_RATE))));
}

/** Frame-aligned cuts into `wanted` parts of at least MIN_PART_SECONDS, each input reaching OVERLAP_FRAMES past its cuts. */
function partsOf(total: number, wanted: number): Part[] {
  const count = partCount(total, wanted);
  const cuts = Array.from({ length: count + 1 }, (_, k) =>
    k === count ? undefined : Math.round((k * total) / count / MP3_FRAME_SAMPLES),
  );
  return cuts.slice(0, count).map((keepFrom, k) => {
    const keepTo = cuts[k + 1];
    const from = Math.max(0, keepFrom! - OVERLAP_FRAMES) * MP3_FRAME_SAMPLES;
    const to = keepTo === undefined ? total : Math.min(total, (keepTo + OVERLAP_FRAMES) * MP3_FRAME_SAMPLES);
    return { from, to, keepFrom: keepFrom!, ...(keepTo !== undefined && { keepTo }) };
  });
}

/** One Info + LAME tag frame for the whole, then each part's kept frames. */
function joinParts(plan: Part[], outputs: Buffer[], samples: number): Buffer {
  const frameSizes: number[] = [];
  // Each part's kept frames lie back to back in its output: one slice a part.
  const slices: Uint8Array[] = [];
  plan.forEach((part, k) => {
    const bytes = outputs[k]!;
    const layout = mp3Layout(bytes);
    // The part's frame j is the whole's frame j + from / 1152: its input starts on the whole's grid.
    const offset = part.from / MP3_FRAME_SAMPLES;
    const first = part.keepFrom - offset;
    const end = part.keepTo === undefined ? layout.frames.length : part.keepTo - offset;
    if (end > layout.frames.length) throw new Error(`part ${k} gave ${layout.frames.length} frames, ${end} needed`);
    const frames = layout.frames.slice(first, end);
    for (const frame of frames) frameSizes.push(frame.bytes);
    slices.push(bytes.subarray(frames[0]!.at, frames.at(-1)!.at + frames.at(-1)!.bytes));
  });
  const tag = infoFrame({ header: slices[0]!, frameSizes, audio: slices, samples });
  return Buffer.concat([tag, ...slices]);
}

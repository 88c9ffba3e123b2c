import os from 'node:os';
import { BATCH_NICENESS } from '../process/batch-priority.js';
import { createWorkerPool, typeScriptWorker } from '../process/worker-pool.js';
import type { Timeline } from '../dsp/lay-timeline.js';
import type { LaidProgramme } from '../dsp/lay-programme.js';
import type { MasteredVoice } from '../dsp/master-voice.js';
import type {
  MasterVoiceRequest,
  MeasuredVoice,
  MixMathRequest,
  ProgrammeRequest,
  TimelineRequest,
} from './mix-math.js';

/**
 * The mix's sample arithmetic off the event loop (record 083): a minute of audio is tens of
 * milliseconds of it, which would stall every other request on this node; in worker threads the
 * server keeps answering while mixes run. Buffers move between the threads rather than being copied.
 */
const worker = typeScriptWorker(new URL('./mix-math.ts', import.meta.url), { niceness: BATCH_NICENESS });
const pool = createWorkerPool<MixMathRequest, MasteredVoice | MeasuredVoice | Timeline | LaidProgramme>({
  name: 'mix-math',
  entry: worker.entry,
  workerData: worker.workerData,
  stallMs: 30_000,
  // One thread per core, each at batch priority: the event loop still gets its core when it needs it,
  // and a voice's mastering no longer waits behind another message's timeline on the one thread.
  size: os.availableParallelism(),
});

/** Starts every mix thread now (the warm-up, record 122); how many there are. */
export const startMixThreads = (): number => pool.start();

/**
 * The buffers of `arrays` that they alone fill, to move to the worker instead of copying (copying
 * a minute of audio costs the event loop milliseconds). A view of a shared buffer, such as a small
 * Buffer from Node's pool, is copied; samples named by their file (VoiceSamples) are read there.
 */
function ownBuffers(...arrays: (Float32Array | Int16Array | Uint8Array | object | undefined)[]): ArrayBuffer[] {
  const own = arrays
    .filter((a): a is Float32Array | Int16Array | Uint8Array => ArrayBuffer.isView(a))
    .filter((a) => a.byteOffset === 0 && a.byteLength === a.buffer.byteLength && a.buffer instanceof ArrayBuffer)
    .map((a) => a.buffer as ArrayBuffer);
  // A programme may place one voice twice (a recurring thank-you): a buffer is listed once.
  return [...new Set(own)];
}

/** The inputs' own buffers move to the worker: the caller must not use them afterwards. */
export const inWorker = {
  masterVoice: (input: MasterVoiceRequest) =>
    pool.run({ task: 'masterVoice', input }, ownBuffers('wav' in input ? input.wav : input.speech)) as Promise<
      Omit<MasteredVoice, 'int16'>
    >,
  /** The mastering's measurements and the samples' count, without the floats (they are read from the node's 16-bit copy). */
  measureVoice: (input: MasterVoiceRequest) =>
    pool.run(
      { task: 'masterVoice', input: { ...input, measureOnly: true } },
      ownBuffers('wav' in input ? input.wav : input.speech),
    ) as Promise<MeasuredVoice>,
  layTimeline: (input: TimelineRequest) =>
    pool.run({ task: 'layTimeline', input }, ownBuffers(input.voice)) as Promise<Timeline>,
  /** The timeline written to `file` (`samples` floats), for an encode that reads it there. */
  layTimelineToFile: (input: TimelineRequest, file: string) =>
    pool.run({ task: 'layTimeline', input: { ...input, toFile: file } }, ownBuffers(input.voice)) as Promise<
      Omit<Timeline, 'samples'>
    >,
  layProgramme: (input: ProgrammeRequest) =>
    pool.run(
      { task: 'layProgramme', input },
      ownBuffers(...input.voices.map((v) => v.samples)),
    ) as Promise<LaidProgramme>,
};

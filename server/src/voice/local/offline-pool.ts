import os from 'node:os';
import { SPEECH_SAMPLE_RATE, type Pcm } from '../../dsp/pcm.js';
import { createWorkerPool, typeScriptWorker } from '../../process/worker-pool.js';
import { countSpeechMade } from '../../metrics/meters.js';
import type { EngineCall, ThreadCall } from './offline-worker.js';
import type { KokoroRun } from './neural/kokoro-model.js';
import { phonemize } from './neural/phonemes.js';

/**
 * Where the offline engines run, so synthesis never blocks the server's event loop and several
 * requests at once use every core (record 158).
 *
 * Flite, RHVoice and Pico: worker threads, one per core (offline-worker.ts), each running one engine
 * call at a time, whether Flite in-process or an RHVoice or Pico process it waits for. Two more are
 * kept in reserve for a user with fewer than two pieces running (records 131 and 132), so a quiet
 * user's message does not wait for others' pieces to end. A thread holds about 75 MB (its V8 heap,
 * Flite): beside the neural voice they are started only when a piece needs one (record 162).
 *
 * The neural voice: a process per core (neural/neural-speaker.ts), each holding one ONNX Runtime
 * session (about 330 MB) on one intra-op thread, with no reserve: its sessions are most of a node's
 * memory, and a neural piece is short enough (record 132) that waiting for the next free process
 * costs a quiet user about what sharing a core with a running piece did. In processes, so a stopped
 * engine, or the server's own stop, ends them without aborting the server.
 *
 * A neural process gives back what glibc's allocator kept (record 162): ONNX Runtime allocates each
 * piece's buffers anew, sized by its length, and a process that had spoken pieces of many lengths
 * grew from about 350 MB to 0.8–1.2 GB and kept it. One that holds more than NEURAL_RECYCLE_MB once
 * it answers is replaced by a fresh one (about 1.5 s of a core to start and load the model). The
 * allocators that keep it flat without that cost CPU instead: jemalloc and mimalloc returned every
 * freed buffer to the system and took 1.4–1.6 times the CPU per piece, faulting its pages in again.
 *
 * Beside the server's own 530 MB, each neural process is 380-600 MB of a node once its model is
 * loaded: one is kept, with its model, once speech has stopped for NEURAL_REST_MS (renewed and
 * warmed again if it holds more than NEURAL_REST_MB), and the others start again when pieces wait
 * for one (record 164), so an idle node fits 1.2 GB while a busy one still speaks on every core.
 *
 * A piece is never failed for its time: only a worker that makes no progress is replaced
 * (worker-pool.ts). Each engine's real-time factor is counted from its worker's own time: a piece
 * waiting in line is not slower speech.
 */
const STALL_MS = 30_000;
/** About 1.7 times what a neural process holds with its model loaded. */
const NEURAL_RECYCLE_MB = 600;
export const NEURAL_REST_MS = 30_000;
/** A kept neural process holding more than this at rest is renewed: about what one holds after its first piece, and 60 MB. */
const NEURAL_REST_MB = 450;
const countMade = (call: Pick<EngineCall, 'engine'>, samples: Int16Array, seconds: number) =>
  countSpeechMade(call.engine, seconds, samples.length / SPEECH_SAMPLE_RATE);

const thread = typeScriptWorker(new URL('./offline-worker.ts', import.meta.url));
const threads = createWorkerPool<ThreadCall, Int16Array>({
  name: 'offline speech',
  entry: thread.entry,
  workerData: thread.workerData,
  stallMs: STALL_MS,
  reserve: 2,
  onDone: countMade,
});

/** Named in `ps`, and in the tests that look for them. */
export const NEURAL_PROCESS_TITLE = 'avs-neural';
const speaker = typeScriptWorker(new URL('./neural/neural-speaker.ts', import.meta.url), {
  title: NEURAL_PROCESS_TITLE,
});
const speakers = createWorkerPool<KokoroRun, Int16Array>({
  name: 'neural speech',
  entry: speaker.entry,
  workerData: speaker.workerData,
  processes: true,
  recycleAboveMb: NEURAL_RECYCLE_MB,
  rest: { keep: 1, afterMs: NEURAL_REST_MS, renewAboveMb: NEURAL_REST_MB, warm: () => lastRun },
  stallMs: STALL_MS,
  size: os.availableParallelism(),
  onDone: (_run, samples, seconds) => countMade({ engine: 'kokoro' }, samples, seconds),
});

/** The last piece spoken: a renewed neural process says it once, so its model is loaded before a user's next piece. */
let lastRun: KokoroRun | undefined;

/** One engine call; its speech at the engines' common rate. */
export async function runOfflineEngine(call: EngineCall): Promise<Pcm> {
  if (call.engine !== 'kokoro') return { samples: await threads.run(call), sampleRate: SPEECH_SAMPLE_RATE };
  // The phonemes here, by eSpeak NG from the server's spawner: a neural process only runs the model.
  const { model, packs, speed, pitchFactor } = call;
  const phonemes = await phonemize(call.espeak, call.language, call.sources);
  lastRun = { model, packs, speed, pitchFactor, phonemes };
  return {
    samples: await speakers.run(lastRun),
    sampleRate: SPEECH_SAMPLE_RATE,
  };
}

/**
 * Starts the neural voice's processes where it speaks, else every engine thread, the reserve's too
 * (the warm-up, record 122); how many of each there are. Beside the neural voice the other engines
 * are only its fallback: their threads (about 75 MB each, record 162) start when a piece needs one.
 */
export function startOfflineWorkers(neural: boolean): { threads: number; neural: number } {
  return neural ? { threads: 0, neural: speakers.start() } : { threads: threads.start(), neural: 0 };
}

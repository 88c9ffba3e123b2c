import { SPEECH_SAMPLE_RATE, type Pcm } from '../../dsp/pcm.js';
import { createWorkerPool, typeScriptWorker } from '../../process/worker-pool.js';
import { countSpeechMade } from '../../metrics/meters.js';
import type { EngineCall } from './offline-worker.js';

/**
 * The offline engines in worker threads (process/worker-pool.ts), one per core, so synthesis never
 * blocks the server's event loop and several requests at once use every core. A thread runs one
 * engine call at a time, whether Flite in-process or an RHVoice or Pico process it waits for.
 * Two more threads are kept in reserve for a user with fewer than two pieces running (records 131
 * and 132): a neural piece holds its thread for seconds, and a quiet user's message would otherwise
 * wait for others to end. Two, since a short message is two pieces (a job runs one per core at once
 * on this project's 2-core machines); each costs about 400 MB and the warm-up some 5 s (measured).
 */
const worker = typeScriptWorker(new URL('./offline-worker.ts', import.meta.url));
const pool = createWorkerPool<EngineCall, Int16Array>({
  name: 'offline speech',
  entry: worker.entry,
  workerData: worker.workerData,
  timeoutMs: 30_000,
  reserve: 2,
  // Each engine's real-time factor, from its thread's own time: a piece waiting in line is not slower speech.
  onDone: (call, samples, seconds) => countSpeechMade(call.engine, seconds, samples.length / SPEECH_SAMPLE_RATE),
});

/** One engine call; its speech at the engines' common rate. */
export async function runOfflineEngine(call: EngineCall): Promise<Pcm> {
  return { samples: await pool.run(call), sampleRate: SPEECH_SAMPLE_RATE };
}

/** Starts every engine thread now, the reserve's too (the warm-up, record 122); how many there are. */
export const startOfflineThreads = (): number => pool.start();

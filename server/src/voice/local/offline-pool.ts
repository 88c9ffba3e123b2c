import { SPEECH_SAMPLE_RATE, type Pcm } from '../../dsp/pcm.js';
import { createWorkerPool, typeScriptWorker } from '../../process/worker-pool.js';
import type { EngineCall } from './offline-worker.js';

/**
 * The offline engines in worker threads (process/worker-pool.ts), one per core, so synthesis never
 * blocks the server's event loop and several requests at once use every core. A thread runs one
 * engine call at a time, whether Flite in-process or an RHVoice or Pico process it waits for.
 */
const worker = typeScriptWorker(new URL('./offline-worker.ts', import.meta.url));
const pool = createWorkerPool<EngineCall, Int16Array>({
  name: 'offline speech',
  entry: worker.entry,
  workerData: worker.workerData,
  timeoutMs: 30_000,
});

/** One engine call; its speech at the engines' common rate. */
export async function runOfflineEngine(call: EngineCall): Promise<Pcm> {
  return { samples: await pool.run(call), sampleRate: SPEECH_SAMPLE_RATE };
}

/** Starts every engine thread now (the warm-up, record 122); how many there are. */
export const startOfflineThreads = (): number => pool.start();

import { SPEECH_SAMPLE_RATE, type Pcm } from '../../audio/pcm.js';
import { createWorkerPool, typeScriptWorker } from '../../workers/worker-pool.js';
import type { FliteRequest } from './flite-worker.js';

/**
 * Flite in worker threads (workers/worker-pool.ts), one per core, so synthesis never blocks the
 * server's event loop and several requests at once use every core.
 */
const worker = typeScriptWorker(new URL('./flite-worker.ts', import.meta.url));
const pool = createWorkerPool<FliteRequest, Int16Array>({
  name: 'flite',
  entry: worker.entry,
  workerData: worker.workerData,
  timeoutMs: 30_000,
});

/** Runs Flite with these command-line arguments; its speech at the engines' rate, resampled by `pitchFactor`. */
export async function runFlite(args: string[], pitchFactor: number): Promise<Pcm> {
  return { samples: await pool.run({ args, pitchFactor }), sampleRate: SPEECH_SAMPLE_RATE };
}

import { createWorkerPool } from '../../workers/worker-pool.js';

/**
 * Flite in worker threads (workers/worker-pool.ts), one per core, so synthesis never blocks the
 * server's event loop and several requests at once use every core.
 */
const pool = createWorkerPool<string[], Uint8Array>({
  name: 'flite',
  entry: new URL('./flite-worker.mjs', import.meta.url),
  timeoutMs: 30_000,
});

/** Runs Flite with these command-line arguments (the output file is added here) and returns the WAV. */
export async function runFlite(args: string[]): Promise<Buffer> {
  const wav = await pool.run(args);
  return Buffer.from(wav.buffer, wav.byteOffset, wav.byteLength);
}

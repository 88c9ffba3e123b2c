import { describe, expect, it } from 'vitest';
import { inBackground, inLane } from './fair-share.js';
import { createWorkerPool, typeScriptWorker } from './worker-pool.js';

/**
 * The worker pool's reserve (record 131), on real worker threads that each hold their thread for
 * a while, as the neural voice's pieces do. Each piece answers the thread it ran on.
 */
const worker = typeScriptWorker(new URL('../testing/busy-worker.ts', import.meta.url));
const pool = createWorkerPool<{ ms: number }, number>({
  name: 'busy test',
  entry: worker.entry,
  workerData: worker.workerData,
  timeoutMs: 10_000,
  size: 2,
  reserve: 1,
});

const pieceIn = (lane: string, ms: number) => inLane(lane, () => pool.run({ ms }));

describe('a worker pool with a reserve', () => {
  it('starts every thread, the reserve too', () => {
    expect(pool.start()).toBe(3);
  });

  it("gives a quiet user's piece the reserve while another user's pieces hold every other thread", async () => {
    // The busy user's pieces, two running (one per regular thread) and more waiting.
    const busy = Promise.all([1, 2, 3, 4].map(() => pieceIn('busy user', 400)));
    const quiet = await pieceIn('quiet user', 50);
    const busyThreads = new Set(await busy);
    // The busy user had the two regular threads only; the quiet piece ran beside them.
    expect(busyThreads.size).toBe(2);
    expect(busyThreads.has(quiet)).toBe(false);
  });

  it('lends the reserve to the background, so the warm-up reaches every thread', async () => {
    const threads = await inBackground(() => Promise.all([1, 2, 3].map(() => pool.run({ ms: 300 }))));
    expect(new Set(threads).size).toBe(3);
  });
});

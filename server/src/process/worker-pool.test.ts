import { describe, expect, it } from 'vitest';
import type { BusyPiece } from '../testing/busy-worker.js';
import { inBackground, inLane } from './fair-share.js';
import { createWorkerPool, typeScriptWorker } from './worker-pool.js';

/**
 * The worker pool's reserve and its yielding to lighter lanes (records 131 and 132), on real worker
 * threads that each hold their thread for a while, as the neural voice's pieces do.
 */
const worker = typeScriptWorker(new URL('../testing/busy-worker.ts', import.meta.url));
const pool = createWorkerPool<{ ms: number }, BusyPiece>({
  name: 'busy test',
  entry: worker.entry,
  workerData: worker.workerData,
  timeoutMs: 10_000,
  size: 2,
  reserve: 2,
});

const pieces = (ms: number, count: number) => Promise.all(Array.from({ length: count }, () => pool.run({ ms })));
/** A job's pieces, asked for at once (as a job asks for one per core). */
const job = (lane: string, ms: number, count = 1) => inLane(lane, () => pieces(ms, count));
const started = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('a worker pool with reserves', () => {
  it('starts every thread, the reserves too', () => {
    expect(pool.start()).toBe(4);
  });

  it("starts a quiet user's two pieces at once while another user's pieces hold every other thread", async () => {
    // The busy user's two jobs: two pieces running (one per regular thread) and more waiting.
    const busy = Promise.all([job('busy user', 400, 2), job('busy user', 400, 2)]);
    await started();
    const quiet = await job('quiet user', 50, 2);
    const busyThreads = new Set((await busy).flat().map((piece) => piece.thread));
    // The busy user had the two regular threads only; the quiet pieces ran beside them, on the reserves.
    expect(busyThreads.size).toBe(2);
    expect(quiet.every((piece) => !busyThreads.has(piece.thread))).toBe(true);
    expect(new Set(quiet.map((piece) => piece.thread)).size).toBe(2);
  });

  it('keeps a heavier lane from starting pieces while a lighter one holds the cores', async () => {
    const busy = Promise.all([job('heavy user', 150, 4), job('heavy user', 150, 4)]);
    await started();
    const quiet = await job('light user', 400, 2);
    const firstQuietEnd = Math.min(...quiet.map((piece) => piece.to));
    const lastQuietStart = Math.max(...quiet.map((piece) => piece.from));
    // Without yielding, the heavy user's next pieces would take the regular threads as its first ones end.
    const startedMeanwhile = (await busy).flat().filter((piece) => piece.from >= lastQuietStart);
    expect(startedMeanwhile.length).toBeGreaterThan(0);
    expect(startedMeanwhile.every((piece) => piece.from >= firstQuietEnd)).toBe(true);
  });

  it('lends the reserves to the background, so the warm-up reaches every thread', async () => {
    const threads = await inBackground(() => pieces(300, 4));
    expect(new Set(threads.map((piece) => piece.thread)).size).toBe(4);
  });
});

describe('a piece past its time limit', () => {
  const strict = createWorkerPool<{ ms: number }, BusyPiece>({
    name: 'strict test',
    entry: worker.entry,
    workerData: worker.workerData,
    timeoutMs: 5_000,
    size: 1,
  });

  it('fails at the limit, and the next piece runs at once on a new thread while the old one ends its call', async () => {
    const first = await strict.run({ ms: 10 });
    const slowFrom = Date.now();
    await expect(strict.run({ ms: 12_000 })).rejects.toThrow('strict test timed out');
    const next = await strict.run({ ms: 10 });
    // A new thread, done while the slow piece's thread was still in its call: that one was not waited for.
    expect(next.thread).not.toBe(first.thread);
    expect(next.to).toBeLessThan(slowFrom + 12_000);
    const again = await strict.run({ ms: 10 });
    expect(again.thread).toBe(next.thread);
  });
});

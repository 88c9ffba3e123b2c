import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BusyPiece, BusyRequest } from '../testing/busy-worker.js';
import { waitFor } from '../testing/wait-for.js';
import { inBackground, inLane } from './fair-share.js';
import { createWorkerPool, typeScriptWorker } from './worker-pool.js';

/**
 * The worker pool's reserve and its yielding to lighter lanes (records 131 and 132), on real worker
 * threads that each hold their thread for a while, as the neural voice's pieces do.
 */
const worker = typeScriptWorker(new URL('../testing/busy-worker.ts', import.meta.url));
const options = {
  name: 'busy test',
  entry: worker.entry,
  workerData: worker.workerData,
  stallMs: 10_000,
  size: 2,
  reserve: 2,
};
const pool = createWorkerPool<BusyRequest, BusyPiece>(options);

const pieces = (ms: number, count: number) => Promise.all(Array.from({ length: count }, () => pool.run({ ms })));
/** A job's pieces, asked for at once (as a job asks for one per core). */
const job = (lane: string, ms: number, count = 1) => inLane(lane, () => pieces(ms, count));
const started = () => new Promise((resolve) => setTimeout(resolve, 30));
/** Whether process `pid` runs still (a zombie has ended). */
const alive = (pid: number) =>
  fs.existsSync(`/proc/${pid}`) && !/State:\s+Z/.test(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));

describe('a worker pool that has not warmed up', () => {
  it('starts a worker only when a piece finds none free, and every one when told to', async () => {
    const fresh = createWorkerPool<BusyRequest, BusyPiece>({ ...options, name: 'fresh test' });
    expect(fresh.started()).toBe(0);
    await fresh.run({ ms: 10 });
    await fresh.run({ ms: 10 });
    expect(fresh.started()).toBe(1);
    await Promise.all([fresh.run({ ms: 50 }), fresh.run({ ms: 50 })]);
    expect(fresh.started()).toBe(2);
    expect(fresh.start()).toBe(4);
  });
});

describe('a worker pool with reserves', () => {
  it('starts every thread, the reserves too', () => {
    expect(pool.start()).toBe(4);
  });

  it("starts a quiet user's two pieces at once while another user's pieces hold every other thread", async () => {
    // The busy user's two jobs: two pieces running (one per regular thread) and more waiting.
    const busy = Promise.all([job('busy user', 400, 2), job('busy user', 400, 2)]);
    await started();
    const quiet = await job('quiet user', 50, 2);
    const busyThreads = new Set((await busy).flat().map((piece) => piece.worker));
    // The busy user had the two regular threads only; the quiet pieces ran beside them, on the reserves.
    expect(busyThreads.size).toBe(2);
    expect(quiet.every((piece) => !busyThreads.has(piece.worker))).toBe(true);
    expect(new Set(quiet.map((piece) => piece.worker)).size).toBe(2);
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
    expect(new Set(threads.map((piece) => piece.worker)).size).toBe(4);
  });
});

/** A file counting a stalling request's tries (busy-worker.ts). */
const tries = () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'avs-pool-')), 'tries');
  fs.writeFileSync(file, '');
  return { file, count: () => Number(fs.readFileSync(file, 'utf8')) };
};

describe.each([
  ['threads', false],
  ['processes', true],
])('a piece in %s, watched for progress rather than timed (record 158)', (_, processes) => {
  const watched = createWorkerPool<BusyRequest, BusyPiece>({
    name: 'watched test',
    entry: worker.entry,
    workerData: worker.workerData,
    processes,
    stallMs: 500,
    size: 1,
  });

  it('takes as long as it needs while it spends CPU, far past the span', async () => {
    const piece = await watched.run({ ms: 2_500 });
    expect(piece.to - piece.from).toBeGreaterThanOrEqual(2_500);
  });

  it('runs again on a new worker when its worker stops making progress, the stopped one ended first', async () => {
    const before = await watched.run({ ms: 10 });
    const stall = tries();
    const piece = await watched.run({ ms: 10, stallFile: stall.file });
    expect(stall.count()).toBe(2);
    expect(piece.worker).not.toBe(before.worker);
    if (processes) {
      // The stopped process was killed, not left beside its replacement.
      const pid = Number(before.worker.split('/')[0]);
      expect(fs.existsSync(`/proc/${pid}`) && !/State:\s+Z/.test(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))).toBe(
        false,
      );
    }
  });

  it('fails, saying so, when it stops a second worker too; the next piece runs', async () => {
    const stall = tries();
    await expect(watched.run({ ms: 10, stallFile: stall.file, stalls: 2 })).rejects.toThrow(
      /^watched test stopped: no progress in \d+ s$/,
    );
    expect(stall.count()).toBe(2);
    await expect(watched.run({ ms: 10 })).resolves.toMatchObject({ to: expect.any(Number) });
  });
});

describe('a process that has grown (record 162)', () => {
  const recycled = createWorkerPool<BusyRequest, BusyPiece>({
    name: 'recycled test',
    entry: worker.entry,
    workerData: worker.workerData,
    processes: true,
    stallMs: 10_000,
    size: 1,
    recycleAboveMb: 250,
  });

  it('is replaced by a fresh one once it answers; one within its bound is kept', async () => {
    const first = await recycled.run({ ms: 10 });
    expect((await recycled.run({ ms: 10 })).worker).toBe(first.worker);
    const grown = await recycled.run({ ms: 10, holdMb: 300 });
    expect(grown.worker).toBe(first.worker);
    const next = await recycled.run({ ms: 10 });
    expect(next.worker).not.toBe(grown.worker);
    expect(alive(Number(grown.worker.split('/')[0]))).toBe(false);
  });
});

describe('a pool that rests (record 164)', () => {
  const resting = createWorkerPool<BusyRequest, BusyPiece>({
    name: 'resting test',
    entry: worker.entry,
    workerData: worker.workerData,
    processes: true,
    stallMs: 10_000,
    size: 2,
    rest: { keep: 1, afterMs: 100 },
  });
  const pidOf = (piece: BusyPiece) => Number(piece.worker.split('/')[0]);

  it('starts the one it keeps, a second for pieces that wait, and ends the one holding more once work stops', async () => {
    expect(resting.start()).toBe(1);
    const [light, heavy] = await Promise.all([resting.run({ ms: 300 }), resting.run({ ms: 300, holdMb: 100 })]);
    expect(pidOf(light)).not.toBe(pidOf(heavy));
    expect(resting.started()).toBe(2);
    await waitFor(() => expect(resting.started()).toBe(1));
    await waitFor(() => expect(alive(pidOf(heavy))).toBe(false));
    expect(alive(pidOf(light))).toBe(true);
    expect(pidOf(await resting.run({ ms: 10 }))).toBe(pidOf(light));
  });

  it('renews the one it keeps when it has grown, and has the fresh one answer a warm-up piece', async () => {
    let warmed = 0;
    const renewing = createWorkerPool<BusyRequest, BusyPiece>({
      name: 'renewing test',
      entry: worker.entry,
      workerData: worker.workerData,
      processes: true,
      stallMs: 10_000,
      size: 1,
      rest: { keep: 1, afterMs: 100, renewAboveMb: 250, warm: () => (warmed++, { ms: 10 }) },
    });
    const first = await renewing.run({ ms: 10 });
    const grown = await renewing.run({ ms: 10, holdMb: 300 });
    expect(pidOf(grown)).toBe(pidOf(first));
    await waitFor(() => expect(alive(pidOf(grown))).toBe(false));
    expect(warmed).toBe(1);
    expect(renewing.started()).toBe(1);
    expect(pidOf(await renewing.run({ ms: 10 }))).not.toBe(pidOf(grown));
  });
});

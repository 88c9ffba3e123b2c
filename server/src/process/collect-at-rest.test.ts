import { afterAll, describe, expect, it, vi } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import type { BusyPiece, BusyRequest } from '../testing/busy-worker.js';
import { waitFor } from '../testing/wait-for.js';
import { collectAtRest } from './collect-at-rest.js';
import { createWorkerPool, typeScriptWorker } from './worker-pool.js';

/**
 * A thread that has gone quiet collects what its last work left behind (record 169): V8 would
 * collect only when the thread next allocates, and a quiet thread does not. Each piece here leaves
 * a buffer behind as garbage and learns, through a FinalizationRegistry, when it has been collected.
 */
// V8's memory reducer may also collect a thread soon after it has started (its first seconds look
// idle to it); a thread that has worked a while, as a node's do, is left alone by it. Turned off for
// the threads started here, only the collection at rest can find the garbage.
v8.setFlagsFromString('--no-memory-reducer');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'avs-collect-at-rest-'));
const marker = (name: string) => path.join(dir, name);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('collecting garbage at rest', () => {
  it("collects a pool thread's garbage once it has answered and had no work since", async () => {
    const worker = typeScriptWorker(new URL('../testing/busy-worker.ts', import.meta.url));
    const pool = createWorkerPool<BusyRequest, BusyPiece>({
      name: 'rest test',
      entry: worker.entry,
      workerData: worker.workerData,
      stallMs: 10_000,
      size: 1,
    });
    const garbageFile = marker('thread');
    await pool.run({ ms: 10, garbageFile });
    // Nothing runs in the thread now: only the collection at rest finds the buffer unreachable.
    await waitFor(() => expect(fs.readFileSync(garbageFile, 'utf8')).toBe('collected'), 500);
  });

  it('collects once all the work under way has ended and none has started for the span', () => {
    vi.useFakeTimers();
    try {
      const collect = vi.fn();
      const rest = collectAtRest(1000, collect);
      rest.started();
      rest.started();
      rest.ended();
      vi.advanceTimersByTime(5000);
      expect(collect).not.toHaveBeenCalled(); // one piece of work is still under way
      rest.ended();
      vi.advanceTimersByTime(900);
      rest.started(); // work came before the span was over
      vi.advanceTimersByTime(5000);
      expect(collect).not.toHaveBeenCalled();
      rest.ended();
      vi.advanceTimersByTime(1000);
      expect(collect).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(60_000);
      expect(collect).toHaveBeenCalledTimes(1); // once per quiet spell
    } finally {
      vi.useRealTimers();
    }
  });
});

import os from 'node:os';
import { Worker, type TransferListItem } from 'node:worker_threads';
import { currentLane, FairQueue, isBackground, laneSignal } from './fair-share.js';

/**
 * Worker threads, one per core, for work that must not block the server's event loop (Flite, the
 * mix's sample arithmetic). Started on first use, or all at once by `start` (the warm-up after the
 * server starts, record 122); an idle worker is unref'd so it does not keep
 * the process (or a test run) alive, a busy one is referenced. Users' jobs take turns, and a
 * cancelled job's waiting pieces leave the queue (fair-share.ts). A crashed or stuck worker fails its job and is replaced.
 *
 * A worker receives `{ id, request }` and answers `{ id, result }` or `{ id, error }`.
 */
export interface WorkerPool<Req, Res> {
  run(request: Req, transfer?: readonly TransferListItem[]): Promise<Res>;
  /** Starts every thread now, if not yet started; how many the pool has. */
  start(): number;
}

interface Job<Req, Res> {
  id: number;
  /** The lane it was asked for in (fair-share.ts). */
  lane: string;
  request: Req;
  transfer: readonly TransferListItem[];
  resolve: (result: Res) => void;
  reject: (error: Error) => void;
}

interface Slot<Req, Res> {
  worker: Worker;
  /** A reserve worker: it takes only a piece of a lane that has none running here. */
  reserve: boolean;
  job: Job<Req, Res> | null;
  timer?: NodeJS.Timeout;
}

/** A TypeScript module run in a worker: a plain-JavaScript boot file registers the loader first. */
export function typeScriptWorker(
  module: URL,
  options: { niceness?: number } = {},
): { entry: URL; workerData: { module: string; niceness?: number } } {
  return {
    entry: new URL('./typescript-worker.mjs', import.meta.url),
    workerData: { module: module.href, ...options },
  };
}

export function createWorkerPool<Req, Res>(options: {
  name: string;
  entry: URL;
  workerData?: unknown;
  timeoutMs: number;
  /** Workers at most; one per core unless said otherwise. */
  size?: number;
  /**
   * Workers besides those, each kept for a lane with no piece running in the pool (and for the
   * background, so the warm-up reaches them): a user's piece then starts at once behind another
   * user's long pieces, sharing the cores, instead of waiting for one to end (record 131).
   */
  reserve?: number;
}): WorkerPool<Req, Res> {
  const size = Math.max(1, options.size ?? os.availableParallelism());
  const reserve = options.reserve ?? 0;
  const slots: Slot<Req, Res>[] = [];
  const queue = new FairQueue<Job<Req, Res>>();
  let nextId = 1;

  function startSlot(reserved: boolean): Slot<Req, Res> {
    const slot: Slot<Req, Res> = {
      worker: new Worker(options.entry, { workerData: options.workerData, name: options.name }),
      reserve: reserved,
      job: null,
    };
    slot.worker.on('message', (msg: { id: number; result?: Res; error?: string }) => {
      const job = slot.job;
      if (!job || job.id !== msg.id) return;
      finish(slot);
      if (msg.error === undefined) job.resolve(msg.result as Res);
      else job.reject(new Error(msg.error));
    });
    slot.worker.on('error', (error) => replace(slot, error));
    // After the listeners: adding a 'message' listener references the worker again.
    slot.worker.unref();
    return slot;
  }

  function finish(slot: Slot<Req, Res>): void {
    clearTimeout(slot.timer);
    slot.job = null;
    slot.worker.unref();
    pump();
  }

  function replace(slot: Slot<Req, Res>, error: Error): void {
    const job = slot.job;
    clearTimeout(slot.timer);
    void slot.worker.terminate();
    slots.splice(slots.indexOf(slot), 1, startSlot(slot.reserve));
    job?.reject(error);
    pump();
  }

  function start(): number {
    while (slots.length < size + reserve) slots.push(startSlot(slots.length >= size));
    return slots.length;
  }

  /** Lanes with a piece running here. */
  function busyLanes(): Set<string> {
    return new Set(slots.flatMap((slot) => (slot.job ? [slot.job.lane] : [])));
  }

  function pump(): void {
    start();
    for (const slot of slots) {
      if (slot.job) continue;
      const busy = slot.reserve ? busyLanes() : undefined;
      const job = busy ? queue.shift((lane) => isBackground(lane) || !busy.has(lane)) : queue.shift();
      if (!job) {
        if (queue.length === 0) return;
        continue;
      }
      slot.job = job;
      // Referenced while busy, so a caller awaiting the work is not ended under it.
      slot.worker.ref();
      slot.timer = setTimeout(() => replace(slot, new Error(`${options.name} timed out`)), options.timeoutMs);
      try {
        slot.worker.postMessage({ id: job.id, request: job.request }, job.transfer);
      } catch (error) {
        // A request that cannot be sent (a buffer already moved elsewhere) fails now, not at the time limit.
        finish(slot);
        job.reject(error as Error);
      }
    }
  }

  return {
    run(request, transfer = []) {
      laneSignal()?.throwIfAborted();
      return new Promise<Res>((resolve, reject) => {
        // A piece already in a thread finishes (it is short); a waiting one of a cancelled job leaves the queue.
        queue.push({ id: nextId++, lane: currentLane(), request, transfer, resolve, reject }, reject);
        pump();
      });
    },
    start,
  };
}

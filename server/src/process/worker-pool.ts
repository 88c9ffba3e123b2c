import os from 'node:os';
import { Worker, type TransferListItem } from 'node:worker_threads';
import {
  currentLane,
  FairQueue,
  holdCore,
  isBackground,
  laneSignal,
  onCoreReleased,
  yieldsCores,
} from './fair-share.js';

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
  /** A reserve worker: it takes only a piece of a lane with fewer pieces running here than there are reserves. */
  reserve: boolean;
  job: Job<Req, Res> | null;
  timer?: NodeJS.Timeout;
  /** Ends the job's hold on a core (fair-share.ts). */
  release?: () => void;
  /** When the thread was handed its job (performance.now()). */
  startedAt?: number;
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
   * Workers besides those, kept for a lane with fewer pieces running in the pool than this (and for
   * the background, so the warm-up reaches them): a user's first pieces then start at once behind
   * another user's long pieces, sharing the cores, instead of waiting for them to end (records 131
   * and 132).
   */
  reserve?: number;
  /** Told of each request a thread answered, with the seconds the thread spent on it (no waiting in line). */
  onDone?: (request: Req, result: Res, seconds: number) => void;
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
      const seconds = (performance.now() - (slot.startedAt ?? 0)) / 1000;
      finish(slot);
      if (msg.error === undefined) {
        options.onDone?.(job.request, msg.result as Res, seconds);
        job.resolve(msg.result as Res);
      } else job.reject(new Error(msg.error));
    });
    slot.worker.on('error', (error) => replace(slot, error));
    // After the listeners: adding a 'message' listener references the worker again.
    slot.worker.unref();
    return slot;
  }

  function finish(slot: Slot<Req, Res>): void {
    clearTimeout(slot.timer);
    slot.release?.();
    slot.job = null;
    slot.worker.unref();
    pump();
  }

  function replace(slot: Slot<Req, Res>, error: Error): void {
    const job = slot.job;
    clearTimeout(slot.timer);
    slot.release?.();
    void slot.worker.terminate();
    slots.splice(slots.indexOf(slot), 1, startSlot(slot.reserve));
    job?.reject(error);
    pump();
  }

  /**
   * A piece past its time limit fails now and a new thread takes the slot, but the old thread is
   * left to end its call and terminated only then: terminating a thread inside a native call (the
   * neural voice's inference in onnxruntime) aborts the whole process, not just the thread.
   */
  function abandon(slot: Slot<Req, Res>): void {
    const job = slot.job;
    slot.release?.();
    slot.job = null;
    slots.splice(slots.indexOf(slot), 1, startSlot(slot.reserve));
    const old = slot.worker;
    old.removeAllListeners('message').removeAllListeners('error');
    old.once('message', () => void old.terminate());
    // A thread that dies meanwhile has nothing left to stop.
    old.on('error', () => undefined);
    old.unref();
    job?.reject(new Error(`${options.name} timed out`));
    pump();
  }

  function start(): number {
    while (slots.length < size + reserve) slots.push(startSlot(slots.length >= size));
    return slots.length;
  }

  /** Pieces running here per lane. */
  function runningPerLane(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const slot of slots) if (slot.job) counts.set(slot.job.lane, (counts.get(slot.job.lane) ?? 0) + 1);
    return counts;
  }

  function pump(): void {
    start();
    for (const slot of slots) {
      if (slot.job) continue;
      const running = slot.reserve ? runningPerLane() : undefined;
      const job = queue.shift(
        (lane) => (!running || isBackground(lane) || (running.get(lane) ?? 0) < reserve) && !yieldsCores(lane, size),
      );
      if (!job) {
        if (queue.length === 0) return;
        continue;
      }
      slot.job = job;
      slot.startedAt = performance.now();
      slot.release = holdCore(job.lane);
      // Referenced while busy, so a caller awaiting the work is not ended under it.
      slot.worker.ref();
      slot.timer = setTimeout(() => abandon(slot), options.timeoutMs);
      try {
        slot.worker.postMessage({ id: job.id, request: job.request }, job.transfer);
      } catch (error) {
        // A request that cannot be sent (a buffer already moved elsewhere) fails now, not at the time limit.
        finish(slot);
        job.reject(error as Error);
      }
    }
  }

  // Work a lane held back for a lighter one's may start once that ends.
  onCoreReleased(() => {
    if (queue.length > 0) pump();
  });

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

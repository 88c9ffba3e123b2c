import { AsyncResource } from 'node:async_hooks';
import { fork } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker, type TransferListItem } from 'node:worker_threads';
import {
  currentLane,
  FairQueue,
  holdCore,
  inBackground,
  isBackground,
  laneSignal,
  onCoreReleased,
  takeInHand,
  yieldsCores,
} from './fair-share.js';
import { cpuTicks, progressWatch } from './progress.mjs';
import { residentMb } from './resident-memory.js';

/**
 * Workers, one per core, for work that must not block the server's event loop (the offline
 * engines, the mix's sample arithmetic): worker threads, or child processes for native code that
 * must be stoppable (the neural voice's ONNX Runtime, record 158). Started as work needs them, or all
 * at once by `start` (the warm-up after the server starts, record 122); an idle worker is unref'd so
 * it does not keep the process (or a test run) alive, a busy one is referenced. Users' jobs take
 * turns, and a cancelled job's waiting pieces leave the queue (fair-share.ts).
 *
 * A piece is never failed for its time (record 158): a worker that makes progress (its CPU time
 * grows, or its event loop is free and says so each second) may take as long as a busy machine
 * makes it. One that makes none for `stallMs` (scaled to the machine's load) has stopped: it is
 * ended first, then replaced, and its piece runs again once on the new one. So is a worker that
 * crashes. A piece that stops a second worker fails.
 *
 * A worker receives `{ id, request }` and answers `{ id, result }` or `{ id, error }` (pool-worker.ts).
 */
export interface WorkerPool<Req, Res> {
  run(request: Req, transfer?: readonly TransferListItem[]): Promise<Res>;
  /** Starts the workers it keeps (every one, unless it rests), if not yet started; how many it has. */
  start(): number;
  /** How many workers are started. */
  started(): number;
}

interface Job<Req, Res> {
  id: number;
  /** The lane it was asked for in (fair-share.ts). */
  lane: string;
  request: Req;
  transfer: readonly TransferListItem[];
  resolve: (result: Res) => void;
  reject: (error: Error) => void;
  /** Queues it again in its own lane, once: its worker stopped or crashed under it. */
  retry?: () => void;
}

/** What a pool's workers send: an answer, where their CPU time is read, or a heartbeat. */
type Message<Res> = { id: number; result?: Res; error?: string } | { progress: string } | { beat: true };

/** A worker thread or a child process, as the pool uses either. */
interface Host {
  post(message: object, transfer: readonly TransferListItem[]): void;
  ref(): void;
  unref(): void;
  /** Ends it now; it reports nothing more. */
  stop(): void;
  /** Its /proc stat file, where its CPU time is read, once known. */
  statFile?: string;
  /** A child process's resident memory, in MB. */
  rssMb?(): number;
}

interface Slot<Req, Res> {
  host: Host;
  /** A reserve worker: it takes only a piece of a lane with fewer pieces running here than there are reserves. */
  reserve: boolean;
  job: Job<Req, Res> | null;
  /** Ends the job's hold on a core (fair-share.ts). */
  release?: () => void;
  /** When the worker was handed its job (performance.now()). */
  startedAt?: number;
  watch?: ReturnType<typeof progressWatch>;
  /** A heartbeat came since the last check. */
  beat: boolean;
  /** When it last ended a piece, or started (performance.now()). */
  idleSince: number;
  /** Pieces it answered: after its first, what it loads then (a neural process's model) is loaded. */
  answered: number;
}

/** A TypeScript module run in a worker: a plain-JavaScript boot file registers the loader first. */
export function typeScriptWorker(
  module: URL,
  options: { niceness?: number; title?: string } = {},
): { entry: URL; workerData: { module: string; niceness?: number; title?: string } } {
  return {
    entry: new URL('./typescript-worker.mjs', import.meta.url),
    workerData: { module: module.href, ...options },
  };
}

const CHILD_BOOT = fileURLToPath(new URL('./typescript-child.mjs', import.meta.url));
/** How often busy workers are checked for progress. */
const CHECK_MS = 1000;

function threadHost(entry: URL, workerData: unknown, name: string, events: HostEvents): Host {
  const worker = new Worker(entry, { workerData, name });
  worker.on('message', events.message);
  worker.on('error', events.failed);
  return {
    post: (message, transfer) => worker.postMessage(message, transfer),
    ref: () => worker.ref(),
    unref: () => worker.unref(),
    stop: () => {
      // Whatever it says from now on is not news, an error included (unheard, it would end the server).
      worker
        .removeAllListeners('message')
        .removeAllListeners('error')
        .on('error', () => undefined);
      void worker.terminate();
    },
  };
}

/**
 * A child process: the server's flags are not passed on (a loader, a profiler), and its channel
 * copies buffers (advanced serialization keeps typed arrays typed). It ends with the server: when
 * the channel closes (typescript-child.mjs), or at once when the server stops it.
 */
function processHost(workerData: unknown, events: HostEvents): Host {
  const child = fork(CHILD_BOOT, [JSON.stringify(workerData)], {
    execArgv: [],
    // The server's fixed mmap threshold is not passed on: set for every process it made the work 70 %
    // slower, most likely in the neural voice's ONNX Runtime (records 167, 168).
    env: Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'MALLOC_MMAP_THRESHOLD_')),
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child.on('message', events.message);
  child.on('error', events.failed);
  child.on('exit', (code, signal) => events.failed(new Error(`its process ended (${signal ?? code})`)));
  return {
    post: (message) => void (child.connected && child.send(message)),
    ref: () => (child.ref(), child.channel?.ref()),
    unref: () => (child.unref(), child.channel?.unref()),
    stop: () => {
      child.removeAllListeners('message').removeAllListeners('exit').removeAllListeners('error');
      child.on('error', () => undefined);
      child.kill('SIGKILL');
    },
    statFile: `/proc/${child.pid}/stat`,
    rssMb: () => residentMb(child.pid!),
  };
}

interface HostEvents {
  message: (message: Message<unknown>) => void;
  failed: (error: Error) => void;
}

export function createWorkerPool<Req, Res>(options: {
  name: string;
  entry: URL;
  workerData?: unknown;
  /** Child processes rather than threads: for native code that must be stoppable at any moment. */
  processes?: boolean;
  /**
   * A child process whose resident memory has passed this once it answers is replaced by a fresh
   * one (record 162): what the allocator kept after a piece is given back, at the cost of a start.
   */
  recycleAboveMb?: number;
  /**
   * Workers it keeps once none has had work for `afterMs` (record 164): those beyond `keep` end,
   * and a kept child process that has answered pieces and holds more than `renewAboveMb` is
   * replaced by a fresh one, which is given `warm()` to answer at once (in the background lane), so
   * the next piece finds what it loads loaded. Without it every worker started stays.
   */
  rest?: { keep: number; afterMs: number; renewAboveMb?: number; warm?: () => Req | undefined };
  /** The span without progress after which a worker has stopped, scaled to the machine's load. */
  stallMs: number;
  /** Workers at most; one per core unless said otherwise. */
  size?: number;
  /**
   * Workers besides those, kept for a lane with fewer pieces running in the pool than this (and for
   * the background, so the warm-up reaches them): a user's first pieces then start at once behind
   * another user's long pieces, sharing the cores, instead of waiting for them to end (records 131
   * and 132).
   */
  reserve?: number;
  /** Told of each request a worker answered, with the seconds it spent on it (no waiting in line). */
  onDone?: (request: Req, result: Res, seconds: number) => void;
}): WorkerPool<Req, Res> {
  const size = Math.max(1, options.size ?? os.availableParallelism());
  const reserve = options.reserve ?? 0;
  const slots: Slot<Req, Res>[] = [];
  const queue = new FairQueue<Job<Req, Res>>();
  let nextId = 1;
  let watching: NodeJS.Timeout | undefined;
  let resting: NodeJS.Timeout | undefined;

  function startSlot(reserved: boolean): Slot<Req, Res> {
    const events: HostEvents = {
      message: (msg) => answered(slot, msg as Message<Res>),
      failed: (error) => lost(slot, `${options.name} failed: ${error.message}`),
    };
    const host = options.processes
      ? processHost(options.workerData, events)
      : threadHost(options.entry, options.workerData, options.name, events);
    const slot: Slot<Req, Res> = {
      host,
      reserve: reserved,
      job: null,
      beat: false,
      idleSince: performance.now(),
      answered: 0,
    };
    // After the listeners: adding a 'message' listener references a thread again.
    host.unref();
    return slot;
  }

  function answered(slot: Slot<Req, Res>, msg: Message<Res>): void {
    if ('progress' in msg) return void (slot.host.statFile = msg.progress);
    if ('beat' in msg) return void (slot.beat = true);
    const job = slot.job;
    if (!job || job.id !== msg.id) return;
    slot.answered++;
    const seconds = (performance.now() - (slot.startedAt ?? 0)) / 1000;
    if (outgrown(slot)) {
      replace(slot);
      pump();
      restLater();
    } else finish(slot);
    if (msg.error === undefined) {
      options.onDone?.(job.request, msg.result as Res, seconds);
      job.resolve(msg.result as Res);
    } else job.reject(new Error(msg.error));
  }

  function finish(slot: Slot<Req, Res>): void {
    slot.release?.();
    slot.job = null;
    slot.watch = undefined;
    slot.idleSince = performance.now();
    slot.host.unref();
    pump();
    if (!slot.job) restLater();
  }

  /** Once no worker has had work for a while, the workers beyond those kept end. */
  function restLater(delayMs = options.rest?.afterMs): void {
    if (!options.rest || resting) return;
    resting = setTimeout(settle, delayMs);
    resting.unref();
  }

  function settle(): void {
    resting = undefined;
    const { keep, afterMs, renewAboveMb, warm } = options.rest!;
    // Busy ones call again when they end.
    if (slots.some((slot) => slot.job)) return;
    // Looked at again when the last to end has rested its span, not a whole span from now.
    const restedFor = performance.now() - Math.max(...slots.map((slot) => slot.idleSince));
    if (restedFor < afterMs) return restLater(afterMs - restedFor);
    // Kept: warm ones (the first piece on a cold one pays for its start), those holding least.
    const held = (slot: Slot<Req, Res>) => slot.host.rssMb?.() ?? 0;
    const warmth = (slot: Slot<Req, Res>) => Math.min(slot.answered, 1);
    const ending = [...slots].sort((a, b) => warmth(a) - warmth(b) || held(b) - held(a));
    for (const slot of ending.slice(0, Math.max(0, slots.length - keep))) {
      slots.splice(slots.indexOf(slot), 1);
      slot.host.stop();
    }
    // One that has only answered its warm-up is not renewed again: it holds what a fresh one does.
    const grown = slots.filter((slot) => slot.answered > 1 && renewAboveMb !== undefined && held(slot) > renewAboveMb);
    for (const slot of grown) replace(slot);
    const request = grown.length > 0 ? warm?.() : undefined;
    if (request !== undefined) void inBackground(() => pool.run(request)).catch(() => undefined);
  }

  /** Whether a child process holds more than it may, now that it has answered (record 162). */
  const outgrown = (slot: Slot<Req, Res>) =>
    options.recycleAboveMb !== undefined && (slot.host.rssMb?.() ?? 0) > options.recycleAboveMb;

  /**
   * Ends a worker, then puts a fresh one in its place: the old one never runs beside the new. False
   * when it had been replaced already.
   */
  function replace(slot: Slot<Req, Res>): boolean {
    const at = slots.indexOf(slot);
    if (at < 0) return false;
    slot.release?.();
    slot.host.stop();
    slots.splice(at, 1, startSlot(slot.reserve));
    return true;
  }

  /**
   * A worker that crashed or stopped making progress is replaced, and its piece runs again once.
   */
  function lost(slot: Slot<Req, Res>, why: string): void {
    const job = slot.job;
    if (!replace(slot)) return;
    if (job?.retry) {
      const retry = job.retry;
      job.retry = undefined;
      retry();
    } else job?.reject(new Error(why));
    pump();
  }

  function watch(): void {
    if (watching) return;
    watching = setInterval(() => {
      let busy = false;
      for (const slot of [...slots]) {
        if (!slot.job || !slot.watch) continue;
        busy = true;
        const ticks = slot.host.statFile ? cpuTicks(slot.host.statFile) : undefined;
        const stalled = slot.watch.check(ticks, slot.beat);
        slot.beat = false;
        if (stalled) lost(slot, `${options.name} stopped: no progress in ${stalled} s`);
      }
      if (!busy) {
        clearInterval(watching);
        watching = undefined;
      }
    }, CHECK_MS);
    watching.unref();
  }

  function start(): number {
    const wanted = options.rest ? Math.min(options.rest.keep, size + reserve) : size + reserve;
    while (slots.length < wanted) slots.push(startSlot(slots.length >= size));
    return slots.length;
  }

  /** Pieces running here per lane. */
  function runningPerLane(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const slot of slots) if (slot.job) counts.set(slot.job.lane, (counts.get(slot.job.lane) ?? 0) + 1);
    return counts;
  }

  /**
   * Starts workers for the waiting pieces that idle ones cannot take, up to the pool's size: a node
   * that has not warmed up (a test's app, WARM_UP=false) boots the one worker a single request needs,
   * not every one (each is about a second of CPU: a thread, its spawner and its engine process, or
   * a neural process and its model).
   */
  function grow(): void {
    let wanted = queue.length - slots.filter((slot) => !slot.job).length;
    while (wanted-- > 0 && slots.length < size + reserve) slots.push(startSlot(slots.length >= size));
  }

  function pump(): void {
    grow();
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
      slot.watch = progressWatch(options.stallMs);
      slot.beat = false;
      watch();
      // Referenced while busy, so a caller awaiting the work is not ended under it.
      slot.host.ref();
      try {
        slot.host.post({ id: job.id, request: job.request }, job.transfer);
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

  const pool: WorkerPool<Req, Res> = {
    run(request, transfer = []) {
      laneSignal()?.throwIfAborted();
      const done = takeInHand();
      return new Promise<Res>((resolve, reject) => {
        const job: Job<Req, Res> = { id: nextId++, lane: currentLane(), request, transfer, resolve, reject };
        // A piece already in a worker finishes (it is short); a waiting one of a cancelled job leaves the queue.
        const enqueue = () => {
          const signal = laneSignal();
          if (signal?.aborted) return reject(signal.reason as Error);
          queue.push(job, reject);
          pump();
        };
        // Bound to this lane, so a retry queues where the piece was asked for.
        job.retry = AsyncResource.bind(enqueue);
        enqueue();
      }).finally(done);
    },
    start,
    started: () => slots.length,
  };
  return pool;
}

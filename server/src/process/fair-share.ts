import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Fair shares of the machine's threads and ffmpeg runs between users, and a way to stop a job's
 * pieces (record 102). The job worker runs each job inside `inLane(userId, …, signal)`; wherever its
 * work then waits for a worker (the offline engines' threads, the mix's arithmetic, the ffmpeg
 * limit) it queues in that user's lane. A free worker goes to the waiting lane whose user has the
 * fewest tasks under way, lanes with as many taking turns: a user's single message goes ahead of
 * another user's flood, which still gets every worker no one else is waiting for. Someone listening
 * (a preview, in its own lane: `listeningLane`) goes before them all (record 170). When the job is
 * cancelled, its pieces still waiting leave the queues at once and its ffmpeg runs are killed.
 */
interface Lane {
  key: string;
  signal?: AbortSignal;
  pulse?: JobPulse;
}

/**
 * How a running job shows it is alive (record 161): the pieces and audio runs it has in hand
 * (waiting for a core or running: each has its own stop detection), and when it last moved (a
 * piece taken or ended, its progress or stage said). A job with nothing in hand that has not moved
 * for a while waits for something that will never come.
 */
export interface JobPulse {
  inHand: number;
  lastSign: number;
}

export const newPulse = (): JobPulse => ({ inHand: 0, lastSign: performance.now() });

/**
 * Notes a piece or audio run the current job has taken in hand (queued for a worker, or running);
 * the function it answers notes its end (once). Both count as the job moving.
 */
export function takeInHand(): () => void {
  const pulse = lanes.getStore()?.pulse;
  if (!pulse) return () => {};
  pulse.inHand++;
  pulse.lastSign = performance.now();
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    pulse.inHand--;
    pulse.lastSign = performance.now();
  };
}

const lanes = new AsyncLocalStorage<Lane>();
/** Tasks under way per lane (a task is one inLane call: one job being run). */
const active = new Map<string, number>();

export async function inLane<T>(
  key: string,
  work: () => Promise<T>,
  signal?: AbortSignal,
  pulse?: JobPulse,
): Promise<T> {
  active.set(key, (active.get(key) ?? 0) + 1);
  try {
    return await lanes.run({ key, signal, pulse }, work);
  } finally {
    const left = (active.get(key) ?? 1) - 1;
    if (left > 0) active.set(key, left);
    else active.delete(key);
  }
}

/** Jobs running in lanes on this node now: how busy its cores are about to be (a split encode's part count). */
export function tasksUnderWay(): number {
  let tasks = 0;
  for (const count of active.values()) tasks += count;
  return tasks;
}

/**
 * The lane of work nobody waits for (the warm-up after start, voice previews missing at start;
 * record 122): it gets a worker or an ffmpeg place only when no other lane is waiting, so it delays
 * a user's job by at most the piece already running. Its processes keep the usual niceness: a
 * user's job may join its work (the same track's decode), and must not wait for a starved process.
 */
const BACKGROUND = '(background)';

export function inBackground<T>(work: () => Promise<T>): Promise<T> {
  return inLane(BACKGROUND, work);
}

const LISTENING = ' (listening)';

/**
 * The lane of a user's preview (record 170): someone is listening as it is made, so its pieces go
 * before every other user's work, which still gets the cores the listener leaves. Its own lane, not
 * the user's: the user's messages under way are not carried ahead with it.
 */
export const listeningLane = (userId: string): string => `${userId}${LISTENING}`;

const isListening = (lane: string): boolean => lane.endsWith(LISTENING);

/** The lane this code runs in ('' outside any): a worker pool notes whose pieces its threads hold. */
export function currentLane(): string {
  return lanes.getStore()?.key ?? '';
}

/** Whether `lane` is the background's, which may use what no user is waiting for. */
export const isBackground = (lane: string): boolean => lane === BACKGROUND;

/** CPU work running now per lane: pieces in worker threads, audio programs' runs. */
const holding = new Map<string, number>();
/**
 * Work that ended a moment ago, per lane: heavier lanes count it as still running for
 * `HANDOVER_MS`, the time a job takes to hand its next piece to the pool. Without it, the core a
 * quiet user's piece frees between two of its pieces went to the heavier lane waiting for it.
 */
const ending = new Map<string, number>();
const HANDOVER_MS = 50;
const releaseListeners = new Set<() => void>();

const add = (counts: Map<string, number>, lane: string, by: number) => {
  const count = (counts.get(lane) ?? 0) + by;
  if (count > 0) counts.set(lane, count);
  else counts.delete(lane);
};
const notifyReleased = () => {
  for (const listener of releaseListeners) listener();
};

/**
 * Notes that `lane` has started CPU work (a piece in a thread, an ffmpeg run); the function it
 * answers notes the end (once), and lets the pools start the work they held back (`yieldsCores`).
 * Work outside any lane is not counted: it is no user's, and nobody yields to it.
 */
export function holdCore(lane: string): () => void {
  if (lane === '') return () => {};
  add(holding, lane, 1);
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    add(holding, lane, -1);
    add(ending, lane, 1);
    setTimeout(() => {
      add(ending, lane, -1);
      notifyReleased();
    }, HANDOVER_MS).unref();
    notifyReleased();
  };
}

/** Calls `listener` whenever CPU work noted by `holdCore` ends, in any lane. */
export function onCoreReleased(listener: () => void): void {
  releaseListeners.add(listener);
}

/** Lanes in classes, first served first: someone listening, users' work, the background. */
const classOf = (lane: string): number => (isListening(lane) ? 0 : isBackground(lane) ? 2 : 1);

/** Whether lane `a` comes before lane `b`: its class first, then fewer tasks under way. */
function lighter(a: string, b: string): boolean {
  if (classOf(a) !== classOf(b)) return classOf(a) < classOf(b);
  return (active.get(a) ?? 0) < (active.get(b) ?? 0);
}

/**
 * Whether `lane` must leave the cores to a lighter one now: all `cores` are taken and a lighter
 * lane (a listener's, or one with fewer tasks under way) holds some of them (record 132). A piece
 * cannot be interrupted once it runs, and threads at one niceness share the cores equally: without
 * this, a user's second job starts another long neural piece beside a quiet user's single one,
 * and the quiet user's piece (or mix, at batch niceness) runs at two thirds of a core or less
 * instead of a whole one.
 */
export function yieldsCores(lane: string, cores: number): boolean {
  let taken = 0;
  let lighterHolds = false;
  for (const [other, count] of holding) {
    taken += count;
    if (lighter(other, lane)) lighterHolds = true;
  }
  // Work just ended holds its core for the lighter lanes' handover only.
  for (const [other, count] of ending) {
    if (!lighter(other, lane)) continue;
    taken += count;
    lighterHolds = true;
  }
  return lighterHolds && taken >= cores;
}

/** The cancellation signal of the job this code runs for, if any. */
export function laneSignal(): AbortSignal | undefined {
  return lanes.getStore()?.signal;
}

/**
 * Calls `stop` with the reason if the current job is cancelled while `work` runs; rethrows the
 * cancellation (an AppError the job answers with) rather than the error the stopped work gave.
 */
export async function stopOnCancel<T>(work: Promise<T>, stop: () => void): Promise<T> {
  const signal = laneSignal();
  if (!signal) return work;
  const onAbort = () => stop();
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    return await work;
  } catch (error) {
    throw signal.aborted ? (signal.reason as Error) : error;
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

interface Waiting<T> {
  item: T;
  /** Stops listening for the job's cancellation once the item has left the queue. */
  forget: () => void;
}

/** First in, first out within a lane. Work outside any lane shares one lane. */
export class FairQueue<T> {
  private readonly waiting = new Map<string, Waiting<T>[]>();
  private count = 0;

  get length(): number {
    return this.count;
  }

  /**
   * Queues `item` in the current lane. If the lane's job is cancelled before the item's turn, the
   * item leaves the queue and `onCancel` gets the reason.
   */
  push(item: T, onCancel?: (reason: Error) => void): void {
    const lane = lanes.getStore();
    const key = lane?.key ?? '';
    const signal = lane?.signal;
    const entry: Waiting<T> = { item, forget: () => {} };
    if (signal && onCancel) {
      const cancel = () => {
        if (this.remove(key, entry)) onCancel(signal.reason as Error);
      };
      signal.addEventListener('abort', cancel, { once: true });
      entry.forget = () => signal.removeEventListener('abort', cancel);
    }
    const queue = this.waiting.get(key);
    if (queue) queue.push(entry);
    else this.waiting.set(key, [entry]);
    this.count++;
  }

  /** The next item in turn, from the lanes `eligible` accepts (all unless said). */
  shift(eligible: (lane: string) => boolean = () => true): T | undefined {
    // Map order is turn order; the lightest lane wins, the first of equals on a tie; the background last.
    let chosen: string | undefined;
    for (const lane of this.waiting.keys()) {
      if (eligible(lane) && (chosen === undefined || lighter(lane, chosen))) chosen = lane;
    }
    if (chosen === undefined) return undefined;
    const queue = this.waiting.get(chosen)!;
    const entry = queue.shift()!;
    this.waiting.delete(chosen);
    if (queue.length > 0) this.waiting.set(chosen, queue); // to the back of the line
    this.count--;
    entry.forget();
    return entry.item;
  }

  private remove(key: string, entry: Waiting<T>): boolean {
    const queue = this.waiting.get(key);
    const at = queue?.indexOf(entry) ?? -1;
    if (!queue || at < 0) return false;
    queue.splice(at, 1);
    if (queue.length === 0) this.waiting.delete(key);
    this.count--;
    return true;
  }
}

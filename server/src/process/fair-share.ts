import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Fair shares of the machine's workers between users (decisions 030). Work started inside
 * `inLane(userId, …)` queues in that user's lane wherever it waits for a worker (the offline
 * engine's threads, the ffmpeg limit). A free worker goes to the waiting lane whose user has the
 * fewest tasks under way, lanes with as many taking turns: a user's single message goes ahead of
 * another user's flood, which still gets every worker no one else is waiting for.
 */
const lanes = new AsyncLocalStorage<string>();
/** Tasks under way per lane (a task is one inLane call: one message being made). */
const active = new Map<string, number>();

export async function inLane<T>(key: string, work: () => Promise<T>): Promise<T> {
  active.set(key, (active.get(key) ?? 0) + 1);
  try {
    return await lanes.run(key, work);
  } finally {
    const left = (active.get(key) ?? 1) - 1;
    if (left > 0) active.set(key, left);
    else active.delete(key);
  }
}

/** First in, first out within a lane. Work outside any lane shares one lane. */
export class FairQueue<T> {
  private readonly waiting = new Map<string, T[]>();
  private count = 0;

  get length(): number {
    return this.count;
  }

  push(item: T, lane = lanes.getStore() ?? ''): void {
    const queue = this.waiting.get(lane);
    if (queue) queue.push(item);
    else this.waiting.set(lane, [item]);
    this.count++;
  }

  shift(): T | undefined {
    // Map order is turn order; the lightest lane wins, the first of equals on a tie.
    let chosen: string | undefined;
    for (const lane of this.waiting.keys()) {
      if (chosen === undefined || (active.get(lane) ?? 0) < (active.get(chosen) ?? 0)) chosen = lane;
    }
    if (chosen === undefined) return undefined;
    const queue = this.waiting.get(chosen)!;
    const item = queue.shift();
    this.waiting.delete(chosen);
    if (queue.length > 0) this.waiting.set(chosen, queue); // to the back of the line
    this.count--;
    return item;
  }
}

import type { Db } from '../db/client.js';
import { readOutcomes } from './job-store.js';
import type { JobOutcome } from './job-types.js';

/**
 * Requests waiting for jobs. A waiter is a job id and a callback, never the work. Jobs this node
 * runs report at once (settle); jobs another node runs are found by one query every `pollMs` for
 * all waited ids together, so 200 waiting requests cost one query, not 200.
 */
export interface JobWaiter {
  /** Resolves with the outcome, or null once `timeoutMs` passed first. */
  wait(id: string, timeoutMs?: number): Promise<JobOutcome | null>;
  settle(id: string, outcome: JobOutcome): void;
  stop(): void;
}

export function createJobWaiter(db: Db, pollMs: number, onError: (error: unknown) => void): JobWaiter {
  const waiting = new Map<string, Set<(outcome: JobOutcome | null) => void>>();
  let timer: NodeJS.Timeout | undefined;

  function settle(id: string, outcome: JobOutcome | null): void {
    const listeners = waiting.get(id);
    if (!listeners) return;
    waiting.delete(id);
    for (const listener of listeners) listener(outcome);
    if (waiting.size === 0) stopPolling();
  }

  async function poll(): Promise<void> {
    const outcomes = await readOutcomes(db, [...waiting.keys()]);
    for (const [id, outcome] of outcomes) settle(id, outcome);
  }

  function stopPolling(): void {
    clearInterval(timer);
    timer = undefined;
  }

  function startPolling(): void {
    if (timer) return;
    timer = setInterval(() => void poll().catch(onError), pollMs);
  }

  return {
    wait(id, timeoutMs) {
      return new Promise<JobOutcome | null>((resolve) => {
        let timeout: NodeJS.Timeout | undefined;
        const listener = (outcome: JobOutcome | null) => {
          clearTimeout(timeout);
          resolve(outcome);
        };
        const listeners = waiting.get(id) ?? new Set();
        listeners.add(listener);
        waiting.set(id, listeners);
        if (timeoutMs !== undefined) {
          timeout = setTimeout(() => {
            listeners.delete(listener);
            if (listeners.size === 0) waiting.delete(id);
            if (waiting.size === 0) stopPolling();
            resolve(null);
          }, timeoutMs);
        }
        startPolling();
        // The job may have finished before the listener was added.
        void readOutcomes(db, [id]).then((found) => {
          const outcome = found.get(id);
          if (outcome) settle(id, outcome);
        }, onError);
      });
    },
    settle,
    stop() {
      stopPolling();
      for (const id of [...waiting.keys()]) settle(id, null);
    },
  };
}

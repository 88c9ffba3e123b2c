import type { Db } from '../db/client.js';
import { readOutcomes } from './job-store.js';
import type { JobSignals } from './job-signals.js';
import type { JobOutcome } from './job-types.js';

/**
 * Requests waiting for jobs. A waiter is a job id and a callback, never the work. Jobs this node
 * runs report at once (settle); a job another node settles is read when its `settled` signal
 * arrives (record 104), the signals of one moment in one query. A slow poll every `pollMs` reads
 * all waited ids together in case a signal was lost, and so does each reconnect of the signals.
 */
export interface JobWaiter {
  /** Resolves with the outcome, or null once `timeoutMs` passed first. */
  wait(id: string, timeoutMs?: number): Promise<JobOutcome | null>;
  settle(id: string, outcome: JobOutcome): void;
  stop(): void;
}

export function createJobWaiter(
  db: Db,
  signals: JobSignals,
  pollMs: number,
  onError: (error: unknown) => void,
): JobWaiter {
  const waiting = new Map<string, Set<(outcome: JobOutcome | null) => void>>();
  const due = new Set<string>();
  let reading = false;
  let timer: NodeJS.Timeout | undefined;

  function settle(id: string, outcome: JobOutcome | null): void {
    const listeners = waiting.get(id);
    if (!listeners) return;
    waiting.delete(id);
    for (const listener of listeners) listener(outcome);
    if (waiting.size === 0) stopPolling();
  }

  /** Reads the outcomes of `ids` that are still waited on: one query for those asked within one turn. */
  function check(ids: Iterable<string>): void {
    for (const id of ids) if (waiting.has(id)) due.add(id);
    if (due.size === 0 || reading) return;
    reading = true;
    setImmediate(() => {
      const batch = [...due].filter((id) => waiting.has(id));
      due.clear();
      readOutcomes(db, batch)
        .then((outcomes) => {
          for (const [id, outcome] of outcomes) settle(id, outcome);
        }, onError)
        .finally(() => {
          reading = false;
          // Signals that came while the query ran.
          if (due.size > 0) check([]);
        });
    });
  }

  const unsubscribe = [signals.onSettled((id) => check([id])), signals.onResumed(() => check(waiting.keys()))];

  function stopPolling(): void {
    clearInterval(timer);
    timer = undefined;
  }

  function startPolling(): void {
    if (timer) return;
    timer = setInterval(() => check(waiting.keys()), pollMs);
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
        check([id]);
      });
    },
    settle,
    stop() {
      for (const off of unsubscribe) off();
      stopPolling();
      for (const id of [...waiting.keys()]) settle(id, null);
    },
  };
}

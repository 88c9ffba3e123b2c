import { vi } from 'vitest';

/**
 * How long a test waits for an event (a job's state, a process that ends, a node that answers
 * again) before it says the event never came: a guard against a hang, never a speed check (record
 * 148). What takes a second on an idle machine took tens of seconds on a loaded 2-core one, where
 * vitest's own one-second default failed by chance. Under the suite's five minutes per test, so
 * the test's own message is the one seen. vitest.config.ts gives `expect.poll` the same.
 */
export const EVENT_WAIT_MS = 120_000;

/** Runs `check` until it returns without throwing (its value), every `interval` ms, for up to EVENT_WAIT_MS. */
export function waitFor<T>(check: () => T | Promise<T>, interval = 50): Promise<T> {
  return vi.waitFor(check, { timeout: EVENT_WAIT_MS, interval });
}

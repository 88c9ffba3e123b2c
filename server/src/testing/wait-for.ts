import { vi } from 'vitest';
import { EVENT_WAIT_MS } from './test-limits.js';

/** Runs `check` until it returns without throwing (its value), every `interval` ms, for up to EVENT_WAIT_MS. */
export function waitFor<T>(check: () => T | Promise<T>, interval = 50): Promise<T> {
  return vi.waitFor(check, { timeout: EVENT_WAIT_MS, interval });
}

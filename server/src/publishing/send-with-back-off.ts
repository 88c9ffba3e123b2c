import { setTimeout as sleep } from 'node:timers/promises';
import { PublishError } from './phone-system.js';

/**
 * A call to a phone system, tried again while the system says it is busy (429, 5xx, a dropped
 * connection): after what it asked (Retry-After), else 1, 2, 4, 8 and 16 seconds. A wait longer
 * than MAX_WAIT_MS, or a sixth busy answer, fails the prompt with the system's words: the publish
 * goes on with the others, and Retry sends it later. A refusal or a failure is not tried again.
 */
const TRIES = 6;
const FIRST_WAIT_MS = 1000;
const MAX_WAIT_MS = 60_000;

export async function sendWithBackOff<T>(call: () => Promise<T>, signal: AbortSignal): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof PublishError) || error.failure !== 'busy' || attempt === TRIES) throw error;
      const wait = error.retryAfterMs ?? FIRST_WAIT_MS * 2 ** (attempt - 1);
      if (wait > MAX_WAIT_MS) throw error;
      await sleep(wait, undefined, { signal });
    }
  }
}

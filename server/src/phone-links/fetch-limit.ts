import { messages } from '#common/messages.js';
import type { Db } from '../db/client.js';
import { AppError } from '../errors.js';
import { increment, secondsLeft } from '../rate-limit/counters.js';

/**
 * At most 120 fetches a minute per link (record 110). A phone system behind a cache (max-age=300)
 * stays far below it even on a busy line; beyond it is a loop or abuse, refused until the minute ends.
 */
const FETCHES_PER_MINUTE = 120;
const WINDOW_MS = 60_000;

/** Counts one fetch of the link, or refuses it with 429 and Retry-After. */
export async function countFetch(db: Db, linkId: string, now: Date): Promise<void> {
  const state = await increment(db, `phone-link:${linkId}`, now, WINDOW_MS, 1, FETCHES_PER_MINUTE);
  if (state.count > FETCHES_PER_MINUTE) {
    throw new AppError(429, messages.generic.tooManyRequests, {
      'retry-after': String(secondsLeft(state, now, WINDOW_MS)),
    });
  }
}

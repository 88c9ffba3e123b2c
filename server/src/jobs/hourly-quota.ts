import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import type { AppDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { increment, secondsLeft } from '../rate-limit/counters.js';

/** The kinds of audio work each user may ask for a limited number of times an hour (decisions 030). */
export type WorkKind = 'synthesis' | 'mix' | 'preview' | 'clone';

export const HOUR_MS = 60 * 60_000;

/** A 429 whose Retry-After and message both say when to try again. */
export function tooMany(template: string, values: Record<string, string | number>, retryAfter: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  return new AppError(429, formatMessage(template, { ...values, minutes }), { 'retry-after': String(retryAfter) });
}

/** Counts one `kind` for `userId` in this hour's window (shared by every process), or refuses it. */
export async function countHourly(deps: AppDeps, userId: string, kind: WorkKind): Promise<void> {
  const now = deps.clock.now();
  const limit = deps.config.quotas.perHour[kind];
  const state = await increment(deps.database.db, `quota:${kind}:${userId}`, now, HOUR_MS, 1, limit);
  if (state.count <= limit) return;
  throw tooMany(messages.quotas.hourly, { limit, what: messages.quotas.what[kind] }, secondsLeft(state, now, HOUR_MS));
}

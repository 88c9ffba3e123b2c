import { messages } from '#common/messages.js';
import type { AppDeps } from '../../deps.js';
import { increment, secondsLeft } from '../../rate-limit/counters.js';
import { serviceName, type StudioId } from './studio-error.js';
import { HOUR_MS, tooMany } from '../../jobs/hourly-quota.js';

/**
 * The operator pays Murf and ElevenLabs by the character (decisions 030): each user may spend a
 * share an hour, and all users together the operator's hourly allowance. Counted before the call,
 * only when the audio is not already cached.
 */
export async function chargeStudio(
  deps: AppDeps,
  service: StudioId,
  userId: string,
  characters: number,
): Promise<void> {
  const { db } = deps.database;
  const { studioCharsPerUserPerHour, studioCharsPerHour } = deps.config.quotas;
  const now = deps.clock.now();
  const values = { service: serviceName(service) };
  const mine = await increment(
    db,
    `studio:${service}:user:${userId}`,
    now,
    HOUR_MS,
    characters,
    studioCharsPerUserPerHour,
  );
  if (mine.count > studioCharsPerUserPerHour)
    throw tooMany(messages.quotas.studioUser, values, secondsLeft(mine, now, HOUR_MS));
  // Only a request within the user's share draws on the operator's allowance.
  const everyone = await increment(db, `studio:${service}:all`, now, HOUR_MS, characters, studioCharsPerHour);
  if (everyone.count > studioCharsPerHour)
    throw tooMany(messages.quotas.studioOperator, values, secondsLeft(everyone, now, HOUR_MS));
}

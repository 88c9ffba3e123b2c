import { LANGUAGE_GAP_SECONDS, otherLanguage } from '#common/bilingual.js';
import { messages } from '#common/messages.js';
import { countWords, estimateDurationSeconds } from '#common/script-stats.js';
import type { SavedScript } from '#common/schemas/scripts.js';
import type { z } from 'zod';
import type { saveScriptBody } from '#common/schemas/scripts.js';
import { savedScripts } from '../db/schema.js';
import type { ServiceContext } from '../deps.js';
import { AppError } from '../errors.js';
import { formatMessage } from '#common/format-message.js';
import { increment, secondsLeft } from '../rate-limit/counters.js';
import { toSavedScript } from './saved-script-shape.js';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Keeps a script for the user, with its word count and spoken length worked out here (record 054),
 * at most SAVED_SCRIPTS_PER_DAY in 24 hours (record 115): the list shows only today's few, so more
 * would only fill the database. Counted per save, so deleting scripts does not make room.
 */
export async function saveScript(
  ctx: ServiceContext,
  userId: string,
  body: z.output<typeof saveScriptBody>,
): Promise<SavedScript> {
  const now = ctx.clock.now();
  const limit = ctx.config.quotas.savedScriptsPerDay;
  const counted = await increment(ctx.database.db, `saved-scripts:${userId}`, now, DAY_MS, 1, limit);
  if (counted.count > limit) {
    const retryAfter = secondsLeft(counted, now, DAY_MS);
    const hours = Math.max(1, Math.ceil(retryAfter / 3600));
    throw new AppError(429, formatMessage(messages.scripts.tooManySaved, { limit, hours }), {
      'retry-after': String(retryAfter),
    });
  }
  const content = body.scriptContent.replace(/\r\n/g, '\n').trim();
  const language = body.language ?? 'en';
  const secondContent = body.secondScriptContent.replace(/\r\n/g, '\n');
  // A bilingual pair counts as the message says it: both languages and the silence between (record 145).
  const second = secondContent
    ? {
        words: countWords(secondContent),
        seconds:
          LANGUAGE_GAP_SECONDS + estimateDurationSeconds(secondContent, { ...body, language: otherLanguage(language) }),
      }
    : { words: 0, seconds: 0 };
  const [row] = await ctx.database.db
    .insert(savedScripts)
    .values({
      userId,
      messageType: body.messageType,
      content,
      language,
      secondContent,
      wordCount: countWords(content) + second.words,
      estimatedDuration: Math.round((estimateDurationSeconds(content, body) + second.seconds) * 10) / 10,
      createdAt: now,
    })
    .returning();
  if (!row) throw new AppError(500, messages.scripts.saveFailed);
  return toSavedScript(row);
}

import { messages } from '#common/messages.js';
import { countWords, estimateDurationSeconds } from '#common/script-stats.js';
import type { SavedScript } from '#common/schemas/scripts.js';
import type { z } from 'zod';
import type { saveScriptBody } from '#common/schemas/scripts.js';
import { savedScripts } from '../db/schema.js';
import type { ServiceContext } from '../deps.js';
import { AppError } from '../errors.js';
import { toSavedScript } from './saved-script-shape.js';

/** Keeps a script for the user, with its word count and spoken length worked out here (record 054). */
export async function saveScript(
  ctx: ServiceContext,
  userId: string,
  body: z.output<typeof saveScriptBody>,
): Promise<SavedScript> {
  const content = body.scriptContent.replace(/\r\n/g, '\n').trim();
  const [row] = await ctx.database.db
    .insert(savedScripts)
    .values({
      userId,
      messageType: body.messageType,
      content,
      wordCount: countWords(content),
      estimatedDuration: estimateDurationSeconds(content, body),
      createdAt: ctx.clock.now(),
    })
    .returning();
  if (!row) throw new AppError(500, messages.scripts.saveFailed);
  return toSavedScript(row);
}

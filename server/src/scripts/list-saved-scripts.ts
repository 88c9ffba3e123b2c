import { and, desc, eq, gte, lt } from 'drizzle-orm';
import { LIMITS, type MessageType } from '#common/constants.js';
import type { SavedScript } from '#common/schemas/scripts.js';
import { savedScripts } from '../db/schema.js';
import type { ServiceContext } from '../deps.js';
import { localDayBounds } from './local-day.js';
import { toSavedScript } from './saved-script-shape.js';

/** Spec §7 list rules: the user's own scripts of this type, created today in their time zone, newest first, at most 5. */
export async function listSavedScripts(
  ctx: ServiceContext,
  userId: string,
  messageType: MessageType,
  tz: string | undefined,
): Promise<SavedScript[]> {
  const { start, end } = localDayBounds(ctx.clock.now(), tz);
  const rows = await ctx.database.db
    .select()
    .from(savedScripts)
    .where(
      and(
        eq(savedScripts.userId, userId),
        eq(savedScripts.messageType, messageType),
        gte(savedScripts.createdAt, start),
        lt(savedScripts.createdAt, end),
      ),
    )
    .orderBy(desc(savedScripts.createdAt))
    .limit(LIMITS.savedScriptsKept);
  return rows.map(toSavedScript);
}

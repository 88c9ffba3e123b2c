import { and, eq } from 'drizzle-orm';
import { messages } from '#common/messages.js';
import { savedScripts } from '../db/schema.js';
import type { ServiceContext } from '../deps.js';
import { AppError } from '../errors.js';
import { isUuid } from '../db/uuid.js';

/** Deletes one of the user's scripts. Another user's id answers 404 like an unknown one, so ids reveal nothing. */
export async function deleteSavedScript(ctx: ServiceContext, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw new AppError(404, messages.scripts.scriptNotFound);
  const deleted = await ctx.database.db
    .delete(savedScripts)
    .where(and(eq(savedScripts.id, id), eq(savedScripts.userId, userId)))
    .returning({ id: savedScripts.id });
  if (deleted.length === 0) throw new AppError(404, messages.scripts.scriptNotFound);
}

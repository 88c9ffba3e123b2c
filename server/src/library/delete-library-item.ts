import { and, eq } from 'drizzle-orm';
import { messages } from '#common/messages.js';
import { audioKey } from '../stored-audio/audio-files.js';
import { audioFiles, libraryItems } from '../db/schema.js';
import type { ServiceContext } from '../deps.js';
import { AppError } from '../errors.js';
import { exportKeys } from '../stored-audio/export-audio.js';
import { isUuid } from '../db/uuid.js';

/**
 * DELETE /api/library/:id: the owner's item, its kept audio row (the item goes with it by cascade),
 * its stored audio and exports. Another user's id answers 404 like an unknown one.
 */
export async function deleteLibraryItem(ctx: ServiceContext, userId: string, id: string): Promise<void> {
  const { db } = ctx.database;
  if (!isUuid(id)) throw new AppError(404, messages.library.itemNotFound);
  const [item] = await db
    .select()
    .from(libraryItems)
    .where(and(eq(libraryItems.id, id), eq(libraryItems.userId, userId)));
  if (!item) throw new AppError(404, messages.library.itemNotFound);
  const [file] = await db
    .delete(audioFiles)
    .where(and(eq(audioFiles.id, item.audioFileId), eq(audioFiles.userId, userId)))
    .returning();
  // A concurrent delete got there first: the item is gone either way.
  if (!file) throw new AppError(404, messages.library.itemNotFound);
  await ctx.store.deleteMany([audioKey(file), ...exportKeys(file.id)]);
}

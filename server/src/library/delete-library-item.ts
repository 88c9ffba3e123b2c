import { messages } from '#common/messages.js';
import type { ServiceContext } from '../deps.js';
import { AppError } from '../errors.js';
import { deleteKeptAudio } from './keep-mix.js';
import { requireOwnedItem } from './owned-item.js';

/**
 * DELETE /api/library/:id: the owner's item, its kept audio row (the item goes with it by cascade),
 * its stored audio and exports. Another user's id answers 404 like an unknown one.
 */
export async function deleteLibraryItem(ctx: ServiceContext, userId: string, id: string): Promise<void> {
  const item = await requireOwnedItem(ctx.database.db, userId, id);
  // A concurrent delete got there first: the item is gone either way.
  if (!(await deleteKeptAudio(ctx, userId, item.audioFileId))) throw new AppError(404, messages.library.itemNotFound);
}

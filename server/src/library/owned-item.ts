import { and, eq } from 'drizzle-orm';
import { messages } from '#common/messages.js';
import type { Db } from '../db/client.js';
import { libraryItems } from '../db/schema.js';
import { isUuid } from '../db/uuid.js';
import { AppError } from '../errors.js';
import type { LibraryRow } from './library-shape.js';

/** The user's own Library item, or 404: another user's id answers like an unknown one. */
export async function requireOwnedItem(db: Db, userId: string, id: string): Promise<LibraryRow> {
  if (!isUuid(id)) throw new AppError(404, messages.library.itemNotFound);
  const [item] = await db
    .select()
    .from(libraryItems)
    .where(and(eq(libraryItems.id, id), eq(libraryItems.userId, userId)));
  if (!item) throw new AppError(404, messages.library.itemNotFound);
  return item;
}

import { eq } from 'drizzle-orm';
import { numberedTitle } from '#common/schemas/library.js';
import type { Db } from '../db/client.js';
import { libraryItems } from '../db/schema.js';

/**
 * The title a new item of `userId` gets, decided here and not by the client: read inside
 * `keepInLibrary`'s transaction, under its per-user lock, so two saves at once cannot take the same
 * title. A Library is capped in size (LIBRARY_MAX_MB), so its titles are few enough to read whole.
 */
export async function distinctTitle(tx: Db, userId: string, wanted: string): Promise<string> {
  const rows = await tx.select({ title: libraryItems.title }).from(libraryItems).where(eq(libraryItems.userId, userId));
  return numberedTitle(wanted, new Set(rows.map((row) => row.title)));
}

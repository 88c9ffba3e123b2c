import { desc, eq } from 'drizzle-orm';
import type { LibraryItem } from '#common/schemas/library.js';
import { libraryItems } from '../db/schema.js';
import type { ServiceContext } from '../deps.js';
import { toLibraryItem } from './library-shape.js';

/** The user's saved messages, newest first. */
export async function listLibrary(ctx: ServiceContext, userId: string): Promise<LibraryItem[]> {
  const rows = await ctx.database.db
    .select()
    .from(libraryItems)
    .where(eq(libraryItems.userId, userId))
    .orderBy(desc(libraryItems.createdAt), desc(libraryItems.id));
  return rows.map(toLibraryItem);
}

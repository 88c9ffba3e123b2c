import { eq } from 'drizzle-orm';
import { LIBRARY_TITLE_MAX } from '#common/schemas/library.js';
import type { Db } from '../db/client.js';
import { libraryItems } from '../db/schema.js';

/**
 * A new Library item's title of its own (record 136): the wanted one, else "… (2)", "… (3)", the
 * first that none of `taken` is, cut so the number always fits within `max`.
 */
export function numberedTitle(wanted: string, taken: ReadonlySet<string>, max: number = LIBRARY_TITLE_MAX): string {
  if (!taken.has(wanted)) return wanted;
  for (let n = 2; ; n += 1) {
    const suffix = ` (${n})`;
    const candidate = `${wanted.slice(0, max - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * The title a new item of `userId` gets, decided here and not by the client: read inside
 * `keepInLibrary`'s transaction, under its per-user lock, so two saves at once cannot take the same
 * title. A Library is capped in size (LIBRARY_MAX_MB), so its titles are few enough to read whole.
 */
export async function distinctTitle(tx: Db, userId: string, wanted: string): Promise<string> {
  const rows = await tx.select({ title: libraryItems.title }).from(libraryItems).where(eq(libraryItems.userId, userId));
  return numberedTitle(wanted, new Set(rows.map((row) => row.title)));
}

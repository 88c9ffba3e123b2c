import { eq } from 'drizzle-orm';
import type { Draft, DraftReply } from '#common/schemas/draft.js';
import type { Db } from '../db/client.js';
import { drafts } from '../db/schema.js';

/** The user's wizard draft (record 090); every query is scoped to its owner. */

export async function readDraft(db: Db, userId: string): Promise<DraftReply> {
  const [row] = await db.select().from(drafts).where(eq(drafts.userId, userId));
  return row ? { draft: row.data, updatedAt: row.updatedAt.toISOString() } : { draft: null, updatedAt: null };
}

/** The last save wins: a draft is one person's work, saved as they type. */
export async function writeDraft(db: Db, userId: string, draft: Draft, now: Date): Promise<DraftReply> {
  await db
    .insert(drafts)
    .values({ userId, data: draft, updatedAt: now })
    .onConflictDoUpdate({ target: drafts.userId, set: { data: draft, updatedAt: now } });
  return { draft, updatedAt: now.toISOString() };
}

export async function deleteDraft(db: Db, userId: string): Promise<void> {
  await db.delete(drafts).where(eq(drafts.userId, userId));
}

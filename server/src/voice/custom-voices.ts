import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { customVoices } from '../db/schema.js';
import { isUuid } from '../db/uuid.js';

/** A user's cloned or matched voices (record 053). Lookups always include the owner. */
export type CustomVoice = typeof customVoices.$inferSelect;
export type NewCustomVoice = typeof customVoices.$inferInsert;

export async function insertCustomVoice(db: Db, voice: NewCustomVoice): Promise<CustomVoice> {
  const [row] = await db.insert(customVoices).values(voice).returning();
  return row!;
}

export async function findCustomVoice(db: Db, id: string, userId: string): Promise<CustomVoice | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(customVoices)
    .where(and(eq(customVoices.id, id), eq(customVoices.userId, userId)));
  return row;
}

import { and, desc, eq } from 'drizzle-orm';
import { messages } from '#common/messages.js';
import type { ProgrammeSettings } from '#common/schemas/programmes.js';
import type { Db } from '../db/client.js';
import { programmes } from '../db/schema.js';
import { isUuid } from '../db/uuid.js';
import { AppError } from '../errors.js';

/** The programmes rows (record 117); every owner query is scoped to its owner. */
export type ProgrammeRow = typeof programmes.$inferSelect;

/** The owner's programmes, newest first. */
export function listProgrammeRows(db: Db, userId: string): Promise<ProgrammeRow[]> {
  return db.select().from(programmes).where(eq(programmes.userId, userId)).orderBy(desc(programmes.createdAt));
}

/** The owner's own programme, or 404: another user's id answers like an unknown one. */
export async function requireOwnedProgramme(db: Db, userId: string, id: string): Promise<ProgrammeRow> {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(programmes)
        .where(and(eq(programmes.id, id), eq(programmes.userId, userId)))
    : [];
  if (!row) throw new AppError(404, messages.programmes.notFound);
  return row;
}

export async function insertProgramme(
  db: Db,
  userId: string,
  settings: ProgrammeSettings,
  now: Date,
): Promise<ProgrammeRow> {
  const [row] = await db
    .insert(programmes)
    .values({ userId, ...settings, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

/**
 * Writes some of a programme's columns; 404 when it was deleted meanwhile (another tab). The owner's
 * changes set `updatedAt`; the render and its job leave it, so it says when the owner last changed it.
 */
export async function updateProgramme(
  db: Db,
  programme: Pick<ProgrammeRow, 'id' | 'userId'>,
  values: Partial<Omit<ProgrammeRow, 'id' | 'userId' | 'createdAt'>>,
): Promise<ProgrammeRow> {
  const [row] = await db
    .update(programmes)
    .set(values)
    .where(and(eq(programmes.id, programme.id), eq(programmes.userId, programme.userId)))
    .returning();
  if (!row) throw new AppError(404, messages.programmes.notFound);
  return row;
}

/** Deletes the row; its render's audio is the caller's to delete. */
export async function deleteProgrammeRow(db: Db, programme: Pick<ProgrammeRow, 'id' | 'userId'>): Promise<void> {
  await db.delete(programmes).where(and(eq(programmes.id, programme.id), eq(programmes.userId, programme.userId)));
}

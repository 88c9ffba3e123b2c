import { and, asc, count, eq } from 'drizzle-orm';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import { PRONUNCIATIONS_MAX, type pronunciationBody, type PronunciationEntry } from '#common/schemas/pronunciations.js';
import type { z } from 'zod';
import type { MessageLanguage } from '#common/message-language.js';
import type { Db } from '../../db/client.js';
import { pronunciations } from '../../db/schema.js';
import { isUuid } from '../../db/uuid.js';
import { AppError } from '../../errors.js';
import type { Pronunciation } from './lexicon.js';

/** A user's pronunciation entries in the database; every query is scoped to the owner. */
type Row = typeof pronunciations.$inferSelect;

const termKey = (term: string) => term.trim().toLowerCase().split(/\s+/).join(' ');

const toEntry = (row: Row): PronunciationEntry => ({
  id: row.id,
  term: row.term,
  sayAs: row.sayAs,
  ipa: row.ipa,
  language: row.language === 'es' ? 'es' : 'en',
  createdAt: row.createdAt.toISOString(),
});

export async function listPronunciations(db: Db, userId: string): Promise<PronunciationEntry[]> {
  const rows = await db
    .select()
    .from(pronunciations)
    .where(eq(pronunciations.userId, userId))
    .orderBy(asc(pronunciations.termKey));
  return rows.map(toEntry);
}

/** What the speech pipeline needs: the entries for the message's language (record 144), without ids. */
export async function lexiconOf(db: Db, userId: string, language: MessageLanguage = 'en'): Promise<Pronunciation[]> {
  return (await listPronunciations(db, userId))
    .filter((entry) => entry.language === language)
    .map(({ term, sayAs, ipa }) => ({ term, sayAs, ipa }));
}

export async function createPronunciation(
  db: Db,
  userId: string,
  body: z.output<typeof pronunciationBody>,
): Promise<PronunciationEntry> {
  const [held] = await db.select({ n: count() }).from(pronunciations).where(eq(pronunciations.userId, userId));
  if ((held?.n ?? 0) >= PRONUNCIATIONS_MAX)
    throw new AppError(400, formatMessage(messages.pronunciations.tooMany, { max: PRONUNCIATIONS_MAX }));
  // The unique index (user, language, term key) decides between two concurrent saves of one term.
  const [row] = await db
    .insert(pronunciations)
    .values({
      userId,
      term: body.term,
      termKey: termKey(body.term),
      sayAs: body.sayAs,
      ipa: body.ipa ?? null,
      language: body.language,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError(409, formatMessage(messages.pronunciations.duplicate, { term: body.term }));
  return toEntry(row);
}

/** Another user's id answers 404 like an unknown one, so ids reveal nothing. */
export async function deletePronunciation(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw new AppError(404, messages.pronunciations.notFound);
  const deleted = await db
    .delete(pronunciations)
    .where(and(eq(pronunciations.id, id), eq(pronunciations.userId, userId)))
    .returning({ id: pronunciations.id });
  if (deleted.length === 0) throw new AppError(404, messages.pronunciations.notFound);
}

import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { messages } from '#common/messages.js';
import { targetKey } from '#common/schedule.js';
import type { PhoneLinkSettings } from '#common/schemas/phone-links.js';
import { randomToken } from '../crypto/secrets.js';
import type { Db } from '../db/client.js';
import { libraryItems, phoneLinks, programmes } from '../db/schema.js';
import { isUuid } from '../db/uuid.js';
import { AppError } from '../errors.js';

/** The phone_links rows (record 110); every owner query is scoped to its owner. */
export type PhoneLinkRow = typeof phoneLinks.$inferSelect;

/** The owner's links, oldest first, so the list keeps its order as links are added. */
export function listLinks(db: Db, userId: string): Promise<PhoneLinkRow[]> {
  return db.select().from(phoneLinks).where(eq(phoneLinks.userId, userId)).orderBy(asc(phoneLinks.createdAt));
}

/** The owner's own link, or 404: another user's id answers like an unknown one. */
export async function requireOwnedLink(db: Db, userId: string, id: string): Promise<PhoneLinkRow> {
  const [link] = isUuid(id)
    ? await db
        .select()
        .from(phoneLinks)
        .where(and(eq(phoneLinks.id, id), eq(phoneLinks.userId, userId)))
    : [];
  if (!link) throw new AppError(404, messages.phoneLinks.notFound);
  return link;
}

/** The link an address names, whoever owns it; the public route decides what it may answer. */
export async function findLinkByToken(db: Db, token: string): Promise<PhoneLinkRow | undefined> {
  const [link] = await db.select().from(phoneLinks).where(eq(phoneLinks.token, token));
  return link;
}

export async function createLink(
  db: Db,
  userId: string,
  link: Pick<PhoneLinkRow, 'defaultItemId' | 'defaultProgrammeId' | 'menuId' | 'timeZone'>,
  now: Date,
): Promise<PhoneLinkRow> {
  const [row] = await db
    .insert(phoneLinks)
    .values({ userId, token: randomToken(), ...link, rules: [], enabled: true, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateLink(
  db: Db,
  link: PhoneLinkRow,
  settings: PhoneLinkSettings,
  now: Date,
): Promise<PhoneLinkRow> {
  const [row] = await db
    .update(phoneLinks)
    .set({ ...settings, updatedAt: now })
    .where(eq(phoneLinks.id, link.id))
    .returning();
  // Deleted by another tab between the owner check and now.
  if (!row) throw new AppError(404, messages.phoneLinks.notFound);
  return row;
}

/** A new address: the old token is overwritten, so the old address stops answering at once. */
export async function replaceToken(db: Db, link: PhoneLinkRow, now: Date): Promise<PhoneLinkRow> {
  const [row] = await db
    .update(phoneLinks)
    .set({ token: randomToken(), updatedAt: now })
    .where(eq(phoneLinks.id, link.id))
    .returning();
  if (!row) throw new AppError(404, messages.phoneLinks.notFound);
  return row;
}

export async function deleteLink(db: Db, link: PhoneLinkRow): Promise<void> {
  await db.delete(phoneLinks).where(eq(phoneLinks.id, link.id));
}

/** Of these item ids, those that are `userId`'s own Library items (another user's count as none). */
export async function ownItemIds(db: Db, userId: string, ids: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(ids)].filter(isUuid);
  if (wanted.length === 0) return new Set();
  const rows = await db
    .select({ id: libraryItems.id })
    .from(libraryItems)
    .where(and(eq(libraryItems.userId, userId), inArray(libraryItems.id, wanted)));
  return new Set(rows.map((row) => row.id));
}

/**
 * Of these programme ids, `userId`'s own programmes, each with whether it has a render to play
 * (issue 40): one never made cannot be chosen; one out of date plays its last render.
 */
export async function ownProgrammes(db: Db, userId: string, ids: readonly string[]): Promise<Map<string, boolean>> {
  const wanted = [...new Set(ids)].filter(isUuid);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: programmes.id, audioId: programmes.audioId })
    .from(programmes)
    .where(and(eq(programmes.userId, userId), inArray(programmes.id, wanted)));
  return new Map(rows.map((row) => [row.id, row.audioId !== null]));
}

export type LinkTargets = Pick<PhoneLinkRow, 'defaultItemId' | 'defaultProgrammeId' | 'rules'>;

/** The items and the programmes a link names (its default and its rules'). */
export function targetsOf(link: LinkTargets): { itemIds: string[]; programmeIds: string[] } {
  const named = [{ itemId: link.defaultItemId, programmeId: link.defaultProgrammeId }, ...link.rules];
  return {
    itemIds: named.flatMap((target) => (target.itemId ? [target.itemId] : [])),
    programmeIds: named.flatMap((target) => (target.programmeId ? [target.programmeId] : [])),
  };
}

/**
 * The `targetKey`s (common/schedule.ts) of what the link names that can play now: the owner's
 * items that still exist and the owner's programmes that have a render.
 */
export async function playableKeys(db: Db, link: LinkTargets & Pick<PhoneLinkRow, 'userId'>): Promise<Set<string>> {
  const { itemIds, programmeIds } = targetsOf(link);
  const [items, owned] = await Promise.all([
    ownItemIds(db, link.userId, itemIds),
    ownProgrammes(db, link.userId, programmeIds),
  ]);
  return new Set([
    ...[...items].map((id) => targetKey({ itemId: id })!),
    ...[...owned].flatMap(([id, rendered]) => (rendered ? [targetKey({ programmeId: id })!] : [])),
  ]);
}

/** How long a recorded fetch stands before the next one is written: a busy line writes once a minute. */
const FETCH_RECORD_MS = 60_000;
const USER_AGENT_MAX = 200;

/** Records who fetched the link, unless a fetch was recorded less than a minute ago: one conditional UPDATE. */
export async function recordFetch(db: Db, linkId: string, userAgent: string | undefined, now: Date): Promise<void> {
  await db
    .update(phoneLinks)
    .set({ lastFetchedAt: now, lastFetchedBy: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null })
    .where(
      and(
        eq(phoneLinks.id, linkId),
        or(isNull(phoneLinks.lastFetchedAt), lt(phoneLinks.lastFetchedAt, new Date(now.getTime() - FETCH_RECORD_MS))),
      ),
    );
}

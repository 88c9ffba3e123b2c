import { and, count, desc, eq, sql } from 'drizzle-orm';
import { messages } from '#common/messages.js';
import { PHONE_MENUS_MAX, type PhoneMenuSettings } from '#common/schemas/phone-menus.js';
import type { Db } from '../db/client.js';
import { menuPrompts, phoneMenus } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { PhoneMenuRow } from './menu-read.js';

/** The phone_menus rows (issue 38, record 138); every owner query is scoped to its owner. */

/** The owner's menus, newest first. */
export function listMenuRows(db: Db, userId: string): Promise<PhoneMenuRow[]> {
  return db.select().from(phoneMenus).where(eq(phoneMenus.userId, userId)).orderBy(desc(phoneMenus.createdAt));
}

/**
 * A new menu, unless the owner already keeps PHONE_MENUS_MAX (409). Counted under the owner's lock,
 * so two tabs saving at once cannot both take the last place.
 */
export async function insertMenu(
  db: Db,
  userId: string,
  settings: PhoneMenuSettings,
  now: Date,
): Promise<PhoneMenuRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone-menus:${userId}`}))`);
    const [kept] = await tx.select({ n: count() }).from(phoneMenus).where(eq(phoneMenus.userId, userId));
    if ((kept?.n ?? 0) >= PHONE_MENUS_MAX) throw new AppError(409, messages.phoneMenus.tooManyMenus);
    const [row] = await tx.insert(phoneMenus).values({ userId, settings, createdAt: now, updatedAt: now }).returning();
    return row!;
  });
}

/**
 * Writes some of a menu's columns; 404 when it was deleted meanwhile (another tab). The owner's
 * changes set `updatedAt`; the make job leaves it.
 */
export async function updateMenu(
  db: Db,
  menu: Pick<PhoneMenuRow, 'id' | 'userId'>,
  values: Partial<Pick<PhoneMenuRow, 'settings' | 'renderJobId' | 'updatedAt'>>,
): Promise<PhoneMenuRow> {
  const [row] = await db
    .update(phoneMenus)
    .set(values)
    .where(and(eq(phoneMenus.id, menu.id), eq(phoneMenus.userId, menu.userId)))
    .returning();
  if (!row) throw new AppError(404, messages.phoneMenus.notFound);
  return row;
}

/** Deletes the row, its menu_prompts rows with it (by cascade); their audio is the caller's to delete. */
export async function deleteMenuRow(db: Db, menu: Pick<PhoneMenuRow, 'id' | 'userId'>): Promise<void> {
  await db.delete(phoneMenus).where(and(eq(phoneMenus.id, menu.id), eq(phoneMenus.userId, menu.userId)));
}

/** The menu's renders as kept, whatever their audio: the make job's versions start from these. */
export function promptRenderRows(db: Db, menuId: string) {
  return db.select().from(menuPrompts).where(eq(menuPrompts.menuId, menuId));
}

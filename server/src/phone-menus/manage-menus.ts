import type { PhoneMenuReply, PhoneMenuSettings } from '#common/schemas/phone-menus.js';
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../deps.js';
import { menuVoicemails } from '../db/schema.js';
import { deleteKeptAudio } from '../library/keep-mix.js';
import type { SpeechProviders } from '../voice/providers.js';
import { requireSavableMenu } from './menu-checks.js';
import { requireOwnedMenu, type PhoneMenuRow } from './menu-read.js';
import { menuReplyFor } from './menu-reply.js';
import { deleteMenuRow, insertMenu, listMenuRows, promptRenderRows, updateMenu } from './menu-store.js';

/** The owner's side of phone menus (record 138): list, create, read, change, delete. */

export async function listMenus(
  ctx: ServiceContext,
  speech: SpeechProviders,
  userId: string,
): Promise<PhoneMenuReply[]> {
  const rows = await listMenuRows(ctx.database.db, userId);
  return Promise.all(rows.map((row) => menuReplyFor(ctx.database.db, speech, row)));
}

export async function createMenu(
  ctx: ServiceContext,
  speech: SpeechProviders,
  userId: string,
  settings: PhoneMenuSettings,
): Promise<PhoneMenuReply> {
  const { db } = ctx.database;
  await requireSavableMenu(db, speech, userId, settings);
  return menuReplyFor(db, speech, await insertMenu(db, userId, settings, ctx.clock.now()));
}

export async function readMenu(
  ctx: ServiceContext,
  speech: SpeechProviders,
  userId: string,
  id: string,
): Promise<PhoneMenuReply> {
  return menuReplyFor(ctx.database.db, speech, await requireOwnedMenu(ctx.database.db, userId, id));
}

/**
 * PUT replaces the settings whole. The renders stay: a prompt whose words or voice changed shows
 * no audio until the menu is made again, which makes only those prompts (record 138).
 */
export async function changeMenu(
  ctx: ServiceContext,
  speech: SpeechProviders,
  userId: string,
  id: string,
  settings: PhoneMenuSettings,
): Promise<PhoneMenuReply> {
  const { db } = ctx.database;
  const menu = await requireOwnedMenu(db, userId, id);
  await requireSavableMenu(db, speech, userId, settings);
  return menuReplyFor(db, speech, await updateMenu(db, menu, { settings, updatedAt: ctx.clock.now() }));
}

/**
 * The menu, its prompts' renders (rows, objects, exports) and its voicemails with their audio. A
 * phone link that answered with it has no menu any more (phone_links.menu_id goes null by its
 * foreign key). A make job under way finds the menu gone and deletes what it made.
 */
export async function deleteMenu(ctx: ServiceContext, userId: string, id: string): Promise<void> {
  const { db } = ctx.database;
  const menu: PhoneMenuRow = await requireOwnedMenu(db, userId, id);
  const [renders, voicemails] = await Promise.all([
    promptRenderRows(db, menu.id),
    db.select({ audioId: menuVoicemails.audioId }).from(menuVoicemails).where(eq(menuVoicemails.menuId, menu.id)),
  ]);
  await deleteMenuRow(db, menu);
  for (const { audioId } of [...renders, ...voicemails]) if (audioId) await deleteKeptAudio(ctx, userId, audioId);
}

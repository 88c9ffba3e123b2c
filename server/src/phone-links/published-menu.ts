import { and, eq } from 'drizzle-orm';
import { messages } from '#common/messages.js';
import type { Db } from '../db/client.js';
import { phoneMenus } from '../db/schema.js';
import { AppError } from '../errors.js';
import { promptStates, requireOwnedMenu, type PhoneMenuRow, type PromptState } from '../phone-menus/menu-read.js';
import type { PhoneLinkRow } from './link-store.js';

/** A menu a link answers calls with: its row and every prompt with its last render. */
export interface LiveMenu {
  menu: PhoneMenuRow;
  /** By prompt id: a two-language menu's `menu_2` and `menu_2_es` are two prompts (record 146). */
  prompts: Map<string, PromptState>;
}

/** Every enabled prompt has a render to play (an out-of-date one plays its last render, as a programme does). */
const playable = (prompts: readonly PromptState[]) => prompts.every((p) => !p.enabled || p.audio !== null);

/**
 * Refuses to publish a menu that is not the owner's (404, like an unknown one) or that has an enabled
 * prompt never made (409): a caller would hear silence where it plays (issue 38, record 110 amended).
 */
export async function requirePublishableMenu(db: Db, userId: string, menuId: string): Promise<void> {
  const menu = await requireOwnedMenu(db, userId, menuId);
  if (!playable(await promptStates(db, menu))) throw new AppError(409, messages.phoneMenus.notMade);
}

/**
 * The menu published on the link, read as its owner's (a menu of another user never answers, even if
 * a row named one), or null when there is none or it can no longer play (a prompt turned on since and
 * never made): the link's TwiML then plays its audio as before menus.
 */
export async function liveMenuOf(db: Db, link: PhoneLinkRow): Promise<LiveMenu | null> {
  if (!link.menuId) return null;
  const [menu] = await db
    .select()
    .from(phoneMenus)
    .where(and(eq(phoneMenus.id, link.menuId), eq(phoneMenus.userId, link.userId)));
  if (!menu) return null;
  const prompts = await promptStates(db, menu);
  if (!playable(prompts)) return null;
  return { menu, prompts: new Map(prompts.map((p) => [p.id, p])) };
}

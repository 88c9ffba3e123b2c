import type { ProgrammeDeletedReply } from '#common/schemas/phone-links.js';
import type { ProgrammeReply, ProgrammeSettings } from '#common/schemas/programmes.js';
import type { ServiceContext } from '../deps.js';
import { linksPlayingProgramme, whatLinksPlayNow } from '../phone-links/manage-links.js';
import { ITEM_DELETED, loadItems, requireRenderable } from './programme-items.js';
import { programmeReplyFor } from './programme-reply.js';
import {
  deleteProgrammeRow,
  insertProgramme,
  listProgrammeRows,
  requireOwnedProgramme,
  updateProgramme,
  type ProgrammeRow,
} from './programme-store.js';
import { deleteRender } from './render-files.js';

/** The owner's side of programmes (record 117): list, create, read, change, delete. */

export async function listProgrammes(ctx: ServiceContext, userId: string): Promise<ProgrammeReply[]> {
  const rows = await listProgrammeRows(ctx.database.db, userId);
  return Promise.all(rows.map((row) => programmeReplyFor(ctx.database.db, row)));
}

/** Settings saved only when every item is the user's, has a recipe, and the whole fits in 10 minutes. */
async function requireValidSettings(ctx: ServiceContext, userId: string, settings: ProgrammeSettings): Promise<void> {
  const { db } = ctx.database;
  await requireRenderable(db, settings, await loadItems(db, userId, settings.itemIds));
}

export async function createProgramme(
  ctx: ServiceContext,
  userId: string,
  settings: ProgrammeSettings,
): Promise<ProgrammeReply> {
  await requireValidSettings(ctx, userId, settings);
  const row = await insertProgramme(ctx.database.db, userId, settings, ctx.clock.now());
  return programmeReplyFor(ctx.database.db, row);
}

export async function readProgramme(ctx: ServiceContext, userId: string, id: string): Promise<ProgrammeReply> {
  return programmeReplyFor(ctx.database.db, await requireOwnedProgramme(ctx.database.db, userId, id));
}

/** PUT replaces the settings whole; the render stays, and shows out of date when what it was made from changed. */
export async function changeProgramme(
  ctx: ServiceContext,
  userId: string,
  id: string,
  settings: ProgrammeSettings,
): Promise<ProgrammeReply> {
  const { db } = ctx.database;
  const programme = await requireOwnedProgramme(db, userId, id);
  await requireValidSettings(ctx, userId, settings);
  return programmeReplyFor(db, await updateProgramme(db, programme, { ...settings, updatedAt: ctx.clock.now() }));
}

/**
 * The programme and its render (audio, exports, playlists). A render job under way finds it gone and
 * stops. The phone links that played it are told what plays instead, as deleting a Library item
 * tells (record 110): a link whose default it was has nothing to play; a rule naming it is skipped.
 */
export async function deleteProgramme(
  ctx: ServiceContext,
  userId: string,
  id: string,
): Promise<ProgrammeDeletedReply['phoneLinks']> {
  const programme = await requireOwnedProgramme(ctx.database.db, userId, id);
  const links = await linksPlayingProgramme(ctx, userId, programme.id);
  await deleteProgrammeRow(ctx.database.db, programme);
  if (programme.audioId) await deleteRender(ctx, userId, programme.audioId);
  return whatLinksPlayNow(ctx, userId, links);
}

/** Before a render is queued: the programme is the user's and can be rendered now (items deleted since say so). */
export async function requireRenderableProgramme(
  ctx: ServiceContext,
  userId: string,
  id: string,
): Promise<ProgrammeRow> {
  const { db } = ctx.database;
  const programme = await requireOwnedProgramme(db, userId, id);
  await requireRenderable(db, programme, await loadItems(db, userId, programme.itemIds), ITEM_DELETED);
  return programme;
}

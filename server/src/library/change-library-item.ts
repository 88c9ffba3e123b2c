import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  LIBRARY_TITLE_MAX,
  type LibraryItem,
  type LibraryItemReply,
  type renameLibraryBody,
  type replaceLibraryAudioBody,
} from '#common/schemas/library.js';
import { messages } from '#common/messages.js';
import { audioFiles, libraryItems } from '../db/schema.js';
import type { ServiceContext } from '../deps.js';
import { AppError } from '../errors.js';
import { recipeForStudio } from '../music/offered-track.js';
import { deleteKeptAudio, discardKept, keepCopyOf, keepMix } from './keep-mix.js';
import { copyTitle, toLibraryItem, type LibraryRow } from './library-shape.js';
import { requireOwnedItem } from './owned-item.js';

/** Reopening, renaming, replacing and duplicating a Library item (record 108). */

/** GET /api/library/:id: the item with its recipe, and whether the recipe's music is still offered. */
export async function readLibraryItem(ctx: ServiceContext, userId: string, id: string): Promise<LibraryItemReply> {
  const row = await requireOwnedItem(ctx.database.db, userId, id);
  return { success: true, item: toLibraryItem(row), ...(await recipeForStudio(ctx.database.db, row.recipe)) };
}

/** PUT /api/library/:id/title. */
export async function renameLibraryItem(
  ctx: ServiceContext,
  userId: string,
  id: string,
  body: z.output<typeof renameLibraryBody>,
): Promise<LibraryItem> {
  const { db } = ctx.database;
  await requireOwnedItem(db, userId, id);
  const [row] = await db
    .update(libraryItems)
    .set({ title: body.title, updatedAt: ctx.clock.now() })
    .where(and(eq(libraryItems.id, id), eq(libraryItems.userId, userId)))
    .returning();
  if (!row) throw new AppError(404, messages.library.itemNotFound);
  return toLibraryItem(row);
}

/**
 * PUT /api/library/:id/audio: a new final mix takes the item's place. The item keeps its id and
 * name, so whatever refers to the item plays the new message; the old audio and its exports go.
 */
export async function replaceLibraryAudio(
  ctx: ServiceContext,
  userId: string,
  id: string,
  body: z.output<typeof replaceLibraryAudioBody>,
): Promise<LibraryItem> {
  const { db } = ctx.database;
  const before = await requireOwnedItem(db, userId, id);
  const kept = await keepMix(ctx, userId, body.audioId);
  const [row] = await db
    .update(libraryItems)
    .set({
      audioFileId: kept.file.id,
      duration: kept.file.durationSeconds,
      byteSize: kept.file.byteSize,
      recipe: kept.recipe,
      messageType: kept.recipe?.message.messageType ?? before.messageType,
      sourceAudioId: body.audioId,
      updatedAt: ctx.clock.now(),
    })
    .where(and(eq(libraryItems.id, id), eq(libraryItems.userId, userId)))
    .returning();
  if (!row) {
    // Deleted meanwhile: nothing to replace, and the copy must not stay behind unlisted.
    await discardKept(ctx, kept.file);
    throw new AppError(404, messages.library.itemNotFound);
  }
  await deleteKeptAudio(ctx, userId, before.audioFileId);
  return toLibraryItem(row);
}

/** POST /api/library/:id/copy: a second item with its own copy of the audio and the same recipe. */
export async function duplicateLibraryItem(ctx: ServiceContext, userId: string, id: string): Promise<LibraryItem> {
  const { db } = ctx.database;
  const original = await requireOwnedItem(db, userId, id);
  const [audio] = await db.select().from(audioFiles).where(eq(audioFiles.id, original.audioFileId));
  if (!audio) throw new AppError(404, messages.library.itemNotFound);
  const file = await keepCopyOf(ctx, userId, audio);
  const now = ctx.clock.now();
  try {
    const [row] = await db
      .insert(libraryItems)
      .values({
        ...copyOf(original),
        audioFileId: file.id,
        title: copyTitle(original.title, LIBRARY_TITLE_MAX),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return toLibraryItem(row!);
  } catch (error) {
    await discardKept(ctx, file);
    throw error;
  }
}

/** What a duplicate takes from its original: not its identity, audio or origin. */
function copyOf(row: LibraryRow) {
  const { userId, duration, byteSize, messageType, recipe } = row;
  return { userId, duration, byteSize, messageType, recipe };
}

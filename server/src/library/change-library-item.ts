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
import { readRecipe } from '#common/schemas/recipe.js';
import { libraryItems } from '../db/schema.js';
import type { ServiceContext } from '../deps.js';
import { AppError } from '../errors.js';
import { recipeForStudio } from '../music/offered-track.js';
import { distinctTitle } from './distinct-title.js';
import { deleteKeptAudio, keepInLibrary, requireMix } from './keep-mix.js';
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
 * name, so whatever refers to the item plays the new message; the old audio and its exports go
 * (its object stays while its mix, or another item, still shares it: record 115).
 */
export async function replaceLibraryAudio(
  ctx: ServiceContext,
  userId: string,
  id: string,
  body: z.output<typeof replaceLibraryAudioBody>,
): Promise<LibraryItem> {
  const before = await requireOwnedItem(ctx.database.db, userId, id);
  const mix = await requireMix(ctx, userId, body.audioId);
  const recipe = readRecipe(mix.recipe);
  const source = { id: mix.id, freedBytes: before.byteSize, notFound: messages.library.notFound };
  const row = await keepInLibrary(ctx, userId, source, async (tx, file) => {
    const [changed] = await tx
      .update(libraryItems)
      .set({
        audioFileId: file.id,
        duration: file.durationSeconds,
        byteSize: file.byteSize,
        recipe,
        messageType: recipe?.message.messageType ?? before.messageType,
        sourceAudioId: body.audioId,
        updatedAt: file.createdAt,
      })
      .where(and(eq(libraryItems.id, id), eq(libraryItems.userId, userId)))
      .returning();
    // Deleted meanwhile: nothing to replace, and the transaction leaves no audio behind.
    if (!changed) throw new AppError(404, messages.library.itemNotFound);
    return changed;
  });
  await deleteKeptAudio(ctx, userId, before.audioFileId);
  return toLibraryItem(row);
}

/**
 * POST /api/library/:id/copy: a second item sharing the original's audio, with the same recipe,
 * named "… (copy)", numbered when that is taken too (record 136).
 */
export async function duplicateLibraryItem(ctx: ServiceContext, userId: string, id: string): Promise<LibraryItem> {
  const original = await requireOwnedItem(ctx.database.db, userId, id);
  const source = { id: original.audioFileId, notFound: messages.library.itemNotFound };
  return keepInLibrary(ctx, userId, source, async (tx, file) => {
    const [row] = await tx
      .insert(libraryItems)
      .values({
        ...copyOf(original),
        audioFileId: file.id,
        title: await distinctTitle(tx, userId, copyTitle(original.title, LIBRARY_TITLE_MAX)),
        createdAt: file.createdAt,
        updatedAt: file.createdAt,
      })
      .returning();
    return toLibraryItem(row!);
  });
}

/** What a duplicate takes from its original: not its identity, audio or origin. */
function copyOf(row: LibraryRow) {
  const { userId, duration, byteSize, messageType, recipe } = row;
  return { userId, duration, byteSize, messageType, recipe };
}

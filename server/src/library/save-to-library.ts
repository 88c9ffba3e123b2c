import type { z } from 'zod';
import type { LibraryItem, saveLibraryBody } from '#common/schemas/library.js';
import { libraryItems } from '../db/schema.js';
import type { ServiceContext } from '../deps.js';
import { discardKept, keepMix } from './keep-mix.js';
import { defaultLibraryTitle, toLibraryItem } from './library-shape.js';

/**
 * POST /api/library: keeps one of the user's final mixes for good, with its recipe (record 108) and
 * the mix it came from, so step 5 and the Guide know that mix is kept.
 */
export async function saveToLibrary(
  ctx: ServiceContext,
  userId: string,
  body: z.output<typeof saveLibraryBody>,
): Promise<LibraryItem> {
  const kept = await keepMix(ctx, userId, body.audioId);
  const now = ctx.clock.now();
  try {
    const [row] = await ctx.database.db
      .insert(libraryItems)
      .values({
        userId,
        audioFileId: kept.file.id,
        title: body.title || defaultLibraryTitle(now, body.messageType ?? kept.recipe?.message.messageType),
        duration: kept.file.durationSeconds,
        byteSize: kept.file.byteSize,
        messageType: body.messageType ?? kept.recipe?.message.messageType ?? null,
        recipe: kept.recipe,
        sourceAudioId: body.audioId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return toLibraryItem(row!);
  } catch (error) {
    await discardKept(ctx, kept.file);
    throw error;
  }
}

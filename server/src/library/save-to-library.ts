import type { z } from 'zod';
import { messages } from '#common/messages.js';
import { readRecipe } from '#common/schemas/recipe.js';
import type { LibraryItem, saveLibraryBody } from '#common/schemas/library.js';
import { libraryItems } from '../db/schema.js';
import type { ServiceContext } from '../deps.js';
import { keepInLibrary, requireMix } from './keep-mix.js';
import { defaultLibraryTitle, toLibraryItem } from './library-shape.js';

/**
 * POST /api/library: keeps one of the user's final mixes for good, with its recipe (record 108) and
 * the mix it came from, so step 5 and the Guide know that mix is kept. The item shares the mix's
 * audio (record 115).
 */
export async function saveToLibrary(
  ctx: ServiceContext,
  userId: string,
  body: z.output<typeof saveLibraryBody>,
): Promise<LibraryItem> {
  const mix = await requireMix(ctx, userId, body.audioId);
  const recipe = readRecipe(mix.recipe);
  return keepInLibrary(ctx, userId, { id: mix.id, notFound: messages.library.notFound }, async (tx, file) => {
    const now = file.createdAt;
    const [row] = await tx
      .insert(libraryItems)
      .values({
        userId,
        audioFileId: file.id,
        title: body.title || defaultLibraryTitle(now, body.messageType ?? recipe?.message.messageType),
        duration: file.durationSeconds,
        byteSize: file.byteSize,
        messageType: body.messageType ?? recipe?.message.messageType ?? null,
        recipe,
        sourceAudioId: body.audioId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return toLibraryItem(row!);
  });
}

import type { z } from 'zod';
import { messages } from '#common/messages.js';
import { readRecipe } from '#common/schemas/recipe.js';
import type { LibraryItem, saveLibraryBody } from '#common/schemas/library.js';
import { libraryItems } from '../db/schema.js';
import type { ServiceContext } from '../deps.js';
import { businessTimeZone } from '../profile/profile-store.js';
import { distinctTitle } from './distinct-title.js';
import { keepInLibrary, requireMix } from './keep-mix.js';
import { defaultLibraryTitle, toLibraryItem } from './library-shape.js';

/**
 * POST /api/library: keeps one of the user's final mixes for good, with its recipe (record 108) and
 * the mix it came from, so step 5 and the Guide know that mix is kept. The item shares the mix's
 * audio (record 115). Its title is its own (record 136): the one given, else the type and the day on
 * the business's clock, numbered "… (2)" when the Library already has it.
 */
export async function saveToLibrary(
  ctx: ServiceContext,
  userId: string,
  body: z.output<typeof saveLibraryBody>,
): Promise<LibraryItem> {
  const mix = await requireMix(ctx, userId, body.audioId);
  const recipe = readRecipe(mix.recipe);
  const timeZone = await businessTimeZone(ctx.database.db, userId, body.timeZone);
  return keepInLibrary(ctx, userId, { id: mix.id, notFound: messages.library.notFound }, async (tx, file) => {
    const now = file.createdAt;
    const messageType = body.messageType ?? recipe?.message.messageType;
    const title = await distinctTitle(tx, userId, body.title || defaultLibraryTitle(now, timeZone, messageType));
    const [row] = await tx
      .insert(libraryItems)
      .values({
        userId,
        audioFileId: file.id,
        title,
        duration: file.durationSeconds,
        byteSize: file.byteSize,
        messageType: messageType ?? null,
        recipe,
        sourceAudioId: body.audioId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return toLibraryItem(row!);
  });
}

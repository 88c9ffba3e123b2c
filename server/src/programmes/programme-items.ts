import { and, eq, inArray } from 'drizzle-orm';
import { messages } from '#common/messages.js';
import { PROGRAMME_SECONDS_MAX, type ProgrammeReply } from '#common/schemas/programmes.js';
import { readRecipe, type Recipe } from '#common/schemas/recipe.js';
import type { Db } from '../db/client.js';
import { libraryItems } from '../db/schema.js';
import { isUuid } from '../db/uuid.js';
import { AppError } from '../errors.js';
import { isTrackOffered } from '../music/offered-track.js';
import { programmeSeconds, voiceSecondsOf } from '#common/programme-length.js';

/** A programme's Library items as they are now (record 117): what the reply, the checks and the render read. */

type ItemRow = typeof libraryItems.$inferSelect;
export type ItemsById = ReadonlyMap<string, ItemRow>;

/** Of these ids, the user's own Library items still there (another user's count as none). */
export async function loadItems(db: Db, userId: string, ids: readonly string[]): Promise<ItemsById> {
  const wanted = [...new Set(ids)].filter(isUuid);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select()
    .from(libraryItems)
    .where(and(eq(libraryItems.userId, userId), inArray(libraryItems.id, wanted)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Each item as the programme places it, in order; an item deleted since, or without a recipe, says why it cannot play. */
export function describeItems(ids: readonly string[], items: ItemsById): ProgrammeReply['items'] {
  return ids.map((itemId) => {
    const row = items.get(itemId);
    if (!row) return { itemId, title: null, voiceSeconds: null, problem: messages.programmes.itemDeleted };
    const recipe = readRecipe(row.recipe);
    return {
      itemId,
      title: row.title,
      voiceSeconds: recipe && round(voiceSecondsOf(row.duration, madeWith(recipe))),
      problem: recipe ? null : messages.programmes.itemWithoutRecipe,
      ...(recipe ? { language: recipe.voice.language } : {}),
    };
  });
}

/** The render's length from the items' voices and the gap; items that cannot play count nothing. */
export function estimateSeconds(described: ProgrammeReply['items'], gapSeconds: number): number {
  return round(
    programmeSeconds(
      described.map((item) => item.voiceSeconds ?? 0),
      gapSeconds,
    ),
  );
}

const round = (seconds: number) => Math.round(seconds * 100) / 100;

/** What a programme is made of, checked: the same rules on save and on render. */
interface ProgrammePlan {
  itemIds: readonly string[];
  trackId: string;
  gapSeconds: number;
}

/** A saved programme's item deleted since: it shows in the reply, and the render is refused until it is removed. */
export const ITEM_DELETED = { status: 409, message: messages.programmes.itemDeleted };

/**
 * Refuses, in the contract's words, what cannot be rendered: an item that is not the user's (404, or
 * `gone` for one deleted since it was saved), one saved before recipes were kept (400), a track
 * users may not mix with, and a programme longer than 10 minutes. No Music never gets here: the
 * settings' schema refuses it. Returns each item's recipe.
 */
export async function requireRenderable(
  db: Db,
  plan: ProgrammePlan,
  items: ItemsById,
  gone: { status: number; message: string } = { status: 404, message: messages.programmes.itemNotFound },
): Promise<{ row: ItemRow; recipe: Recipe }[]> {
  const placed = plan.itemIds.map((id) => {
    const row = items.get(id);
    if (!row) throw new AppError(gone.status, gone.message);
    const recipe = readRecipe(row.recipe);
    if (!recipe) throw new AppError(400, messages.programmes.itemWithoutRecipe);
    return { row, recipe };
  });
  if (!(await isTrackOffered(db, plan.trackId))) throw new AppError(404, messages.mix.trackNotFound);
  const voices = placed.map(({ row, recipe }) => voiceSecondsOf(row.duration, madeWith(recipe)));
  if (programmeSeconds(voices, plan.gapSeconds) > PROGRAMME_SECONDS_MAX)
    throw new AppError(400, messages.programmes.tooLong);
  return placed;
}

/** What sets a saved message's voice length: its type's music frame, and whether it has music. */
export function madeWith(recipe: Recipe): { messageType: Recipe['message']['messageType']; trackId: string } {
  return { messageType: recipe.message.messageType, trackId: recipe.music.trackId };
}

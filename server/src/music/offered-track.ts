import { NO_MUSIC_TRACK_ID } from '#common/constants.js';
import { readRecipe, type Recipe } from '#common/schemas/recipe.js';
import type { Db } from '../db/client.js';
import { builtInTrackPath } from './built-in-tracks.js';
import { findUsableTrack } from './uploaded-tracks.js';

/** Whether users can pick the track: No Music, a built-in one, or an upload neither deleted nor held (record 106). */
export async function isTrackOffered(db: Db, id: string): Promise<boolean> {
  if (id === NO_MUSIC_TRACK_ID || builtInTrackPath(id)) return true;
  return (await findUsableTrack(db, id)) !== undefined;
}

/**
 * A stored recipe as the studio reopens it (record 108), and whether its track is still offered:
 * a track the admin has since deleted reopens as No Music, and the studio says so.
 */
export async function recipeForStudio(
  db: Db,
  stored: unknown,
): Promise<{ recipe: Recipe | null; trackMissing: boolean }> {
  const recipe = readRecipe(stored);
  return { recipe, trackMissing: recipe ? !(await isTrackOffered(db, recipe.music.trackId)) : false };
}

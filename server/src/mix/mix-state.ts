import { messages } from '#common/messages.js';
import type { MixStateReply } from '#common/schemas/mix.js';
import type { ServiceContext } from '../deps.js';
import { AppError } from '../errors.js';
import { recipeForStudio } from '../music/offered-track.js';
import { findAudioFileForUser, isExpired } from '../stored-audio/audio-files.js';

/**
 * GET /api/mixes/:id (record 108): whether the user's final file still plays and how it was made.
 * An expired mix keeps its row (a tombstone, AUDIO_TOMBSTONE_MS) and so its recipe: the studio
 * offers to make it again. 404 for no file, another user's, or one that is not a mix.
 */
export async function mixState(ctx: ServiceContext, userId: string, id: string): Promise<MixStateReply> {
  const file = await findAudioFileForUser(ctx.database.db, id, userId);
  if (!file || file.kind !== 'mix') throw new AppError(404, messages.library.notFound);
  return {
    success: true,
    expiresAt: file.expiresAt?.toISOString() ?? null,
    expired: isExpired(file, ctx.clock.now()) ? messages.mix.expired : null,
    ...(await recipeForStudio(ctx.database.db, file.recipe)),
  };
}

import { and, eq } from 'drizzle-orm';
import { messages } from '#common/messages.js';
import { readRecipe, type Recipe } from '#common/schemas/recipe.js';
import { audioFiles } from '../db/schema.js';
import type { ServiceContext } from '../deps.js';
import { AppError } from '../errors.js';
import { BlobNotFoundError } from '../storage/blob-store.js';
import { audioKey, storeAudioFile, type AudioFile } from '../stored-audio/audio-files.js';
import { exportKeys } from '../stored-audio/export-audio.js';
import { requireOwnedAudio } from '../stored-audio/require-owned-audio.js';

/** A kept copy of stored audio, with what the Library keeps beside it. */
export interface KeptAudio {
  file: AudioFile;
  recipe: Recipe | null;
}

/**
 * Copies stored audio into a new audio_files row without expiry (record 056), inside the store: a
 * hard link on disk, CopyObject on S3, no bytes through this node. So housekeeping that deletes a
 * 24-hour mix leaves the Library's copy alone.
 */
export async function keepCopyOf(ctx: ServiceContext, userId: string, source: AudioFile): Promise<AudioFile> {
  const now = ctx.clock.now();
  return storeAudioFile(
    ctx.database.db,
    ctx.store,
    {
      userId,
      kind: 'mix',
      durationSeconds: source.durationSeconds,
      expiresAt: null,
      source: { copyOf: audioKey(source) },
    },
    now,
  ).catch((error: unknown) => {
    // The audio vanished between the lookup and the copy (housekeeping): same as expired.
    if (error instanceof BlobNotFoundError) throw new AppError(404, messages.library.notFound);
    throw error;
  });
}

/** The user's final mix `mixId`, kept: 404 when it is not theirs or gone, 410 when expired, 400 for a voice. */
export async function keepMix(ctx: ServiceContext, userId: string, mixId: string): Promise<KeptAudio> {
  const source = await requireOwnedAudio(ctx.database.db, mixId, userId, ctx.clock.now(), {
    notFound: messages.library.notFound,
  });
  if (source.kind !== 'mix') throw new AppError(400, messages.library.notMix);
  return { file: await keepCopyOf(ctx, userId, source), recipe: readRecipe(source.recipe) };
}

/** Undoes a kept copy whose item could not be written: no unlisted, never-expiring file is left behind. */
export async function discardKept(ctx: ServiceContext, file: AudioFile): Promise<void> {
  await ctx.database.db.delete(audioFiles).where(eq(audioFiles.id, file.id));
  await ctx.store.delete(audioKey(file));
}

/**
 * Deletes kept audio: its row (an item still on it goes too, by cascade), its object and its
 * phone-system exports. False when it was already gone (a concurrent delete got there first).
 */
export async function deleteKeptAudio(ctx: ServiceContext, userId: string, audioId: string): Promise<boolean> {
  const [file] = await ctx.database.db
    .delete(audioFiles)
    .where(and(eq(audioFiles.id, audioId), eq(audioFiles.userId, userId)))
    .returning();
  if (!file) return false;
  await ctx.store.deleteMany([audioKey(file), ...exportKeys(file.id)]);
  return true;
}

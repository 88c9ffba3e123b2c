import { and, eq, sql } from 'drizzle-orm';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import type { Db } from '../db/client.js';
import { audioFiles, libraryItems } from '../db/schema.js';
import type { ServiceContext } from '../deps.js';
import { AppError } from '../errors.js';
import { deleteUnusedObjects, isExpired, shareAudioFile, type AudioFile } from '../stored-audio/audio-files.js';
import { exportKeys } from '../stored-audio/export-audio.js';
import { requireOwnedAudio } from '../stored-audio/require-owned-audio.js';

/** The user's final mix `mixId`, to keep: 404 when it is not theirs or gone, 410 when expired, 400 for a voice. */
export async function requireMix(ctx: ServiceContext, userId: string, mixId: string): Promise<AudioFile> {
  const source = await requireOwnedAudio(ctx.database.db, mixId, userId, ctx.clock.now(), {
    notFound: messages.library.notFound,
  });
  if (source.kind !== 'mix') throw new AppError(400, messages.library.notMix);
  return source;
}

const MB = 1024 * 1024;

/**
 * Keeps the audio `sourceId` in the user's Library (records 056, 115): a new audio_files row
 * without expiry that shares the source's object, so a save or a duplicate copies no bytes and a
 * 24-hour mix's purge leaves the Library's audio alone. In one transaction, under a per-user lock so
 * two saves at once cannot both take the Library's last megabytes: the source is locked against a
 * concurrent delete and must still be live (else `notFound`), the Library's size cap
 * (LIBRARY_MAX_MB, counting each item's bytes; `freedBytes` is what the write releases, a replaced
 * item's audio) is checked, and `write` adds or changes the item. A refusal or a failed write
 * leaves nothing behind.
 */
export async function keepInLibrary<T>(
  ctx: ServiceContext,
  userId: string,
  source: { id: string; freedBytes?: number; notFound: string },
  write: (tx: Db, file: AudioFile) => Promise<T>,
): Promise<T> {
  return ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`library:${userId}`}))`);
    const now = ctx.clock.now();
    const [audio] = await tx.select().from(audioFiles).where(eq(audioFiles.id, source.id)).for('share');
    if (!audio || isExpired(audio, now)) throw new AppError(404, source.notFound);
    const [held] = await tx
      .select({ bytes: sql<number>`coalesce(sum(${libraryItems.byteSize}), 0)`.mapWith(Number) })
      .from(libraryItems)
      .where(eq(libraryItems.userId, userId));
    const used = held?.bytes ?? 0;
    const limit = ctx.config.quotas.libraryMaxBytes;
    if (used - (source.freedBytes ?? 0) + audio.byteSize > limit) {
      const values = { limit: Math.round(limit / MB), used: Math.ceil(used / MB) };
      throw new AppError(409, formatMessage(messages.library.full, values));
    }
    return write(tx, await shareAudioFile(tx, audio, userId, now));
  });
}

/**
 * Deletes kept audio: its row (an item still on it goes too, by cascade), its phone-system exports,
 * and its object unless a live row still shares it. False when it was already gone (a concurrent
 * delete got there first).
 */
export async function deleteKeptAudio(ctx: ServiceContext, userId: string, audioId: string): Promise<boolean> {
  const [file] = await ctx.database.db
    .delete(audioFiles)
    .where(and(eq(audioFiles.id, audioId), eq(audioFiles.userId, userId)))
    .returning();
  if (!file) return false;
  await ctx.store.deleteMany(exportKeys(file.id));
  await deleteUnusedObjects(ctx.database.db, ctx.store, [file.fileName], ctx.clock.now());
  return true;
}

import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { messages } from '#common/messages.js';
import type { LibraryItem, saveLibraryBody } from '#common/schemas/library.js';
import { audioKey, storeAudioFile } from '../stored-audio/audio-files.js';
import { requireOwnedAudio } from '../stored-audio/require-owned-audio.js';
import { BlobNotFoundError } from '../storage/blob-store.js';
import { audioFiles, libraryItems } from '../db/schema.js';
import type { ServiceContext } from '../deps.js';
import { AppError } from '../errors.js';
import { defaultLibraryTitle, toLibraryItem } from './library-shape.js';

/**
 * POST /api/library: keeps one of the user's final mixes for good. The 24-hour mix is copied
 * inside the store (a hard link on disk, CopyObject on S3: no bytes pass through this node) into a
 * new audio_files row without expiry, so housekeeping that deletes the mix leaves the copy alone.
 */
export async function saveToLibrary(
  ctx: ServiceContext,
  userId: string,
  body: z.output<typeof saveLibraryBody>,
): Promise<LibraryItem> {
  const { database, store, clock } = ctx;
  const now = clock.now();
  const source = await requireOwnedAudio(database.db, body.audioId, userId, now, {
    notFound: messages.library.notFound,
  });
  if (source.kind !== 'mix') throw new AppError(400, messages.library.notMix);

  const kept = await storeAudioFile(
    database.db,
    store,
    {
      userId,
      kind: 'mix',
      durationSeconds: source.durationSeconds,
      expiresAt: null,
      source: { copyOf: audioKey(source) },
    },
    now,
  ).catch((error: unknown) => {
    // The mix's audio vanished between the lookup and the copy (housekeeping): same as expired.
    if (error instanceof BlobNotFoundError) throw new AppError(404, messages.library.notFound);
    throw error;
  });
  try {
    const [row] = await database.db
      .insert(libraryItems)
      .values({
        userId,
        audioFileId: kept.id,
        title: body.title || defaultLibraryTitle(now, body.messageType),
        duration: kept.durationSeconds,
        byteSize: kept.byteSize,
        messageType: body.messageType ?? null,
        createdAt: now,
      })
      .returning();
    return toLibraryItem(row!);
  } catch (error) {
    // Do not leave an unlisted, never-expiring file behind: neither its row nor its copy on disk.
    await database.db.delete(audioFiles).where(eq(audioFiles.id, kept.id));
    await store.delete(audioKey(kept));
    throw error;
  }
}

import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { messages } from '../../../common/messages.js';
import type { LibraryItem, saveLibraryBody } from '../../../common/schemas/library.js';
import { audioPath, findAudioFileForUser, isExpired, storeAudioFile } from '../audio/audio-files.js';
import { audioFiles, libraryItems } from '../db/schema.js';
import type { ServiceContext } from '../deps.js';
import { AppError } from '../errors.js';
import { defaultLibraryTitle, toLibraryItem } from './library-shape.js';

/**
 * POST /api/library: keeps one of the user's final mixes for good. The 24-hour mix file is
 * hard-linked (or copied) into a new audio_files row without expiry, so housekeeping that deletes
 * the mix leaves the Library copy alone.
 */
export async function saveToLibrary(ctx: ServiceContext, userId: string, body: z.output<typeof saveLibraryBody>): Promise<LibraryItem> {
  const { database, config, clock } = ctx;
  const now = clock.now();
  const source = await findAudioFileForUser(database.db, body.audioId, userId);
  // Someone else's file, an expired one and no file at all get the same 404.
  if (!source || isExpired(source, now)) throw new AppError(404, messages.library.notFound);
  if (source.kind !== 'mix') throw new AppError(400, messages.library.notMix);

  const kept = await storeAudioFile(
    database.db,
    config.dataDir,
    { userId, kind: 'mix', durationSeconds: source.durationSeconds, expiresAt: null, source: { file: audioPath(config.dataDir, source) } },
    now,
  ).catch((error: unknown) => {
    // The source file vanished between the lookup and the link (housekeeping): same as expired.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new AppError(404, messages.library.notFound);
    throw error;
  });
  try {
    const [row] = await database.db
      .insert(libraryItems)
      .values({ userId, audioFileId: kept.id, title: body.title || defaultLibraryTitle(now), duration: kept.durationSeconds, byteSize: kept.byteSize, createdAt: now })
      .returning();
    return toLibraryItem(row!);
  } catch (error) {
    // Do not leave an unlisted, never-expiring file behind.
    await database.db.delete(audioFiles).where(eq(audioFiles.id, kept.id));
    throw error;
  }
}

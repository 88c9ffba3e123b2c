import { and, eq } from 'drizzle-orm';
import type { PhoneLinkFormat, Playing } from '#common/schemas/phone-links.js';
import type { Db } from '../db/client.js';
import { audioFiles, libraryItems, programmes } from '../db/schema.js';
import type { AppDeps } from '../deps.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { audioKey, type AudioFile } from '../stored-audio/audio-files.js';
import { exportKey } from '../stored-audio/export-audio.js';
import { exportJob } from '../stored-audio/jobs/export-job.js';

/**
 * The audio a link plays and when it last changed: a Library item's kept audio (changed when it was
 * replaced or renamed), or a programme's last render (issue 40; changed when it was made), the
 * owner's own and finished either way. Nothing when it plays nothing.
 */
export async function playingAudio(
  db: Db,
  ownerId: string,
  playing: Playing,
): Promise<{ updatedAt: Date; file: AudioFile } | undefined> {
  if (playing.itemId) {
    const [row] = await db
      .select({ updatedAt: libraryItems.updatedAt, file: audioFiles })
      .from(libraryItems)
      .innerJoin(audioFiles, eq(audioFiles.id, libraryItems.audioFileId))
      .where(and(eq(libraryItems.id, playing.itemId), eq(libraryItems.userId, ownerId)));
    return row;
  }
  if (!playing.programmeId) return undefined;
  // An out-of-date programme plays this render until it is made again; a render under way replaces it only when complete.
  const [row] = await db
    .select({ updatedAt: audioFiles.createdAt, file: audioFiles })
    .from(programmes)
    .innerJoin(audioFiles, and(eq(audioFiles.id, programmes.audioId), eq(audioFiles.kind, 'programme')))
    .where(and(eq(programmes.id, playing.programmeId), eq(programmes.userId, ownerId)));
  return row;
}

/**
 * The store key of the audio in `format`: the kept MP3 or render itself, or its phone-system conversion. A
 * conversion already made is served at once; the first fetch makes it through the export job, as
 * the owner's own download would (the job runs as the link's owner), so identical fetches share it.
 */
export async function phoneAudioKey(
  deps: Pick<AppDeps, 'store'>,
  jobs: JobQueue,
  ownerId: string,
  file: AudioFile,
  format: PhoneLinkFormat,
): Promise<string> {
  if (format === 'mp3') return audioKey(file);
  const converted = exportKey(file.id, format);
  if (await deps.store.head(converted)) return converted;
  const id = await jobs.enqueue(exportJob, ownerId, { audioFileId: file.id, format });
  return (await jobs.result(exportJob, id)).file;
}

import { and, eq } from 'drizzle-orm';
import type { PhoneLinkFormat } from '#common/schemas/phone-links.js';
import type { Db } from '../db/client.js';
import { audioFiles, libraryItems } from '../db/schema.js';
import type { AppDeps } from '../deps.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { audioKey, type AudioFile } from '../stored-audio/audio-files.js';
import { exportKey } from '../stored-audio/export-audio.js';
import { exportJob } from '../stored-audio/jobs/export-job.js';

/** The Library item a link plays and its kept audio: the owner's own, and finished (a Library copy is). */
export async function playingAudio(
  db: Db,
  ownerId: string,
  itemId: string,
): Promise<{ updatedAt: Date; file: AudioFile } | undefined> {
  const [row] = await db
    .select({ updatedAt: libraryItems.updatedAt, file: audioFiles })
    .from(libraryItems)
    .innerJoin(audioFiles, eq(audioFiles.id, libraryItems.audioFileId))
    .where(and(eq(libraryItems.id, itemId), eq(libraryItems.userId, ownerId)));
  return row;
}

/**
 * The store key of the audio in `format`: the kept MP3 itself, or its phone-system conversion. A
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

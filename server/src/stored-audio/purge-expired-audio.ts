import { lte } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { audioFiles } from '../db/schema.js';
import type { BlobStore } from '../storage/blob-store.js';
import { AUDIO_TOMBSTONE_MS, audioKey } from './audio-files.js';
import { exportKeys } from './export-audio.js';

/**
 * Housekeeping for stored audio: deletes from the store the audio of every expired row and its
 * phone-system exports, and the rows themselves once they have been expired for
 * AUDIO_TOMBSTONE_MS. Deleting is idempotent (a tombstone's objects are deleted again, in batches
 * of a thousand keys a request), so it is safe to run at any time and from several processes.
 * `filesDeleted` counts the expired rows whose audio is now gone from the store.
 */
export async function purgeExpiredAudio(
  db: Db,
  store: BlobStore,
  now: Date,
): Promise<{ filesDeleted: number; rowsDeleted: number }> {
  const expired = await db
    .select({ id: audioFiles.id, fileName: audioFiles.fileName })
    .from(audioFiles)
    .where(lte(audioFiles.expiresAt, now));
  await store.deleteMany(expired.flatMap((f) => [audioKey(f), ...exportKeys(f.id)]));
  const rows = await db
    .delete(audioFiles)
    .where(lte(audioFiles.expiresAt, new Date(now.getTime() - AUDIO_TOMBSTONE_MS)))
    .returning({ id: audioFiles.id });
  return { filesDeleted: expired.length, rowsDeleted: rows.length };
}

import { lte } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { audioFiles } from '../db/schema.js';
import type { BlobStore } from '../storage/blob-store.js';
import { AUDIO_TOMBSTONE_MS, deleteUnusedObjects } from './audio-files.js';
import { exportKeys } from './export-audio.js';

export const SHARE_GRACE_MS = 60_000;

/**
 * Housekeeping for stored audio: deletes from the store the audio of every expired row that no
 * live row shares (a Library item saved from a mix keeps its object, record 115) and its
 * phone-system exports, and the rows themselves once they have been expired for
 * AUDIO_TOMBSTONE_MS. Deleting is idempotent (a tombstone's objects are deleted again, in batches
 * of a thousand keys a request), so it is safe to run at any time and from several processes.
 * `filesDeleted` counts the expired rows whose own audio is now gone.
 *
 * A row's object is left for SHARE_GRACE_MS after its expiry: a Library save that found the mix
 * live just before it expired has committed its sharing row by then, and this purge sees it. Its
 * owner's address answers 410 from the expiry itself (require-owned-audio.ts), and the purge runs
 * hourly anyway.
 */
export async function purgeExpiredAudio(
  db: Db,
  store: BlobStore,
  now: Date,
): Promise<{ filesDeleted: number; rowsDeleted: number }> {
  const expired = await db
    .select({ id: audioFiles.id, fileName: audioFiles.fileName })
    .from(audioFiles)
    .where(lte(audioFiles.expiresAt, new Date(now.getTime() - SHARE_GRACE_MS)));
  await store.deleteMany(expired.flatMap((f) => exportKeys(f.id)));
  await deleteUnusedObjects(
    db,
    store,
    expired.map((f) => f.fileName),
    now,
  );
  const rows = await db
    .delete(audioFiles)
    .where(lte(audioFiles.expiresAt, new Date(now.getTime() - AUDIO_TOMBSTONE_MS)))
    .returning({ id: audioFiles.id });
  return { filesDeleted: expired.length, rowsDeleted: rows.length };
}

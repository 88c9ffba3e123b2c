import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { musicTracks } from '../db/schema.js';
import type { BlobStore } from '../storage/blob-store.js';

/** Uploaded tracks: a row each, and the object `music/<id>.mp3` in the blob store (the id is [a-z0-9-]+). */
export type UploadedTrack = typeof musicTracks.$inferSelect;

export function uploadedTrackKey(id: string): string {
  return `music/${id}.mp3`;
}

export function listUploadedTracks(db: Db): Promise<UploadedTrack[]> {
  return db.select().from(musicTracks).orderBy(asc(musicTracks.createdAt));
}

export async function findUploadedTrack(db: Db, id: string): Promise<UploadedTrack | undefined> {
  const [row] = await db.select().from(musicTracks).where(eq(musicTracks.id, id));
  return row;
}

/** Inserts the row unless the id is taken; returns false when it was (two admins racing included). */
export async function insertUploadedTrack(db: Db, track: typeof musicTracks.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(musicTracks).values(track).onConflictDoNothing().returning({ id: musicTracks.id });
  return inserted.length === 1;
}

export async function deleteUploadedTrack(db: Db, store: BlobStore, id: string): Promise<boolean> {
  const deleted = await db.delete(musicTracks).where(eq(musicTracks.id, id)).returning({ id: musicTracks.id });
  if (deleted.length === 0) return false;
  await store.delete(uploadedTrackKey(id));
  return true;
}

import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { musicTracks } from '../db/schema.js';
import type { BlobStore } from '../storage/blob-store.js';

/** Uploaded tracks: a row each, and the object `music/<id>.mp3` in the blob store (the id is [a-z0-9-]+). */
export type UploadedTrack = typeof musicTracks.$inferSelect;

export function uploadedTrackKey(id: string): string {
  return `music/${id}.mp3`;
}

/**
 * Whether users may see, hear and mix with an uploaded track: the one rule every user-facing path
 * applies (the track list, the mix and its preview, /static/music). A held track is for the admin
 * only until published (record 106); to users it is as unknown as an id that was never uploaded.
 */
export function usableByUsers(track: UploadedTrack): boolean {
  return !track.held;
}

/** Every uploaded track, held ones included, oldest first: the admin's list. */
export function listUploadedTracks(db: Db): Promise<UploadedTrack[]> {
  return db.select().from(musicTracks).orderBy(asc(musicTracks.createdAt));
}

/** The uploaded tracks users may choose, oldest first. */
export async function listUsableTracks(db: Db): Promise<UploadedTrack[]> {
  return (await listUploadedTracks(db)).filter(usableByUsers);
}

/** Any uploaded track, held or not: for the admin's routes. */
export async function findUploadedTrack(db: Db, id: string): Promise<UploadedTrack | undefined> {
  const [row] = await db.select().from(musicTracks).where(eq(musicTracks.id, id));
  return row;
}

/** An uploaded track a user may mix with or play; undefined for a held track as for an unknown id. */
export async function findUsableTrack(db: Db, id: string): Promise<UploadedTrack | undefined> {
  const track = await findUploadedTrack(db, id);
  return track && usableByUsers(track) ? track : undefined;
}

/** Inserts the row unless the id is taken; returns false when it was (two admins racing included). */
export async function insertUploadedTrack(db: Db, track: typeof musicTracks.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(musicTracks).values(track).onConflictDoNothing().returning({ id: musicTracks.id });
  return inserted.length === 1;
}

/**
 * Publishes a held track: users may choose it from now on. Idempotent: a track already live stays
 * as it is (the first admin to publish it is the one recorded). False for an unknown id.
 */
export async function publishUploadedTrack(db: Db, id: string, by: string, at: Date): Promise<boolean> {
  const published = await db
    .update(musicTracks)
    .set({ held: false, publishedBy: by, publishedAt: at })
    .where(and(eq(musicTracks.id, id), eq(musicTracks.held, true)))
    .returning({ id: musicTracks.id });
  return published.length === 1 || (await findUploadedTrack(db, id)) !== undefined;
}

export async function deleteUploadedTrack(db: Db, store: BlobStore, id: string): Promise<boolean> {
  const deleted = await db.delete(musicTracks).where(eq(musicTracks.id, id)).returning({ id: musicTracks.id });
  if (deleted.length === 0) return false;
  await store.delete(uploadedTrackKey(id));
  return true;
}

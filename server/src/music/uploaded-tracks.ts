import fs from 'node:fs/promises';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { musicTracks } from '../db/schema.js';

/** Uploaded tracks: a row each, and the file at DATA_DIR/music/<id>.mp3 (the id is [a-z0-9-]+). */
export type UploadedTrack = typeof musicTracks.$inferSelect;

export function uploadedMusicDir(dataDir: string): string {
  return path.join(dataDir, 'music');
}

export function uploadedTrackPath(dataDir: string, id: string): string {
  return path.join(uploadedMusicDir(dataDir), `${id}.mp3`);
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

export async function deleteUploadedTrack(db: Db, dataDir: string, id: string): Promise<boolean> {
  const deleted = await db.delete(musicTracks).where(eq(musicTracks.id, id)).returning({ id: musicTracks.id });
  if (deleted.length === 0) return false;
  await fs.rm(uploadedTrackPath(dataDir, id), { force: true });
  return true;
}

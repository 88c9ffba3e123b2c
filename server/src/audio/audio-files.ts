import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { audioFiles } from '../db/schema.js';
import { isUuid } from '../db/uuid.js';
import { removeCachedExports } from './export-audio.js';

/**
 * Stored audio: a random file name under DATA_DIR/audio/ (outside every static folder) and a row
 * saying whose it is. The mixing step reuses this for final files with a 24-hour expiry.
 */
export type AudioKind = 'voice' | 'preview' | 'mix';
export type AudioFile = typeof audioFiles.$inferSelect;

export function audioDir(dataDir: string): string {
  return path.join(dataDir, 'audio');
}

export function audioPath(dataDir: string, file: Pick<AudioFile, 'fileName'>): string {
  return path.join(audioDir(dataDir), file.fileName);
}

export interface NewAudio {
  userId: string;
  kind: AudioKind;
  durationSeconds: number;
  expiresAt: Date | null;
  /** The audio itself, or a file (such as a cache entry) to hard-link or copy in. */
  source: { bytes: Buffer } | { file: string };
  extension?: string;
}

export async function storeAudioFile(db: Db, dataDir: string, audio: NewAudio, now: Date): Promise<AudioFile> {
  const dir = audioDir(dataDir);
  await fs.mkdir(dir, { recursive: true });
  const fileName = `${randomUUID()}.${audio.extension ?? 'mp3'}`;
  const target = path.join(dir, fileName);
  const source = audio.source;
  if ('bytes' in source) {
    await fs.writeFile(target, source.bytes, { mode: 0o600 });
  } else {
    // A hard link costs nothing; another file system (or no link support) gets a copy.
    await fs.link(source.file, target).catch(() => fs.copyFile(source.file, target));
  }
  const { size } = await fs.stat(target);
  const [row] = await db
    .insert(audioFiles)
    .values({ userId: audio.userId, kind: audio.kind, fileName, durationSeconds: audio.durationSeconds, byteSize: size, createdAt: now, expiresAt: audio.expiresAt })
    .returning();
  return row!;
}

/**
 * An expired file loses its audio at once but keeps its row this long, so its owner's URL
 * answers 410 Gone (D7) instead of 404 before the row goes too.
 */
export const AUDIO_TOMBSTONE_MS = 7 * 24 * 60 * 60 * 1000;

/** The user's own file, expired or not; anyone else's, or an id that is not ours, is undefined. */
export async function findAudioFileForUser(db: Db, id: string, userId: string): Promise<AudioFile | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(audioFiles).where(and(eq(audioFiles.id, id), eq(audioFiles.userId, userId)));
  return row;
}

export function isExpired(file: Pick<AudioFile, 'expiresAt'>, now: Date): boolean {
  return file.expiresAt !== null && file.expiresAt <= now;
}

/**
 * Housekeeping for stored audio: deletes the files of expired rows (and their phone-system
 * exports), and the rows themselves once
 * they have been expired for AUDIO_TOMBSTONE_MS. Safe to run at any time and from several processes.
 */
export async function purgeExpiredAudio(db: Db, dataDir: string, now: Date): Promise<{ filesDeleted: number; rowsDeleted: number }> {
  const expired = await db.select({ id: audioFiles.id, fileName: audioFiles.fileName }).from(audioFiles).where(lte(audioFiles.expiresAt, now));
  const removed = await Promise.all(
    expired.map(async (f) => {
      await removeCachedExports(dataDir, f.id);
      return fs.rm(audioPath(dataDir, f)).then(() => true, () => false);
    }),
  );
  const rows = await db
    .delete(audioFiles)
    .where(lte(audioFiles.expiresAt, new Date(now.getTime() - AUDIO_TOMBSTONE_MS)))
    .returning({ id: audioFiles.id });
  return { filesDeleted: removed.filter(Boolean).length, rowsDeleted: rows.length };
}

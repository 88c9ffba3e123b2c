import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { Recipe, VoiceRecipe } from '#common/schemas/recipe.js';
import { audioFiles, type StoredVoiceAnalysis } from '../db/schema.js';
import { isUuid } from '../db/uuid.js';
import { BlobNotFoundError, type BlobSource, type BlobStore } from '../storage/blob-store.js';

/**
 * Stored audio: an object `audio/<id>.<format>` in the blob store (never a static folder) and a
 * row saying whose it is. The row's id is the recording's one identity from synthesis to the mix
 * (record 105): its object is named by it, and a voice's analysis is kept in the row. The mixing
 * step reuses this for final files with a 24-hour expiry. A Library item's row shares the object of
 * the mix it was saved from (record 115): several rows may name one object, which is deleted only
 * when no row that has not expired names it (`deleteUnusedObjects`).
 */
export type AudioFile = typeof audioFiles.$inferSelect;
/** Every kind the table takes (db/schema.ts), phone menus' prompts and voicemails included. */
export type AudioKind = AudioFile['kind'];

/** What each stored audio format is served as: MP3 for what people hear, WAV for the lossless voice (record 082). */
export const AUDIO_CONTENT_TYPES = { mp3: 'audio/mpeg', wav: 'audio/wav' } as const;
export type AudioFormat = keyof typeof AUDIO_CONTENT_TYPES;

/** The content type of a stored file, from the extension its name was given. */
export function contentTypeOf(file: Pick<AudioFile, 'fileName'>): string {
  return file.fileName.endsWith('.wav') ? AUDIO_CONTENT_TYPES.wav : AUDIO_CONTENT_TYPES.mp3;
}

/** The store key of a file's audio; the row keeps only the name (`<id>.<format>`, or a random name before record 105). */
export function audioKey(file: Pick<AudioFile, 'fileName'>): string {
  return `audio/${file.fileName}`;
}

export interface NewAudio {
  /** The row's id, when the caller named the recording before storing it (speak-to-file.ts); a new one otherwise. */
  id?: string;
  userId: string;
  kind: AudioKind;
  durationSeconds: number;
  expiresAt: Date | null;
  /** The audio itself (bytes, a local file, a stream), or another stored object (a cache entry, a mix) to copy. */
  source: BlobSource | { copyOf: string };
  /** MP3 unless said otherwise. */
  format?: AudioFormat;
  /** Who said it, for speech (speech-provider.ts speakerOf). */
  speaker?: string;
  /** A voice's analysis for its mixes (record 105). */
  voiceAnalysis?: StoredVoiceAnalysis;
  /** A mix's voice recording (record 105). */
  recordingId?: string;
  /** How it was made (record 108): a voice's request, a mix's whole recipe. */
  recipe?: Recipe | VoiceRecipe | null;
}

/** Stores the audio, then its row; throws BlobNotFoundError when an object to copy is gone. */
export async function storeAudioFile(db: Db, store: BlobStore, audio: NewAudio, now: Date): Promise<AudioFile> {
  const format = audio.format ?? 'mp3';
  const id = audio.id ?? randomUUID();
  const fileName = `${id}.${format}`;
  const key = audioKey({ fileName });
  const source = audio.source;
  const stored =
    'copyOf' in source
      ? await store.copy(source.copyOf, key)
      : await store.put(key, source, { contentType: AUDIO_CONTENT_TYPES[format] });
  if (!stored) throw new BlobNotFoundError('copyOf' in source ? source.copyOf : key);
  try {
    const [row] = await db
      .insert(audioFiles)
      .values({
        id,
        userId: audio.userId,
        kind: audio.kind,
        fileName,
        durationSeconds: audio.durationSeconds,
        byteSize: stored.size,
        createdAt: now,
        expiresAt: audio.expiresAt,
        speaker: audio.speaker,
        voiceAnalysis: audio.voiceAnalysis,
        recordingId: audio.recordingId,
        recipe: audio.recipe,
      })
      .returning();
    return row!;
  } catch (error) {
    // No row, no owner: do not keep audio nobody can reach or delete.
    await store.delete(key);
    throw error;
  }
}

/**
 * A new row without expiry for `userId` that shares `source`'s object (record 115): no bytes are
 * copied, and the source's own expiry still answers for the source's own address. Run in the
 * transaction that locked `source` (FOR SHARE), so a delete of it cannot slip in between.
 */
export async function shareAudioFile(tx: Db, source: AudioFile, userId: string, now: Date): Promise<AudioFile> {
  const [row] = await tx
    .insert(audioFiles)
    .values({
      userId,
      kind: source.kind,
      fileName: source.fileName,
      durationSeconds: source.durationSeconds,
      byteSize: source.byteSize,
      createdAt: now,
      expiresAt: null,
    })
    .returning();
  return row!;
}

/**
 * Deletes the objects of `fileNames` that no row which has not expired still names: a mix's object
 * outlives the mix while a Library item shares it, and an item's outlives the item while its mix
 * (or another item) still has it.
 */
export async function deleteUnusedObjects(db: Db, store: BlobStore, fileNames: string[], now: Date): Promise<void> {
  if (fileNames.length === 0) return;
  const inUse = await db
    .selectDistinct({ fileName: audioFiles.fileName })
    .from(audioFiles)
    .where(
      and(inArray(audioFiles.fileName, fileNames), or(isNull(audioFiles.expiresAt), gt(audioFiles.expiresAt, now))),
    );
  const used = new Set(inUse.map((row) => row.fileName));
  await store.deleteMany(
    [...new Set(fileNames)].filter((name) => !used.has(name)).map((fileName) => audioKey({ fileName })),
  );
}

/** Keeps a voice's analysis in its row, for the next mix on any worker (record 105). */
export async function keepVoiceAnalysis(db: Db, id: string, analysis: StoredVoiceAnalysis): Promise<void> {
  await db.update(audioFiles).set({ voiceAnalysis: analysis }).where(eq(audioFiles.id, id));
}

/**
 * An expired file loses its audio at once but keeps its row this long, so its owner's URL
 * answers 410 Gone (record 056) instead of 404 before the row goes too.
 */
export const AUDIO_TOMBSTONE_MS = 7 * 24 * 60 * 60 * 1000;

/** The user's own file, expired or not; anyone else's, or an id that is not ours, is undefined. */
export async function findAudioFileForUser(db: Db, id: string, userId: string): Promise<AudioFile | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(audioFiles)
    .where(and(eq(audioFiles.id, id), eq(audioFiles.userId, userId)));
  return row;
}

export function isExpired(file: Pick<AudioFile, 'expiresAt'>, now: Date): boolean {
  return file.expiresAt !== null && file.expiresAt <= now;
}

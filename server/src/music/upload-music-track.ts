import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Multipart } from '@fastify/multipart';
import { NO_MUSIC_TRACK_ID } from '../../../common/constants.js';
import { messages } from '../../../common/messages.js';
import { musicUploadFields, type MusicTrack } from '../../../common/schemas/music.js';
import { probeFormat } from '../audio/measure.js';
import type { ServiceContext } from '../deps.js';
import { AppError } from '../errors.js';
import { BUILT_IN_TRACKS, formatDuration } from './built-in-tracks.js';
import { insertUploadedTrack, uploadedMusicDir, uploadedTrackPath } from './uploaded-tracks.js';

const RESERVED_IDS = new Set([NO_MUSIC_TRACK_ID, ...BUILT_IN_TRACKS.map((t) => t.id)]);

/**
 * Stores a track an admin uploaded (spec §5): the file streams to a temporary file (the size
 * limit is enforced by the multipart reader while it streams), the fields are checked, then the
 * content is decoded with ffmpeg: only real MPEG audio is kept, whatever its name or declared type.
 */
export async function uploadMusicTrack(ctx: ServiceContext, parts: AsyncIterable<Multipart>, uploadedBy: string): Promise<MusicTrack> {
  const tmpDir = path.join(ctx.config.dataDir, 'tmp');
  await fs.mkdir(tmpDir, { recursive: true });
  const tmpFile = path.join(tmpDir, `upload-${randomBytes(8).toString('hex')}`);
  try {
    const { fields, hasFile } = await receive(parts, tmpFile);
    if (!hasFile) throw new AppError(400, messages.music.noFileSelected);
    const parsed = musicUploadFields.safeParse(fields);
    if (!parsed.success) throw new AppError(400, parsed.error.issues[0]!.message);
    const { id, name, description } = parsed.data;

    const format = await probeFormat(ctx.ffmpeg.path, tmpFile).catch(() => undefined);
    if (!format || format.container !== 'mp3' || format.codec !== 'mp3' || format.durationSeconds < 1) {
      throw new AppError(400, messages.music.invalidFileType);
    }
    if (RESERVED_IDS.has(id)) throw new AppError(409, messages.music.idTaken);

    const durationSeconds = Math.round(format.durationSeconds * 10) / 10;
    const byteSize = (await fs.stat(tmpFile)).size;
    const db = ctx.database.db;
    const inserted = await insertUploadedTrack(db, { id, name, description, durationSeconds, byteSize, uploadedBy, createdAt: ctx.clock.now() });
    if (!inserted) throw new AppError(409, messages.music.idTaken);
    await fs.mkdir(uploadedMusicDir(ctx.config.dataDir), { recursive: true });
    await fs.rename(tmpFile, uploadedTrackPath(ctx.config.dataDir, id));
    return { id, name, description, durationInSeconds: durationSeconds, duration: formatDuration(durationSeconds), builtIn: false };
  } finally {
    await fs.rm(tmpFile, { force: true });
  }
}

async function receive(parts: AsyncIterable<Multipart>, tmpFile: string) {
  const fields: Record<string, string> = {};
  let hasFile = false;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
      } else if (part.fieldname === 'file' && !hasFile && part.filename) {
        await pipeline(part.file, createWriteStream(tmpFile));
        hasFile = true;
      } else {
        part.file.resume(); // an extra or unnamed file: read past it
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, messages.music.fileTooLarge);
    throw error;
  }
  return { fields, hasFile };
}

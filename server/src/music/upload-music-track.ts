import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { Multipart } from '@fastify/multipart';
import { NO_MUSIC_TRACK_ID } from '#common/constants.js';
import { messages } from '#common/messages.js';
import { musicUploadFields, type UploadMusicReply } from '#common/schemas/music.js';
import { probeFormat } from '../process/measure.js';
import type { ServiceContext } from '../deps.js';
import { AppError } from '../errors.js';
import { readMultipart } from '../http/read-multipart.js';
import { formatDuration } from '#common/format.js';
import { BUILT_IN_TRACKS } from './built-in-tracks.js';
import { phoneLineWarning } from './phone-line-warning.js';
import { tempPath } from '../storage/temp-files.js';
import { deleteUploadedTrack, insertUploadedTrack, uploadedTrackKey } from './uploaded-tracks.js';

const RESERVED_IDS = new Set([NO_MUSIC_TRACK_ID, ...BUILT_IN_TRACKS.map((t) => t.id)]);

/**
 * Stores a track an admin uploaded (spec §5): the file streams to a node-local temporary file (the
 * size limit is enforced by the multipart reader while it streams), the fields are checked, then
 * the content is decoded with ffmpeg: only real MPEG audio is kept, whatever its name or declared
 * type. It then goes to the blob store, so every node can mix with it, and the temporary file goes.
 * The track is also measured on a simulated phone line, and the admin warned when most of it
 * would vanish there (the upload still succeeds: the mixer band-shapes such tracks).
 */
export async function uploadMusicTrack(
  ctx: ServiceContext,
  parts: AsyncIterable<Multipart>,
  uploadedBy: string,
): Promise<UploadMusicReply> {
  const tmpFile = await tempPath(ctx.config.dataDir, 'upload.mp3');
  try {
    const { fields, hasFile } = await readMultipart(parts, 'file', messages.music.fileTooLarge, async (part) => {
      if (!part.filename) return false;
      await pipeline(part.file, createWriteStream(tmpFile));
      return true;
    });
    if (!hasFile) throw new AppError(400, messages.music.noFileSelected);
    const parsed = musicUploadFields.safeParse(fields);
    if (!parsed.success) throw new AppError(400, parsed.error.issues[0]!.message);
    const { id, name, description } = parsed.data;

    const format = await probeFormat(ctx.ffmpeg.path, tmpFile).catch(() => undefined);
    if (!format || format.container !== 'mp3' || format.codec !== 'mp3' || format.durationSeconds < 1) {
      throw new AppError(400, messages.music.invalidFileType);
    }
    if (RESERVED_IDS.has(id)) throw new AppError(409, messages.music.idTaken);

    // Advice only: a measurement that fails must not cost the admin the upload.
    const warning = await phoneLineWarning(ctx.ffmpeg.path, tmpFile, name).catch((error: unknown) => {
      ctx.log.warn({ err: error }, 'phone-line analysis of an upload failed');
      return undefined;
    });
    const durationSeconds = Math.round(format.durationSeconds * 10) / 10;
    const byteSize = (await fs.stat(tmpFile)).size;
    const db = ctx.database.db;
    const inserted = await insertUploadedTrack(db, {
      id,
      name,
      description,
      durationSeconds,
      byteSize,
      uploadedBy,
      createdAt: ctx.clock.now(),
    });
    if (!inserted) throw new AppError(409, messages.music.idTaken);
    await ctx.store
      .put(uploadedTrackKey(id), { file: tmpFile }, { contentType: 'audio/mpeg' })
      .catch(async (error: unknown) => {
        // A track listed without its audio would break every mix that picks it.
        await deleteUploadedTrack(db, ctx.store, id);
        throw error;
      });
    return {
      id,
      name,
      description,
      durationInSeconds: durationSeconds,
      duration: formatDuration(durationSeconds),
      builtIn: false,
      ...(warning && { phoneLineWarning: warning }),
    };
  } finally {
    await fs.rm(tmpFile, { force: true });
  }
}

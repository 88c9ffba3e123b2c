import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { Multipart } from '@fastify/multipart';
import { NO_MUSIC_TRACK_ID } from '#common/constants.js';
import { messages } from '#common/messages.js';
import { MUSIC_MAX_SECONDS, musicUploadFields, type AdminMusicTrack } from '#common/schemas/music.js';
import { measureLineLoss, type LineLoss } from '../process/line-loss.js';
import { probeFormat } from '../process/measure.js';
import type { ServiceContext } from '../deps.js';
import { AppError } from '../errors.js';
import { readMultipart } from '../http/read-multipart.js';
import { BUILT_IN_TRACKS } from './built-in-tracks.js';
import { adminView } from './list-music-tracks.js';
import { mostlyVanishes } from './phone-line-warning.js';
import { tempPath } from '../storage/temp-files.js';
import { deleteUploadedTrack, insertUploadedTrack, uploadedTrackKey, type UploadedTrack } from './uploaded-tracks.js';

const RESERVED_IDS = new Set([NO_MUSIC_TRACK_ID, ...BUILT_IN_TRACKS.map((t) => t.id)]);

/**
 * Stores a track an admin uploaded (spec §5): the file streams to a node-local temporary file (the
 * size limit is enforced by the multipart reader while it streams), the fields are checked, then
 * the content is decoded with ffmpeg: only real MPEG audio is kept, whatever its name or declared
 * type. It then goes to the blob store, so every node can mix with it, and the temporary file goes.
 * The track is also measured on a simulated phone line: when most of it would vanish there it is
 * stored held, shown to the admin with the figures and offered to no user until an admin publishes
 * it (record 106). The upload itself still succeeds: the admin may judge it worth publishing.
 * A track longer than MUSIC_MAX_SECONDS is refused from its probed length before anything decodes
 * it; since a header can understate the length, the decoding that measures it stops a little past
 * the limit, and a track that really ran past it is refused then (record 115).
 */
export async function uploadMusicTrack(
  ctx: ServiceContext,
  parts: AsyncIterable<Multipart>,
  uploadedBy: string,
): Promise<AdminMusicTrack> {
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
    if (format.durationSeconds > MUSIC_MAX_SECONDS) throw new AppError(400, messages.music.tooLong);
    if (RESERVED_IDS.has(id)) throw new AppError(409, messages.music.idTaken);

    const loss = await lineLossOf(ctx, tmpFile);
    if (loss && loss.seconds > MUSIC_MAX_SECONDS + LENGTH_TOLERANCE_SECONDS) {
      throw new AppError(400, messages.music.tooLong);
    }
    const lineLossDb = loss && !Number.isNaN(loss.lossLu) ? loss.lossLu : null;
    const track: UploadedTrack = {
      id,
      name,
      description,
      durationSeconds: Math.round(format.durationSeconds * 10) / 10,
      byteSize: (await fs.stat(tmpFile)).size,
      uploadedBy,
      createdAt: ctx.clock.now(),
      lineLossDb,
      held: lineLossDb !== null && mostlyVanishes(lineLossDb),
      publishedBy: null,
      publishedAt: null,
    };
    const db = ctx.database.db;
    if (!(await insertUploadedTrack(db, track))) throw new AppError(409, messages.music.idTaken);
    await ctx.store
      .put(uploadedTrackKey(id), { file: tmpFile }, { contentType: 'audio/mpeg' })
      .catch(async (error: unknown) => {
        // A track listed without its audio would break every mix that picks it.
        await deleteUploadedTrack(db, ctx.store, id);
        throw error;
      });
    ctx.log.info({ track: id, lineLossDb, held: track.held }, 'music track uploaded');
    return adminView(track);
  } finally {
    await fs.rm(tmpFile, { force: true });
  }
}

/** An MP3's decoded length may run past its probed one by a frame or two of padding. */
const LENGTH_TOLERANCE_SECONDS = 1;

/**
 * What a landline takes from the track (lossLu NaN for silence: nothing to lose), and how long the
 * track decoded to, at most a little past the limit; null when the measurement fails: a failure
 * must not cost the admin the upload, and the track then goes live as every track did before holds
 * existed.
 */
async function lineLossOf(ctx: ServiceContext, file: string): Promise<LineLoss | null> {
  try {
    return await measureLineLoss(ctx.ffmpeg.path, {
      file,
      maxSeconds: MUSIC_MAX_SECONDS + 2 * LENGTH_TOLERANCE_SECONDS,
    });
  } catch (error) {
    ctx.log.warn({ err: error }, 'phone-line analysis of an upload failed');
    return null;
  }
}

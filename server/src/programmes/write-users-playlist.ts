import { messages } from '#common/messages.js';
import type { PlaylistFormat } from '#common/schemas/programmes.js';
import type { ServiceContext } from '../deps.js';
import { AppError } from '../errors.js';
import { downloadToFile } from '../storage/blob-files.js';
import { withTempFiles } from '../storage/temp-files.js';
import { audioKey } from '../stored-audio/audio-files.js';
import { requireOwnedAudio } from '../stored-audio/require-owned-audio.js';
import { requireOwnedProgramme, type ProgrammeRow } from './programme-store.js';
import { writePlaylist } from './render/write-playlist.js';
import { playlistKey } from './render-files.js';

/** The programme's render, or 409 before the first one. */
export function requireRendered(programme: ProgrammeRow): { audioId: string; cuts: number[]; titles: string[] } {
  const { audioId, cuts, renderedTitles: titles } = programme;
  if (!audioId || !cuts || !titles) throw new AppError(409, messages.programmes.notRendered);
  return { audioId, cuts, titles };
}

/**
 * The playlist zip of the programme's render in `format`, made on first request and kept as
 * `exports/<render id>.playlist-<format>.zip` until the render is replaced or deleted. Files are
 * named after the items as they were rendered.
 */
export async function writeUsersPlaylist(
  ctx: ServiceContext & { signal: AbortSignal },
  userId: string,
  programmeId: string,
  format: PlaylistFormat,
): Promise<{ key: string }> {
  const { db } = ctx.database;
  const programme = await requireOwnedProgramme(db, userId, programmeId);
  const { audioId, cuts, titles } = requireRendered(programme);
  const file = await requireOwnedAudio(db, audioId, userId, ctx.clock.now(), { kind: 'programme' });
  const key = playlistKey(file.id, format);
  if (await ctx.store.head(key)) return { key };

  await withTempFiles(ctx.config.dataDir, ['programme.mp3', 'playlist.zip'], async ([source, zip]) => {
    if (!(await downloadToFile(ctx.store, audioKey(file), source!))) throw new AppError(404, messages.generic.notFound);
    await writePlaylist(
      ctx,
      source!,
      titles.map((title) => ({ title })),
      cuts,
      format,
      zip!,
      ctx.signal,
    ).catch((error: unknown) => {
      if (ctx.signal.aborted) throw error;
      ctx.log.error({ err: error, programmeId, format }, 'playlist failed');
      throw new AppError(500, messages.library.exportFailed);
    });
    await ctx.store.put(key, { file: zip! }, { contentType: 'application/zip' });
  });
  return { key };
}

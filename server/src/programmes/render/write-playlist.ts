import { fileSlug } from '#common/schemas/library.js';
import type { TargetFormat } from '#common/phone-system-limits.js';
import type { ServiceContext } from '../../deps.js';
import { MP3_BITRATE } from '../../dsp/mastering.js';
import { runFfmpeg } from '../../process/run-ffmpeg.js';
import { writeStoredZip } from '../../storage/stored-zip.js';
import { withTempFiles } from '../../storage/temp-files.js';
import { EXPORT_SPECS } from '../../stored-audio/export-audio.js';

/** Each file fades in and out this long at its cut, so a player that joins the files makes no click. */
const EDGE_FADE_SECONDS = 0.3;

/**
 * The programme MP3 at `programmeFile` cut at `cuts` into numbered files in `format`
 * (01-<slug of title>.<ext> …, the welcome first), zipped to outFile (record 116). The cuts lie in
 * the middle of the music between messages; each file is converted as the single-message export
 * of that format is (export-audio.ts), or kept as a 128 kb/s MP3 for 'original'.
 */
export async function writePlaylist(
  ctx: ServiceContext,
  programmeFile: string,
  parts: { title: string }[],
  cuts: number[],
  format: TargetFormat,
  outFile: string,
  signal?: AbortSignal,
): Promise<{ byteSize: number }> {
  const extension = format === 'original' ? 'mp3' : EXPORT_SPECS[format].extension;
  const names = parts.map((part, k) => `${String(k + 1).padStart(2, '0')}-${fileSlug(part.title)}.${extension}`);
  return withTempFiles(ctx.config.dataDir, names, async (files) => {
    await Promise.all(
      files.map((file, k) => {
        signal?.throwIfAborted();
        const start = cuts[k]!;
        const end = cuts[k + 1];
        const seconds = end === undefined ? undefined : end - start;
        const fades = [`afade=t=in:d=${EDGE_FADE_SECONDS}`, `areverse,afade=t=in:d=${EDGE_FADE_SECONDS},areverse`];
        return runFfmpeg(ctx.ffmpeg.path, [
          '-loglevel',
          'error',
          '-y',
          '-ss',
          String(start),
          ...(seconds === undefined ? [] : ['-t', String(seconds)]),
          '-i',
          programmeFile,
          '-af',
          fades.join(','),
          ...formatArgs(format, seconds ?? 0),
          file,
        ]);
      }),
    );
    signal?.throwIfAborted();
    return writeStoredZip(
      files.map((file, k) => ({ name: names[k]!, file })),
      outFile,
    );
  });
}

/** ffmpeg's output arguments for one file of the playlist. */
function formatArgs(format: TargetFormat, seconds: number): string[] {
  if (format === 'original') return ['-ac', '1', '-c:a', 'libmp3lame', '-b:a', MP3_BITRATE, '-f', 'mp3'];
  const spec = EXPORT_SPECS[format];
  // The phone-line previews are for listening in the browser, not for a phone system; the wideband
  // files (record 140) are not a playlist format.
  if (!('args' in spec)) throw new Error(`A playlist is not made in ${format}`);
  return spec.args(seconds);
}

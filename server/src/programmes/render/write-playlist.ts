import type { TargetFormat } from '#common/phone-system-limits.js';
import type { ServiceContext } from '../../deps.js';

export { programmeSeconds, voiceSecondsOf } from './programme-length.js';

/**
 * The programme MP3 at `programmeFile` cut at `cuts` into numbered files in `format`
 * (01-<slug of title>.<ext> …, the welcome first), zipped to outFile.
 */
export function writePlaylist(
  _ctx: ServiceContext,
  _programmeFile: string,
  _parts: { title: string }[],
  _cuts: number[],
  _format: TargetFormat,
  _outFile: string,
  _signal?: AbortSignal,
): Promise<{ byteSize: number }> {
  // The interface first, so the routes can be built against it; the engine follows on this branch.
  return Promise.reject(new Error('writePlaylist: not built yet'));
}

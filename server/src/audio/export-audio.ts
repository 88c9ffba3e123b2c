import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { EXPORT_FORMATS, type ExportFormat } from '../../../common/schemas/library.js';
import type { AudioFile } from './audio-files.js';
import { runFfmpeg } from './run-ffmpeg.js';

/**
 * Conversions of a final MP3 into what phone systems take. Telephony is 8 kHz mono, so the WAVs
 * are 8 kHz mono (16-bit PCM, or G.711 µ-law); Teams takes MP3 under 5 MB. Metadata is left out
 * (`-bitexact`, no LIST chunk): some PBX upload forms reject WAV files with extra chunks.
 */
interface ExportSpec {
  extension: 'wav' | 'mp3';
  contentType: string;
  args(durationSeconds: number): string[];
}

const WAV_CLEAN = ['-map_metadata', '-1', '-fflags', '+bitexact', '-flags:a', '+bitexact', '-f', 'wav'];

export const EXPORT_SPECS: Record<ExportFormat, ExportSpec> = {
  'wav-pcm-8k': { extension: 'wav', contentType: 'audio/wav', args: () => ['-ac', '1', '-ar', '8000', '-c:a', 'pcm_s16le', ...WAV_CLEAN] },
  'wav-ulaw-8k': { extension: 'wav', contentType: 'audio/wav', args: () => ['-ac', '1', '-ar', '8000', '-c:a', 'pcm_mulaw', ...WAV_CLEAN] },
  'mp3-teams': {
    extension: 'mp3',
    contentType: 'audio/mpeg',
    // 64 kbit/s mono is 8 KB a second: 10 minutes stay under 5 MB. Longer messages drop to 32 kbit/s at 22.05 kHz.
    args: (seconds) => [
      '-ac', '1', '-ar', seconds <= 600 ? '44100' : '22050', '-c:a', 'libmp3lame', '-b:a', seconds <= 600 ? '64k' : '32k',
      '-map_metadata', '-1', '-write_xing', '1', '-id3v2_version', '0', '-f', 'mp3',
    ],
  },
};

function exportDir(dataDir: string): string {
  return path.join(dataDir, 'exports');
}

function cachePath(dataDir: string, file: Pick<AudioFile, 'id'>, format: ExportFormat): string {
  return path.join(exportDir(dataDir), `${file.id}.${format}.${EXPORT_SPECS[format].extension}`);
}

/** Conversions running now, so two downloads of the same file and format share one ffmpeg run. */
const inFlight = new Map<string, Promise<string>>();

/**
 * The converted file for (file, format), made on first request and cached under DATA_DIR/exports.
 * Written to a temporary name and renamed, so a reader never sees half a file.
 */
export function exportAudio(ffmpegPath: string, dataDir: string, file: AudioFile, source: string, format: ExportFormat): Promise<string> {
  const target = cachePath(dataDir, file, format);
  const running = inFlight.get(target);
  if (running) return running;
  const job = (async () => {
    if (await fs.stat(target).then(() => true, () => false)) return target;
    await fs.mkdir(exportDir(dataDir), { recursive: true });
    const tmp = `${target}.${randomUUID()}.tmp`;
    try {
      await runFfmpeg(ffmpegPath, ['-loglevel', 'error', '-y', '-i', source, ...EXPORT_SPECS[format].args(file.durationSeconds), tmp]);
      await fs.rename(tmp, target);
      return target;
    } finally {
      await fs.rm(tmp, { force: true });
    }
  })().finally(() => inFlight.delete(target));
  inFlight.set(target, job);
  return job;
}

/** Deletes every cached conversion of a file (when its Library item is deleted). */
export async function removeCachedExports(dataDir: string, audioFileId: string): Promise<void> {
  await Promise.all(EXPORT_FORMATS.map((format) => fs.rm(cachePath(dataDir, { id: audioFileId }, format), { force: true })));
}

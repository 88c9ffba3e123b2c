import { EXPORT_FORMATS, type ExportFormat } from '#common/schemas/library.js';
import type { AppDeps } from '../deps.js';
import { downloadToFile } from '../storage/blob-files.js';
import { BlobNotFoundError } from '../storage/blob-store.js';
import { withTempFiles } from '../storage/temp-files.js';
import { audioKey, type AudioFile } from './audio-files.js';
import { writeWideband, type WidebandCodec } from '../process/master-wideband.js';
import { renderLinePreview, type PhoneLine } from '../process/phone-line.js';
import { runFfmpeg } from '../process/run-ffmpeg.js';

/**
 * Conversions of a final MP3 into what phone systems take. Narrowband telephony is 8 kHz mono, so
 * those WAVs are 8 kHz mono (16-bit PCM, or G.711 µ-law); Teams takes MP3 under 5 MB. Wideband
 * systems (IP desk phones, Asterisk's wav16 and g722) take 16 kHz, mastered for 50-7000 Hz
 * (record 140). Metadata is left out (`-bitexact`, no LIST chunk): some PBX upload forms reject
 * WAV files with extra chunks.
 */
type ExportSpec = {
  extension: 'wav' | 'mp3' | 'g722';
  contentType: string;
} & ({ args(durationSeconds: number): string[] } | { line: PhoneLine } | { wideband: WidebandCodec });

const WAV_CLEAN = ['-map_metadata', '-1', '-fflags', '+bitexact', '-flags:a', '+bitexact', '-f', 'wav'];

export const EXPORT_SPECS: Record<ExportFormat, ExportSpec> = {
  'wav-pcm-8k': {
    extension: 'wav',
    contentType: 'audio/wav',
    args: () => ['-ac', '1', '-ar', '8000', '-c:a', 'pcm_s16le', ...WAV_CLEAN],
  },
  'wav-ulaw-8k': {
    extension: 'wav',
    contentType: 'audio/wav',
    args: () => ['-ac', '1', '-ar', '8000', '-c:a', 'pcm_mulaw', ...WAV_CLEAN],
  },
  'mp3-teams': {
    extension: 'mp3',
    contentType: 'audio/mpeg',
    // 64 kbit/s mono is 8 KB a second: 10 minutes stay under 5 MB. Longer messages drop to 32 kbit/s at 22.05 kHz.
    args: (seconds) => [
      '-ac',
      '1',
      '-ar',
      seconds <= 600 ? '44100' : '22050',
      '-c:a',
      'libmp3lame',
      '-b:a',
      seconds <= 600 ? '64k' : '32k',
      '-map_metadata',
      '-1',
      '-write_xing',
      '1',
      '-id3v2_version',
      '0',
      '-f',
      'mp3',
    ],
  },
  // Wideband (record 140): 16 kHz, band-limited to 50-7000 Hz and levelled again (master-wideband.ts).
  'wav-pcm-16k': { extension: 'wav', contentType: 'audio/wav', wideband: 'pcm_s16le' },
  // Raw G.722 as Asterisk stores it; audio/G722 is its registered media type (RFC 4856).
  g722: { extension: 'g722', contentType: 'audio/G722', wideband: 'adpcm_g722' },
  // What a caller hears, through the real codecs, upsampled for the browser.
  'preview-landline': { extension: 'mp3', contentType: 'audio/mpeg', line: 'landline' },
  'preview-mobile': { extension: 'mp3', contentType: 'audio/mpeg', line: 'mobile' },
  'preview-wideband': { extension: 'mp3', contentType: 'audio/mpeg', line: 'wideband' },
};

/** Where the conversion of a file into a format is kept: beside nothing else, named by file id and format. */
export function exportKey(audioFileId: string, format: ExportFormat): string {
  return `exports/${audioFileId}.${format}.${EXPORT_SPECS[format].extension}`;
}

/** Every conversion a file may have, for deleting them with it. */
export function exportKeys(audioFileId: string): string[] {
  return EXPORT_FORMATS.map((format) => exportKey(audioFileId, format));
}

/** Conversions running on this node now, so two downloads of the same file and format share one ffmpeg run. */
const inFlight = new Map<string, Promise<string>>();

/**
 * The stored conversion of (file, format), made on first request and kept in the store as
 * `exports/...` (so every node serves it) until the file is deleted or expires. ffmpeg works on
 * node-local temporary files that are removed afterwards. Returns the key of the conversion;
 * throws BlobNotFoundError when the file's audio is no longer stored.
 */
export function exportAudio(
  ctx: Pick<AppDeps, 'store' | 'config' | 'ffmpeg'>,
  file: AudioFile,
  format: ExportFormat,
): Promise<string> {
  const { store } = ctx;
  const target = exportKey(file.id, format);
  const running = inFlight.get(target);
  if (running) return running;
  const job = (async () => {
    if (await store.head(target)) return target;
    const spec = EXPORT_SPECS[format];
    await withTempFiles(
      ctx.config.dataDir,
      ['export-source.mp3', `export.${spec.extension}`],
      async ([source, out]) => {
        if (!(await downloadToFile(store, audioKey(file), source!))) throw new BlobNotFoundError(audioKey(file));
        if ('line' in spec) await renderLinePreview(ctx.ffmpeg.path, source!, spec.line, out!);
        else if ('wideband' in spec) await writeWideband(ctx.ffmpeg.path, source!, spec.wideband, out!);
        else
          await runFfmpeg(ctx.ffmpeg.path, [
            '-loglevel',
            'error',
            '-y',
            '-i',
            source!,
            ...spec.args(file.durationSeconds),
            out!,
          ]);
        await store.put(target, { file: out! }, { contentType: spec.contentType });
      },
    );
    return target;
  })().finally(() => inFlight.delete(target));
  inFlight.set(target, job);
  return job;
}

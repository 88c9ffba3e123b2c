import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Audio that ffmpeg synthesises from a lavfi source (`sine=…`, `aevalsrc=…`), encoded as a
 * 128 kb/s MP3 (or, with `wav`, 16-bit PCM), with any extra output options (`-ac 1`, `-af …`).
 */
export async function synthesizedAudio(
  ffmpeg: string,
  source: string,
  { format = 'mp3', options = [] }: { format?: 'mp3' | 'wav'; options?: string[] } = {},
): Promise<Buffer> {
  const codec = format === 'mp3' ? ['-c:a', 'libmp3lame', '-b:a', '128k'] : ['-c:a', 'pcm_s16le'];
  const { stdout } = await run(
    ffmpeg,
    ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', source, ...options, ...codec, '-f', format, 'pipe:1'],
    { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024, timeout: 30_000 },
  );
  return stdout;
}

/** A few seconds of a soft chord made by ffmpeg, encoded as the format asked for. */
export function toneFile(ffmpeg: string, format: 'mp3' | 'wav', seconds = 3): Promise<Buffer> {
  return synthesizedAudio(ffmpeg, `sine=frequency=220:duration=${seconds},volume=0.3`, {
    format,
    options: ['-ar', '44100', '-ac', '2'],
  });
}

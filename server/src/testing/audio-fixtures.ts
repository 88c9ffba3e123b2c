import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A few seconds of a soft chord made by ffmpeg, encoded as the format asked for. */
export async function toneFile(ffmpeg: string, format: 'mp3' | 'wav', seconds = 3): Promise<Buffer> {
  const source = `sine=frequency=220:duration=${seconds},volume=0.3`;
  const codec = format === 'mp3' ? ['-c:a', 'libmp3lame', '-b:a', '128k'] : ['-c:a', 'pcm_s16le'];
  const { stdout } = await run(
    ffmpeg,
    ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', source, '-ar', '44100', '-ac', '2', ...codec, '-f', format, 'pipe:1'],
    { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024, timeout: 30_000 },
  );
  return stdout;
}

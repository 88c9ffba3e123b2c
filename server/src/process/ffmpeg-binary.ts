import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { canEncode } from './ffmpeg-health.js';

const run = promisify(execFile);

export interface FfmpegInfo {
  path: string;
  version: string;
}

/**
 * Finds a working ffmpeg (ARCHITECTURE.md): FFMPEG_PATH, else `ffmpeg` on PATH, else the binary
 * shipped in the @ffmpeg-installer/ffmpeg package, so a fresh machine with nothing installed works.
 * A candidate must encode MP3, not only start: one built without libmp3lame is passed over.
 */
export async function resolveFfmpeg(configured?: string): Promise<FfmpegInfo> {
  if (configured) {
    const version = await probe(configured);
    if (!version || !(await canEncode(configured)))
      throw new Error(`FFMPEG_PATH: ${configured} is not a working ffmpeg (it must encode MP3 with libmp3lame)`);
    return { path: configured, version };
  }
  for (const candidate of ['ffmpeg', bundledFfmpeg()]) {
    if (!candidate) continue;
    const version = await probe(candidate);
    if (version && (await canEncode(candidate))) return { path: candidate, version };
  }
  throw new Error('No ffmpeg found: install ffmpeg, set FFMPEG_PATH, or reinstall @ffmpeg-installer/ffmpeg');
}

function bundledFfmpeg(): string | undefined {
  try {
    return (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch {
    return undefined;
  }
}

async function probe(binary: string): Promise<string | undefined> {
  try {
    const { stdout } = await run(binary, ['-hide_banner', '-version'], { timeout: 10_000 });
    return /ffmpeg version (\S+)/.exec(stdout)?.[1] ?? 'unknown';
  } catch {
    return undefined;
  }
}

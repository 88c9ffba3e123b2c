import fs from 'node:fs/promises';
import path from 'node:path';
import type { FfmpegInfo } from '../process/ffmpeg-binary.js';

/**
 * An ffmpeg in `dir` that starts and prints a version, as a build without its encoders does, but
 * fails every real run: what a node with a broken ffmpeg has.
 */
export async function brokenFfmpeg(dir: string): Promise<FfmpegInfo> {
  const broken = path.join(dir, 'ffmpeg');
  await fs.writeFile(broken, '#!/bin/sh\necho "ffmpeg version 6.0-broken"\nexit 1\n', { mode: 0o700 });
  return { path: broken, version: '6.0-broken' };
}

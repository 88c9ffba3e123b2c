import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { synthesizedAudio } from '../testing/audio-fixtures.js';
import { resolveFfmpeg } from './ffmpeg-binary.js';
import { measureLineLoss } from './line-loss.js';

let ffmpeg: string;
let dir: string;
beforeAll(async () => {
  ffmpeg = (await resolveFfmpeg(process.env.FFMPEG_PATH)).path;
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-line-loss-'));
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

async function lossOf(source: string) {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.mp3`);
  await fs.writeFile(file, await synthesizedAudio(ffmpeg, source, { options: ['-ar', '44100'] }));
  return measureLineLoss(ffmpeg, { file });
}

describe('measureLineLoss', () => {
  it('keeps a tone inside the telephone band whole', async () => {
    const loss = await lossOf('sine=frequency=1000:duration=3,volume=0.3');
    expect(Math.abs(loss.lossLu)).toBeLessThan(0.5);
    expect(loss.lostShare).toBeLessThan(0.1);
  });

  it('counts a hum the line silences entirely as all lost, not as nothing lost', async () => {
    const loss = await lossOf('sine=frequency=60:duration=3,volume=0.3');
    expect(loss.lineLufs).toBe(-Infinity);
    expect(loss.lossLu).toBe(Infinity);
    expect(loss.lostShare).toBe(1);
  });

  it('finds nothing to lose in silence', async () => {
    const loss = await lossOf('anullsrc=r=44100:cl=mono:d=2');
    expect(loss.lostShare).toBe(0);
  });
});

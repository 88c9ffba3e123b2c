import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mixCacheDir } from '../mix/mix-env.js';
import { removeCrashLeftovers } from './remove-crash-leftovers.js';

let dataDir = '';
afterEach(() => fs.rm(dataDir, { recursive: true, force: true }));

async function put(file: string): Promise<string> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, 'x');
  return file;
}

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

describe('removeCrashLeftovers', () => {
  it('removes what a killed process left half-written, and keeps finished files and running work', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-leftovers-'));
    // A process that has ended, like a node killed mid-mix.
    const ended = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => ended.on('exit', resolve));
    const leftovers = await Promise.all([
      put(path.join(dataDir, 'tmp', String(ended.pid), 'mix.mp3')),
      put(path.join(dataDir, 'tmp', 'upload-2')),
      put(path.join(mixCacheDir(dataDir), '.4')),
    ]);
    const kept = await Promise.all([
      // Another process still running (here: this test's parent) keeps its work in progress.
      put(path.join(dataDir, 'tmp', String(process.ppid), 'voice.mp3')),
      put(path.join(mixCacheDir(dataDir), 'music-ab.json')),
    ]);
    expect(await removeCrashLeftovers(dataDir)).toBe(leftovers.length);
    for (const file of leftovers) expect(await exists(file)).toBe(false);
    for (const file of kept) expect(await exists(file)).toBe(true);
    // A fresh DATA_DIR has nothing to remove.
    expect(await removeCrashLeftovers(path.join(dataDir, 'new'))).toBe(0);
  });
});

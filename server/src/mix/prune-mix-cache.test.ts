import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mixCacheDir } from './mix-env.js';
import { pruneMixCache } from './prune-mix-cache.js';

const HOUR = 60 * 60 * 1000;
let dataDir: string;
let dir: string;
beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-mix-cache-'));
  dir = mixCacheDir(dataDir);
  await fs.mkdir(dir, { recursive: true });
});
afterEach(() => fs.rm(dataDir, { recursive: true, force: true }));

/** A cache file of `bytes` bytes last used `ageMs` ago. */
async function entry(name: string, bytes: number, ageMs: number, now: Date) {
  const file = path.join(dir, name);
  await fs.writeFile(file, Buffer.alloc(bytes));
  const used = new Date(now.getTime() - ageMs);
  await fs.utimes(file, used, used);
}

describe('pruneMixCache', () => {
  it('deletes entries idle past their limit: tracks after 3 days, voice samples after an hour, stray temp files', async () => {
    const now = new Date();
    await entry('music-old.json', 10, 4 * 24 * HOUR, now);
    await entry('music-old.f32', 1000, 4 * 24 * HOUR, now);
    await entry('music-new.json', 10, HOUR, now);
    await entry('music-new.f32', 1000, HOUR, now);
    await entry('voice-a.json', 10, 2 * HOUR, now);
    await entry('voice-a.s16', 500, 2 * HOUR, now);
    await entry('.half-written', 500, 2 * HOUR, now);
    expect(await pruneMixCache(dataDir, now)).toBe(3);
    expect((await fs.readdir(dir)).sort()).toEqual(['music-new.f32', 'music-new.json', 'voice-a.json']);
  });

  it('then deletes whole entries, least recently used first, until the cache fits its size', async () => {
    const now = new Date();
    await entry('music-a.json', 10, 3 * HOUR, now);
    await entry('music-a.f32', 1000, 3 * HOUR, now);
    await entry('music-b.json', 10, 2 * HOUR, now);
    await entry('music-b.f32', 1000, 2 * HOUR, now);
    await entry('music-c.json', 10, HOUR, now);
    await entry('music-c.f32', 1000, HOUR, now);
    expect(await pruneMixCache(dataDir, now, 2100)).toBe(1);
    expect((await fs.readdir(dir)).sort()).toEqual(['music-b.f32', 'music-b.json', 'music-c.f32', 'music-c.json']);
    expect(await pruneMixCache(dataDir, now, 1500)).toBe(1);
    expect((await fs.readdir(dir)).sort()).toEqual(['music-c.f32', 'music-c.json']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from '../storage/blob-store.js';
import { storeTargets } from '../testing/blob-stores.js';
import { readCachedSpeech, SPEECH_CACHE_PREFIX, writeCachedSpeech } from './speech-cache.js';
import { trimSpeechCache } from './trim-speech-cache.js';

const DAY = 24 * 60 * 60 * 1000;

describe.each(storeTargets)('trimming the speech cache on the $name store', (target) => {
  let opened: Awaited<ReturnType<typeof target.open>>;
  let store: BlobStore;
  beforeAll(async () => {
    opened = await target.open();
    store = opened.store;
  });
  afterAll(() => opened.close());

  const names = ['a'.repeat(64), 'b'.repeat(64), 'c'.repeat(64)];
  async function fill() {
    for (const name of names)
      await writeCachedSpeech(store, name, { audio: Buffer.alloc(1000, 7), format: 'mp3', durationSeconds: 1 });
  }
  async function stored() {
    const keys = [];
    for await (const entry of store.list(SPEECH_CACHE_PREFIX)) keys.push(entry.key);
    return keys.sort();
  }
  const roomy = { speechMaxBytes: 1024 * 1024, speechMaxAgeMs: 30 * DAY };

  it('keeps young entries within the size limit', async () => {
    await fill();
    expect(await trimSpeechCache(store, roomy, new Date(Date.now() + DAY))).toMatchObject({ entriesDeleted: 0 });
    expect(await stored()).toHaveLength(6);
  });

  it('deletes whole entries, oldest first, until the cache fits', async () => {
    await fill();
    const entrySize = 1000 + Buffer.byteLength(JSON.stringify({ durationSeconds: 1 }));
    const result = await trimSpeechCache(store, { ...roomy, speechMaxBytes: 2.5 * entrySize }, new Date());
    expect(result).toEqual({ entriesDeleted: 1, bytesLeft: 2 * entrySize });
    const left = await stored();
    expect(left).toHaveLength(4);
    // What is left is whole: every remaining entry has its audio and its metadata.
    const remaining = names.filter((n) => left.includes(`${SPEECH_CACHE_PREFIX}${n}.json`));
    expect(remaining).toHaveLength(2);
    for (const name of remaining) expect(left).toContain(`${SPEECH_CACHE_PREFIX}${name}.mp3`);
    for (const name of remaining) expect(await readCachedSpeech(store, name, 'mp3')).toBeDefined();
  });

  it('deletes every entry older than the age limit', async () => {
    await fill();
    expect(await trimSpeechCache(store, roomy, new Date(Date.now() + 31 * DAY))).toEqual({
      entriesDeleted: 3,
      bytesLeft: 0,
    });
    expect(await stored()).toEqual([]);
  });
});

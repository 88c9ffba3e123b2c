import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeTargets } from '../testing/blob-stores.js';
import type { BlobStore } from './blob-store.js';
import { downloadToFile, readBlob } from './blob-files.js';

// One contract, both backends: local disk, and S3 on a real S3-compatible server on loopback.
describe.each(storeTargets)('the $name blob store', (target) => {
  let opened: Awaited<ReturnType<typeof target.open>>;
  let store: BlobStore;
  let scratch: string;
  beforeAll(async () => {
    opened = await target.open();
    store = opened.store;
    scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-store-scratch-'));
  });
  afterAll(async () => {
    await opened.close();
    await fs.rm(scratch, { recursive: true, force: true });
  });

  const bytes = randomBytes(100_000);

  it('puts bytes, a file and a stream, and reads each back whole', async () => {
    expect(await store.put('audio/a.mp3', { bytes })).toEqual({ size: bytes.length });
    const file = path.join(scratch, 'source.bin');
    await fs.writeFile(file, bytes);
    expect(await store.put('music/b.mp3', { file })).toEqual({ size: bytes.length });
    // Bigger than one 5 MB part: the S3 store sends it as a multipart upload.
    const big = randomBytes(6 * 1024 * 1024 + 123);
    const chunks = [big.subarray(0, 1_000_000), big.subarray(1_000_000)];
    expect(await store.put('exports/c.wav', { stream: Readable.from(chunks) })).toEqual({ size: big.length });

    expect(await readBlob(store, 'audio/a.mp3')).toEqual(bytes);
    expect(await readBlob(store, 'music/b.mp3')).toEqual(bytes);
    expect((await readBlob(store, 'exports/c.wav'))!.equals(big)).toBe(true);
    expect(await store.head('exports/c.wav')).toEqual({ size: big.length });
  });

  it('replaces an object of the same key', async () => {
    await store.put('audio/replace.mp3', { bytes: Buffer.from('first version') });
    await store.put('audio/replace.mp3', { bytes: Buffer.from('second') });
    expect((await readBlob(store, 'audio/replace.mp3'))!.toString()).toBe('second');
  });

  it('reads byte ranges', async () => {
    await store.put('audio/range.mp3', { bytes });
    expect(await buffer((await store.get('audio/range.mp3', { start: 0, end: 1 }))!)).toEqual(bytes.subarray(0, 2));
    expect(await buffer((await store.get('audio/range.mp3', { start: 500, end: 99_999 }))!)).toEqual(
      bytes.subarray(500),
    );
  });

  it('answers undefined for missing objects, and deletes without complaint', async () => {
    expect(await store.get('audio/missing.mp3')).toBeUndefined();
    expect(await store.head('audio/missing.mp3')).toBeUndefined();
    expect(await store.copy('audio/missing.mp3', 'audio/copy.mp3')).toBeUndefined();
    expect(await store.head('audio/copy.mp3')).toBeUndefined();
    await store.delete('audio/missing.mp3');
    await store.deleteMany(['audio/missing.mp3', 'audio/also-missing.mp3']);
    await store.deleteMany([]);
  });

  it('copies, and the copy outlives the original', async () => {
    await store.put('audio/original.mp3', { bytes });
    expect(await store.copy('audio/original.mp3', 'audio/kept.mp3')).toEqual({ size: bytes.length });
    await store.delete('audio/original.mp3');
    expect(await store.head('audio/original.mp3')).toBeUndefined();
    expect(await readBlob(store, 'audio/kept.mp3')).toEqual(bytes);
  });

  it('deletes many at once and lists by prefix', async () => {
    const keys = ['audio/cache/1.mp3', 'audio/cache/1.json', 'audio/cache/2.mp3'];
    for (const key of keys) await store.put(key, { bytes: Buffer.from(key) });
    const listed = [];
    for await (const entry of store.list('audio/cache/')) listed.push(entry);
    expect(listed.map((e) => e.key).sort()).toEqual([...keys].sort());
    for (const entry of listed) {
      expect(entry.size).toBe(entry.key.length);
      expect(entry.modifiedAt.getTime()).toBeGreaterThan(Date.now() - 10 * 60_000);
    }
    await store.deleteMany(keys.slice(0, 2));
    const left = [];
    for await (const entry of store.list('audio/cache/')) left.push(entry.key);
    expect(left).toEqual(['audio/cache/2.mp3']);
    const none = [];
    for await (const entry of store.list('nothing-here/')) none.push(entry);
    expect(none).toEqual([]);
  });

  it('downloads an object to a local file for ffmpeg', async () => {
    await store.put('audio/download.mp3', { bytes });
    const file = path.join(scratch, 'download.mp3');
    expect(await downloadToFile(store, 'audio/download.mp3', file)).toBe(true);
    expect(await fs.readFile(file)).toEqual(bytes);
    expect(await downloadToFile(store, 'audio/none.mp3', path.join(scratch, 'none.mp3'))).toBe(false);
  });

  it('refuses keys that could leave the store', async () => {
    for (const key of ['../etc/passwd', '/abs.mp3', 'audio/../../x', '.hidden', 'audio//x', 'a b']) {
      await expect(store.put(key, { bytes })).rejects.toThrow(/Invalid storage key/);
      await expect(store.get(key)).rejects.toThrow(/Invalid storage key/);
    }
  });
});

import { createWriteStream } from 'node:fs';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import type { BlobStore } from './blob-store.js';

/** ffmpeg reads files: copies an object to a node-local file (a temp path). False when there is no such object. */
export async function downloadToFile(store: BlobStore, key: string, file: string): Promise<boolean> {
  const body = await store.get(key);
  if (!body) return false;
  await pipeline(body, createWriteStream(file, { mode: 0o600 }));
  return true;
}

/** A small object (metadata, a voice to analyse) read whole; undefined when missing. */
export async function readBlob(store: BlobStore, key: string): Promise<Buffer | undefined> {
  const body = await store.get(key);
  return body && buffer(body);
}

/** Deletes the objects under `prefix` last written before `before` (left-behind work files). */
export async function deleteOlderThan(store: BlobStore, prefix: string, before: Date): Promise<void> {
  const old: string[] = [];
  for await (const entry of store.list(prefix)) if (entry.modifiedAt < before) old.push(entry.key);
  await store.deleteMany(old);
}

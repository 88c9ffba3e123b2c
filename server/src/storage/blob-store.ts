import type { Readable } from 'node:stream';

/**
 * Where every byte of user audio lives (recorded voices, final mixes, Library copies, phone-system
 * exports, the speech cache and admin-uploaded music): local disk under DATA_DIR by default, or an
 * S3-compatible bucket with STORAGE=s3 so several nodes share it. Callers name objects by key
 * (`audio/<uuid>.mp3`), never by path; only the local store knows there is a disk behind it.
 */
export interface BlobStore {
  readonly kind: 'local' | 's3';
  /** Stores the object whole, replacing any object of that key; readers never see half of it. */
  put(key: string, source: BlobSource, options?: { contentType?: string }): Promise<BlobInfo>;
  /** The object's bytes (only `range`, inclusive, when given); undefined when there is no such object. */
  get(key: string, range?: ByteRange): Promise<Readable | undefined>;
  head(key: string): Promise<BlobInfo | undefined>;
  /** Copies inside the store (a hard link on disk, CopyObject on S3); undefined when `from` is missing. */
  copy(from: string, to: string): Promise<BlobInfo | undefined>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  deleteMany(keys: readonly string[]): Promise<void>;
  /** Every object whose key starts with `prefix` (a folder ending in '/'), in no particular order. */
  list(prefix: string): AsyncIterable<BlobEntry>;
}

export type BlobSource = { bytes: Buffer } | { file: string } | { stream: Readable };

export interface BlobInfo {
  size: number;
}

export interface BlobEntry extends BlobInfo {
  key: string;
  modifiedAt: Date;
}

/** Inclusive byte positions, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

/** A copy or read whose source object is not (or no longer) in the store. */
export class BlobNotFoundError extends Error {
  override name = 'BlobNotFoundError';
  constructor(readonly key: string) {
    super(`No stored object ${key}`);
  }
}

/**
 * The store did not answer in time, refused the connection or the request (record 113). Callers
 * answer 503 with the store's message; nothing already stored is touched.
 */
export class StoreUnavailableError extends Error {
  override name = 'StoreUnavailableError';
}

/** Keys are relative, '/'-separated names of safe characters: no '..', no leading '/' or '.'. */
const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

export function assertKey(key: string): void {
  if (!KEY.test(key) || key.split('/').includes('..')) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

export function assertPrefix(prefix: string): void {
  if (!prefix.endsWith('/')) throw new Error(`A storage prefix ends with '/': ${JSON.stringify(prefix)}`);
  assertKey(prefix.slice(0, -1));
}

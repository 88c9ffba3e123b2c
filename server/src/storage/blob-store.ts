import type { Readable } from 'node:stream';
import { causedBy } from '../errors.js';

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

/**
 * The local disk (or the account's quota on it) is full: ENOSPC or EDQUOT. An outage of its own
 * (record 113, amended by issue 40): the write fails whole, what was saved stays, and the user is
 * told that space ran out rather than that storage is not answering.
 */
export class StoreFullError extends StoreUnavailableError {
  override name = 'StoreFullError';
}

const FULL_DISK_CODES = new Set(['ENOSPC', 'EDQUOT']);
/** The same two as a program that failed on them says them (ffmpeg writing its output, say). */
const FULL_DISK_TEXT = /No space left on device|Disk quota exceeded/;

/** Whether `error`, or an error it was caused by, says the disk or its quota is full. */
export function isDiskFull(error: unknown): boolean {
  return causedBy(
    error,
    (e) =>
      e instanceof StoreFullError ||
      FULL_DISK_CODES.has((e as NodeJS.ErrnoException).code ?? '') ||
      FULL_DISK_TEXT.test(e.message),
  );
}

/** Rethrows a full disk as StoreFullError (its cause kept); any other failure as it is. */
export function fullDiskAsOutage(error: unknown): never {
  if (isDiskFull(error) && !(error instanceof StoreFullError))
    throw new StoreFullError(`The disk is full (${(error as Error).message})`, { cause: error });
  throw error;
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

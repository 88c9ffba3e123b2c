import { randomUUID } from 'node:crypto';
import { isDiskFull, StoreUnavailableError, type BlobStore } from './blob-store.js';

/**
 * The store answered the start-up check and said no (a wrong bucket, wrong credentials, a
 * folder the process may not write): the configuration is wrong, and the node stops with this
 * message (record 113).
 */
export class StoreNotUsableError extends Error {
  override name = 'StoreNotUsableError';
}

/** The check's outcome when the store did not refuse: it works, or it is away for now (`reason`). */
export type StoreCheck = { ready: true } | { ready: false; reason: string };

const reasonOf = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/**
 * Away rather than refusing (record 113, amended by issue 40): no answer at all (a refused
 * connection, a time-out), a 5xx, or a full disk. An answer below 500 (403 wrong credentials,
 * 404 no such bucket, 301 another region) is the store saying no, as is any other local failure.
 */
function isAway(error: unknown): boolean {
  if (isDiskFull(error)) return true;
  // The S3 store wraps every failure but a missing object (NoSuchBucket included) in this error.
  if (!(error instanceof StoreUnavailableError)) return false;
  const status = (error.cause as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode;
  return status === undefined || status >= 500;
}

/**
 * The start-up check: the store takes, returns and deletes a small object. A wrong endpoint,
 * bucket or key throws StoreNotUsableError, so it stops start-up with a clear message instead of
 * failing the first user's mix; a store that is only away answers `ready: false`.
 */
export async function checkStore(store: BlobStore): Promise<StoreCheck> {
  const key = `startup-check/${randomUUID()}`;
  const probe = Buffer.from('AI Voice Studio start-up check');
  try {
    await store.put(key, { bytes: probe });
    const info = await store.head(key);
    if (info?.size !== probe.length) throw new Error('the object written could not be read back');
    await store.delete(key);
    return { ready: true };
  } catch (error) {
    if (isAway(error)) return { ready: false, reason: reasonOf(error) };
    throw new StoreNotUsableError(`The ${store.kind} object store is not usable (${reasonOf(error)})`);
  }
}

const FIRST_WAIT_MS = 500;
const LONGEST_WAIT_MS = 5000;

/**
 * Checks again, 0.5 s doubling to 5 s apart as the database's start-up does, until the store
 * answers: resolves once it works, rejects with StoreNotUsableError should it answer no, and
 * resolves `false` if `signal` ends the wait (the node is closing).
 */
export async function waitForStore(
  store: BlobStore,
  sleep: (ms: number) => Promise<void>,
  signal: AbortSignal,
): Promise<boolean> {
  for (let wait = FIRST_WAIT_MS; ; wait = Math.min(wait * 2, LONGEST_WAIT_MS)) {
    await sleep(wait);
    if (signal.aborted) return false;
    if ((await checkStore(store)).ready) return true;
  }
}

import { messages } from '#common/messages.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { AppError, causedBy } from '../errors.js';
import { canEncode } from '../process/ffmpeg-health.js';
import { isDiskFull, StoreUnavailableError } from '../storage/blob-store.js';

/** How long a client waits before asking again while a part is away: about a PostgreSQL restart. */
const RETRY_AFTER = { 'retry-after': '5' };
/** A full disk waits for an operator to free space: a minute, not a restart's few seconds. */
const DISK_FULL_RETRY_AFTER = { 'retry-after': '60' };

const isStoreUnavailable = (error: unknown) => causedBy(error, (e) => e instanceof StoreUnavailableError);

/**
 * The 503 for a failure that says a part of the cluster is away, not that the request was wrong
 * (record 113): the database (a plain "try again in a moment"), the object store (its own
 * message) or a full disk (its own too). Undefined for any other failure.
 */
export function outageOf(error: unknown): AppError | undefined {
  // A full disk first, wherever it was met (the store, a working file, ffmpeg's output): an operator
  // must free space, so the client is asked to wait longer (record 113, amended by issue 40).
  if (isDiskFull(error)) return new AppError(503, messages.generic.storeFull, DISK_FULL_RETRY_AFTER);
  // The store next: its error wraps the socket's (ETIMEDOUT, ECONNREFUSED), which would read as the database's.
  if (isStoreUnavailable(error)) return new AppError(503, messages.generic.storeUnavailable, RETRY_AFTER);
  if (isDatabaseUnavailable(error)) return new AppError(503, messages.generic.unavailable, RETRY_AFTER);
  return undefined;
}

/**
 * What the user is told when audio work failed: its own AppError, a part that is away, a 503 when
 * ffmpeg itself does not work on this node (the user's input is not the problem), or `fallback`.
 */
export async function audioWorkFailure(error: unknown, ffmpegPath: string, fallback: string): Promise<AppError> {
  if (error instanceof AppError) return error;
  const outage = outageOf(error);
  if (outage) return outage;
  if (!(await canEncode(ffmpegPath))) return new AppError(503, messages.generic.audioServiceDown);
  return new AppError(500, fallback);
}

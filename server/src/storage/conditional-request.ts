import type { IncomingHttpHeaders } from 'node:http';

/** What tells a cache whether the bytes it holds are still the ones served (RFC 9110 §8.8). */
export interface BlobValidators {
  /** A strong tag, quoted (`"…"`), that changes whenever the bytes do. */
  etag: string;
  /** Sent as Last-Modified. */
  lastModified: Date;
  /**
   * Whether If-Modified-Since may answer 304. Not when what is served can change to bytes older
   * than the cache's copy (a schedule switching back to an earlier item): only the tag tells then.
   */
  datesValidate: boolean;
}

/**
 * Whether a conditional request's copy is still current, so 304 answers it. If-None-Match decides
 * when present (weak comparison, a list, or `*`); If-Modified-Since only without it (RFC 9110 §13.2.2).
 */
export function isFresh(headers: IncomingHttpHeaders, validators: BlobValidators): boolean {
  const noneMatch = headers['if-none-match'];
  if (noneMatch !== undefined) {
    if (noneMatch.trim() === '*') return true;
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
    return noneMatch.split(',').some((tag) => opaque(tag) === opaque(validators.etag));
  }
  const since = headers['if-modified-since'];
  if (since === undefined || !validators.datesValidate) return false;
  const sinceMs = Date.parse(since);
  // HTTP dates have whole seconds: the row's milliseconds must not make the copy look older.
  return !Number.isNaN(sinceMs) && Math.floor(validators.lastModified.getTime() / 1000) * 1000 <= sinceMs;
}

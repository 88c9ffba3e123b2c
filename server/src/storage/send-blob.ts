import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '#common/messages.js';
import { AppError } from '../errors.js';
import type { BlobStore } from './blob-store.js';
import { parseByteRange } from './byte-range.js';
import { isFresh, type BlobValidators } from './conditional-request.js';

export interface BlobReplyHeaders {
  contentType: string;
  cacheControl: string;
  /** e.g. `attachment; filename="x.wav"` for downloads. */
  contentDisposition?: string;
  /** ETag and Last-Modified, for caches that ask again with If-None-Match or If-Modified-Since. */
  validators?: BlobValidators;
}

/**
 * Streams a stored object through the app, after the route's own owner check, on either store.
 * Range requests get 206 with Content-Range (players seek and Safari asks for `bytes=0-1` first);
 * a range past the end gets 416. With validators, a cache's conditional request that still holds
 * the same bytes gets 304 (RFC 9110 §13). Nothing is buffered: the store's stream is the reply's body.
 */
export async function sendBlob(
  request: FastifyRequest,
  reply: FastifyReply,
  store: BlobStore,
  key: string,
  headers: BlobReplyHeaders,
): Promise<FastifyReply> {
  const info = await store.head(key);
  if (!info) throw new AppError(404, messages.generic.notFound);
  reply.header('accept-ranges', 'bytes').header('cache-control', headers.cacheControl);
  if (headers.contentDisposition) reply.header('content-disposition', headers.contentDisposition);
  const { validators } = headers;
  if (validators) {
    reply.header('etag', validators.etag).header('last-modified', validators.lastModified.toUTCString());
    if (isFresh(request.headers, validators)) return reply.code(304).send();
  }
  // If-Range: a cache resuming a download of other bytes than these gets the whole object instead.
  const resumable = !validators || rangeStillApplies(request.headers['if-range'], validators.etag);
  const range = parseByteRange(resumable ? request.headers.range : undefined, info.size);
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${info.size}`).send();
  }
  // HEAD needs the headers only. An empty stream, not an empty body: Fastify then keeps our
  // Content-Length on HEAD routes it adds for GET, where an empty body would set it to 0.
  const body = request.method === 'HEAD' ? Readable.from([]) : await store.get(key, range);
  // Deleted between the two calls (housekeeping): as if it had never been there.
  if (!body) throw new AppError(404, messages.generic.notFound);
  reply.type(headers.contentType);
  if (range) {
    reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
  }
  return reply.header('content-length', range ? range.end - range.start + 1 : info.size).send(body);
}

/** If-Range holds our tag, or is absent; a date there counts as other bytes (the whole object is always right). */
function rangeStillApplies(ifRange: string | string[] | undefined, etag: string): boolean {
  return ifRange === undefined || (typeof ifRange === 'string' && ifRange.trim() === etag);
}

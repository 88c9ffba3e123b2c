import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '#common/messages.js';
import { AppError } from '../errors.js';
import type { BlobStore } from './blob-store.js';
import { parseByteRange } from './byte-range.js';

export interface BlobReplyHeaders {
  contentType: string;
  cacheControl: string;
  /** e.g. `attachment; filename="x.wav"` for downloads. */
  contentDisposition?: string;
}

/**
 * Streams a stored object through the app, after the route's own owner check, on either store.
 * Range requests get 206 with Content-Range (players seek and Safari asks for `bytes=0-1` first);
 * a range past the end gets 416. Nothing is buffered: the store's stream is the reply's body.
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
  const range = parseByteRange(request.headers.range, info.size);
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${info.size}`).send();
  }
  const body = await store.get(key, range);
  // Deleted between the two calls (housekeeping): as if it had never been there.
  if (!body) throw new AppError(404, messages.generic.notFound);
  reply.type(headers.contentType);
  if (range) {
    reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
  }
  return reply.header('content-length', range ? range.end - range.start + 1 : info.size).send(body);
}

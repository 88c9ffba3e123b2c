import type { FastifyInstance } from 'fastify';
import { messages } from '#common/messages.js';
import { bodyArrived, closeAfterAnswer } from './close-after-answer.js';
import { errorBody } from './error-handler.js';
import { UPLOAD_ROUTES } from './upload-routes.js';

/**
 * How long a request body may take to arrive (decisions 035). A body trickled in a byte at a time
 * would otherwise hold a connection and a parser for ever. JSON bodies get BODY_TIMEOUT_SECONDS;
 * an upload gets as long as its size limit takes at a slow line's speed, and never less.
 */
const SLOW_LINE_BYTES_PER_SECOND = 64 * 1024;

export function bodyTimeoutMs(routeUrl: string | undefined, jsonTimeoutMs: number): number {
  const uploadBytes = routeUrl ? UPLOAD_ROUTES[routeUrl]?.maxBytes : undefined;
  if (!uploadBytes) return jsonTimeoutMs;
  return Math.max(jsonTimeoutMs, Math.ceil(uploadBytes / SLOW_LINE_BYTES_PER_SECOND) * 1000);
}

/** The longest any body may take: Node's own per-request limit, a backstop behind the per-route one. */
export function longestBodyMs(jsonTimeoutMs: number): number {
  return Math.max(...Object.keys(UPLOAD_ROUTES).map((url) => bodyTimeoutMs(url, jsonTimeoutMs)));
}

export function registerBodyTimeout(app: FastifyInstance, jsonTimeoutMs: number): void {
  app.addHook('onRequest', async (request, reply) => {
    if (bodyArrived(request)) return; // no body, or all of it has already arrived
    const timer = setTimeout(
      () => {
        if (bodyArrived(request) || reply.sent) return;
        request.log.warn({ url: request.url }, 'request body too slow: cut off');
        closeAfterAnswer(request, reply);
        void reply.code(408).send(errorBody(messages.generic.requestTimeout, 'timeout'));
      },
      bodyTimeoutMs(request.routeOptions.url, jsonTimeoutMs),
    );
    timer.unref();
    // The whole body has been read (by the parser or the upload reader), or the answer is out.
    const stop = () => clearTimeout(timer);
    request.raw.once('end', stop);
    reply.raw.once('finish', stop);
    reply.raw.once('close', stop);
  });
}

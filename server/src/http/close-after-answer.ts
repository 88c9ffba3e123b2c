import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Whether the whole request body has arrived, or there was none. A request has a body only when it
 * says so with Content-Length or Transfer-Encoding (RFC 9112 §6.3); one without either has nothing
 * to wait for, whether or not its stream has been read to its end (an injected GET's never is).
 */
export function bodyArrived(request: FastifyRequest): boolean {
  const { headers } = request;
  const announced = headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
  return !announced || request.raw.complete || request.raw.readableEnded;
}

/**
 * The answer says `Connection: close`, and when the body has not all arrived by the time it is
 * sent, the socket is destroyed: the rest is not worth reading. Left alone, Node reads an unread
 * body to its end to keep the connection alive, which a trickled body stretches to the server's
 * request timeout (issue 29: 7 minutes an upload).
 */
export function closeAfterAnswer(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('connection', 'close');
  reply.raw.once('finish', () => {
    if (!bodyArrived(request)) request.raw.socket?.destroy();
  });
}

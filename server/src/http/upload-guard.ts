import type { FastifyInstance } from 'fastify';
import { messages } from '#common/messages.js';
import { addressGroup } from '../rate-limit/address-group.js';
import { AppError } from '../errors.js';
import { closeAfterAnswer } from './close-after-answer.js';
import { FRAMING_BYTES, UPLOAD_ROUTES } from './upload-routes.js';

/** Upload connections one address (an IPv6 /64) may hold open on one node at a time. */
export const MAX_OPEN_UPLOADS_PER_ADDRESS = 20;

/**
 * The upload routes refuse before they read (record 114). Their answers close the connection, and
 * one given before the body has arrived (not signed in, too large, too many at once, a file refused
 * part-way) drops it at once, so an unread body holds no socket. A declared length over the route's
 * limit is refused before anything else, and one address holds at most 20 uploads open on a node:
 * 875 trickled uploads exhausted a process's 1,024 descriptors (issue 29). Counted per node, since
 * sockets are.
 */
export function registerUploadGuard(app: FastifyInstance): void {
  const open = new Map<string, number>();
  const warned = new Set<string>();

  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions.url ? UPLOAD_ROUTES[request.routeOptions.url] : undefined;
    if (!route) return;
    closeAfterAnswer(request, reply);

    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > route.maxBytes + FRAMING_BYTES) throw new AppError(413, route.tooLarge);

    const address = addressGroup(request.ip);
    const count = open.get(address) ?? 0;
    if (count >= MAX_OPEN_UPLOADS_PER_ADDRESS) {
      // Once per spell at the limit, so a flood does not flood the log too.
      if (!warned.has(address)) request.log.warn({ address, open: count }, 'upload connections exhausted');
      warned.add(address);
      throw new AppError(429, messages.generic.tooManyUploads, { 'retry-after': '10' });
    }
    open.set(address, count + 1);
    reply.raw.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
      warned.delete(address);
    });
  });
}

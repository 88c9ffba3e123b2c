import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '#common/messages.js';
import { AppError } from '../errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent from another origin (cross-site request forgery).
 * Browsers send Origin on every cross-origin POST and Sec-Fetch-Site on every request, so a
 * request with neither comes from a non-browser client, which cookies do not ride along with.
 */
export function registerOriginGuard(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!isSameOrigin(request, publicOrigin)) throw new AppError(403, messages.generic.crossOrigin);
  });
}

function isSameOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return false;
  const origin = request.headers.origin;
  if (!origin) return true;
  return origin === publicOrigin || origin === `${request.protocol}://${request.host}`;
}

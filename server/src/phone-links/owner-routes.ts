import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/current-user.js';
import type { AppDeps } from '../deps.js';
import { routeSchema } from '../http/route-schema.js';
import {
  changePhoneLink,
  createPhoneLink,
  deletePhoneLink,
  listPhoneLinks,
  newPhoneLinkAddress,
  phoneLinkPlaysAt,
} from './manage-links.js';

/** The owner's phone-link routes: signed in, and writes from the app's own origin only (the origin guard). */
export function registerOwnerRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireUser(deps);

  r.get('/api/phone-links', { preHandler, schema: routeSchema('GET /api/phone-links') }, async (request, reply) => {
    // "Last fetched" and "plays now" change by themselves: never from a cache.
    reply.header('cache-control', 'no-store');
    return { success: true as const, links: await listPhoneLinks(deps, request.user!.id) };
  });

  r.post('/api/phone-links', { preHandler, schema: routeSchema('POST /api/phone-links') }, async (request) => ({
    success: true as const,
    link: await createPhoneLink(deps, request.user!.id, request.body),
  }));

  r.put('/api/phone-links/:id', { preHandler, schema: routeSchema('PUT /api/phone-links/:id') }, async (request) => ({
    success: true as const,
    link: await changePhoneLink(deps, request.user!.id, request.params.id, request.body),
  }));

  r.post(
    '/api/phone-links/:id/new-address',
    { preHandler, schema: routeSchema('POST /api/phone-links/:id/new-address') },
    async (request) => ({
      success: true as const,
      link: await newPhoneLinkAddress(deps, request.user!.id, request.params.id),
    }),
  );

  r.delete(
    '/api/phone-links/:id',
    { preHandler, schema: routeSchema('DELETE /api/phone-links/:id') },
    async (request) => {
      await deletePhoneLink(deps, request.user!.id, request.params.id);
      return { success: true as const };
    },
  );

  r.get(
    '/api/phone-links/:id/plays',
    { preHandler, schema: routeSchema('GET /api/phone-links/:id/plays') },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return phoneLinkPlaysAt(deps, request.user!.id, request.params.id, new Date(request.query.at));
    },
  );
}

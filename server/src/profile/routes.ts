import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PROFILE_MAX_BYTES } from '#common/schemas/business-profile.js';
import { messages } from '#common/messages.js';
import { requireUser } from '../auth/current-user.js';
import type { AppDeps } from '../deps.js';
import { routeSchema } from '../http/route-schema.js';
import { deleteProfile, readProfile, writeProfile } from './profile-store.js';

/**
 * The signed-in user's business profile (record 107): read when a new message starts, replaced when
 * the user continues from step 1, deleted by Clear business profile. Writes are same-origin only,
 * like every write (http/origin-guard.ts).
 */
export function registerProfileRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireUser(deps);

  r.get('/api/profile', { preHandler, schema: routeSchema('GET /api/profile') }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { profile: await readProfile(deps.database.db, request.user!.id) };
  });

  r.put(
    '/api/profile',
    { preHandler, bodyLimit: PROFILE_MAX_BYTES, schema: routeSchema('PUT /api/profile') },
    async (request) => {
      await writeProfile(deps.database.db, request.user!.id, request.body, deps.clock.now());
      // The stored profile, with the hours and offers step 1 does not touch.
      return { profile: await readProfile(deps.database.db, request.user!.id) };
    },
  );

  r.delete('/api/profile', { preHandler, schema: routeSchema('DELETE /api/profile') }, async (request) => {
    await deleteProfile(deps.database.db, request.user!.id);
    return { success: true as const, message: messages.profile.cleared };
  });
}

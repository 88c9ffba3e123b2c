import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DRAFT_MAX_BYTES } from '#common/schemas/draft.js';
import { messages } from '#common/messages.js';
import { requireUser } from '../auth/current-user.js';
import type { AppDeps } from '../deps.js';
import { routeSchema } from '../http/route-schema.js';
import { deleteDraft, readDraft, writeDraft } from './draft-store.js';

/** The wizard's draft per user (record 090): read on start, replaced as the user works, deleted by Create New Message. */
export function registerDraftRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireUser(deps);

  r.get('/api/draft', { preHandler, schema: routeSchema('GET /api/draft') }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return readDraft(deps.database.db, request.user!.id);
  });

  r.put(
    '/api/draft',
    { preHandler, bodyLimit: DRAFT_MAX_BYTES, schema: routeSchema('PUT /api/draft') },
    async (request) => writeDraft(deps.database.db, request.user!.id, request.body, deps.clock.now()),
  );

  r.delete('/api/draft', { preHandler, schema: routeSchema('DELETE /api/draft') }, async (request) => {
    await deleteDraft(deps.database.db, request.user!.id);
    return { success: true as const, message: messages.draft.cleared };
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import type { PronunciationReply, PronunciationsReply } from '#common/schemas/pronunciations.js';
import { requireUser } from '../../auth/current-user.js';
import type { AppDeps } from '../../deps.js';
import { routeSchema } from '../../http/route-schema.js';
import { createPronunciation, deletePronunciation, listPronunciations } from './pronunciation-store.js';

/** The user's pronunciation dictionary (record 073): list, add, delete; each user sees only their own. */
export function registerPronunciationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireUser(deps);

  r.get(
    '/api/pronunciations',
    { preHandler, schema: routeSchema('GET /api/pronunciations') },
    async (request, reply): Promise<PronunciationsReply> => {
      reply.header('cache-control', 'no-store');
      return { pronunciations: await listPronunciations(deps.database.db, request.user!.id) };
    },
  );

  r.post(
    '/api/pronunciations',
    { preHandler, schema: routeSchema('POST /api/pronunciations') },
    async (request, reply): Promise<PronunciationReply> => {
      const pronunciation = await createPronunciation(deps.database.db, request.user!.id, request.body);
      reply.code(201);
      return { pronunciation, message: formatMessage(messages.pronunciations.saved, { term: pronunciation.term }) };
    },
  );

  r.delete(
    '/api/pronunciations/:id',
    { preHandler, schema: routeSchema('DELETE /api/pronunciations/:id') },
    async (request) => {
      await deletePronunciation(deps.database.db, request.user!.id, request.params.id);
      return { success: true as const, message: messages.pronunciations.deleted };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mixAudioBody, mixAudioReply } from '../../../common/schemas/mix.js';
import { requireUser } from '../auth/current-user.js';
import type { AppDeps } from '../deps.js';
import { serviceContext } from '../http/context.js';
import { mixAudio } from './mix-audio.js';

/** POST /api/mix-audio (spec §7). The file itself is served by GET /api/audio/:id to its owner. */
export function registerMixRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/mix-audio',
    { preHandler: requireUser(deps), schema: { body: mixAudioBody, response: { 200: mixAudioReply } } },
    async (request) => mixAudio(serviceContext(deps, request), request.user!.id, request.body),
  );
}

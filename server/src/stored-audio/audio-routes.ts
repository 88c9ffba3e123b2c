import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { audioIdParams } from '#common/schemas/voices.js';
import { requireUser } from '../auth/current-user.js';
import type { AppDeps } from '../deps.js';
import { sendBlob } from '../storage/send-blob.js';
import { audioKey, contentTypeOf } from './audio-files.js';
import { requireOwnedAudio } from './require-owned-audio.js';

/**
 * GET /api/audio/:id streams a stored file to its owner, from whichever store holds it, with
 * range requests for the players; anyone else gets the same 404 as for no file. Past its expiry
 * (final files: 24 hours, record 056) the owner gets 410 Gone.
 */
export function registerAudioRoutes(app: FastifyInstance, deps: AppDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/audio/:id',
      { preHandler: requireUser(deps), schema: { params: audioIdParams } },
      async (request, reply) => {
        const file = await requireOwnedAudio(deps.database.db, request.params.id, request.user!.id, deps.clock.now());
        return sendBlob(request, reply, deps.store, audioKey(file), {
          contentType: contentTypeOf(file),
          cacheControl: 'private, max-age=3600',
        });
      },
    );
}

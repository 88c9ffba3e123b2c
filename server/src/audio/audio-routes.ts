import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '../../../common/messages.js';
import { audioIdParams } from '../../../common/schemas/voices.js';
import { requireUser } from '../auth/current-user.js';
import type { AppDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { audioPath, findAudioFileForUser, isExpired } from './audio-files.js';

/**
 * GET /api/audio/:id streams a stored file to its owner; anyone else gets the same 404 as for no
 * file. Past its expiry (final files: 24 hours, D7) the owner gets 410 Gone.
 */
export function registerAudioRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/audio/:id',
    { preHandler: requireUser(deps), schema: { params: audioIdParams } },
    async (request, reply) => {
      const file = await findAudioFileForUser(deps.database.db, request.params.id, request.user!.id);
      if (!file) throw new AppError(404, messages.generic.notFound);
      if (isExpired(file, deps.clock.now())) throw new AppError(410, messages.mix.expired);
      const filePath = audioPath(deps.config.dataDir, file);
      if (!fs.existsSync(filePath)) throw new AppError(404, messages.generic.notFound);
      return reply
        .type('audio/mpeg')
        .header('cache-control', 'private, max-age=3600')
        .header('content-length', file.byteSize)
        .send(fs.createReadStream(filePath));
    },
  );
}

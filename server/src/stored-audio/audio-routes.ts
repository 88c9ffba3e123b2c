import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIMITS } from '#common/constants.js';
import { audioIdParams } from '#common/schemas/voices.js';
import { messages } from '#common/messages.js';
import { requireUser } from '../auth/current-user.js';
import { AppError } from '../errors.js';
import type { Db } from '../db/client.js';
import type { AppDeps } from '../deps.js';
import { jobUnderWay } from '../jobs/job-store.js';
import { sendBlob } from '../storage/send-blob.js';
import { audioKey, contentTypeOf, findAudioFileForUser } from './audio-files.js';
import { requireOwnedAudio } from './require-owned-audio.js';

/** How often a node that is not making a streamed preview looks for it in the database. */
const STORED_POLL_MS = 200;

/**
 * GET /api/audio/:id streams a stored file to its owner, from whichever store holds it, with
 * range requests for the players; anyone else gets the same 404 as for no file. Past its expiry
 * (final files: 24 hours, record 056) the owner gets 410 Gone.
 * A preview still being spoken on this node streams as it is made (record 130); on another node
 * its address answers once it is stored, within the preview's time limit. One whose making failed
 * on this node answers 503 (record 158).
 */
export function registerAudioRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/audio/:id',
      { preHandler: requireUser(deps), schema: { params: audioIdParams } },
      async (request, reply) => {
        const { id } = request.params;
        const userId = request.user!.id;
        const live = deps.liveAudio.follow(id, userId);
        // A preview whose making failed here: the player is told the service failed, never that it is not found.
        if (live === 'failed') throw new AppError(503, messages.generic.audioServiceDown);
        if (live)
          return reply.header('content-type', live.contentType).header('cache-control', 'no-store').send(live.body);
        await untilStored(db, id, userId, Date.now() + LIMITS.previewTimeoutMs);
        const file = await requireOwnedAudio(db, id, userId, deps.clock.now());
        return sendBlob(request, reply, deps.store, audioKey(file), {
          contentType: contentTypeOf(file),
          cacheControl: 'private, max-age=3600',
        });
      },
    );
}

/** Returns once the user's file `id` is stored, or no job of theirs is making it, or the deadline has passed. */
async function untilStored(db: Db, id: string, userId: string, deadline: number): Promise<void> {
  while (!(await findAudioFileForUser(db, id, userId)) && Date.now() < deadline && (await jobUnderWay(db, id, userId)))
    await sleep(STORED_POLL_MS);
}

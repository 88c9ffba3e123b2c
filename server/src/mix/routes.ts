import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mixPreviewQuery } from '#common/schemas/mix.js';
import { requireUser } from '../auth/current-user.js';
import type { AppDeps } from '../deps.js';
import { serviceContext } from '../http/context.js';
import { answerWithJob, answerWithJobStatus } from '../job-routes/routes.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { limitWork } from '../quotas/limit-work.js';
import { routeSchema } from '../http/route-schema.js';
import { previewMix } from './preview-mix.js';

/**
 * POST /api/mix-audio (spec §7). The file itself is served by GET /api/audio/:id to its owner. The
 * mix runs as a job (decision 020): the route waits for it, or answers 202 on `Prefer: respond-async`.
 * POST /api/mix-audio/speculative: the same mix started ahead (record 081): step 4 asks for it
 * once the user settles on a track and volume, always answered 202 with the job, which Continue then
 * takes instead of mixing; a newer choice cancels it (DELETE /api/jobs/:id).
 * GET /api/mix-preview: step 4's short live preview, an MP3 made on the fly for the owner of the
 * voice; it counts as a preview against the user's quota.
 */
export function registerMixRoutes(app: FastifyInstance, deps: AppDeps, jobs: JobQueue): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/mix-audio',
      {
        preHandler: [requireUser(deps), limitWork(deps, 'mix')],
        schema: routeSchema('POST /api/mix-audio'),
      },
      async (request, reply) => answerWithJob(jobs, request, reply, 'mix', request.body),
    )
    .post(
      '/api/mix-audio/speculative',
      {
        // Work the user did not ask for yet counts as a preview, like step 4's live preview.
        preHandler: [requireUser(deps), limitWork(deps, 'preview')],
        schema: routeSchema('POST /api/mix-audio/speculative'),
      },
      async (request, reply) => answerWithJobStatus(jobs, request, reply, 'mix', request.body),
    )
    .get(
      '/api/mix-preview',
      { preHandler: [requireUser(deps), limitWork(deps, 'preview')], schema: { querystring: mixPreviewQuery } },
      async (request, reply) => {
        const mp3 = await previewMix(serviceContext(deps, request), request.user!.id, request.query);
        return reply.type('audio/mpeg').header('cache-control', 'private, no-store').send(mp3);
      },
    );
}

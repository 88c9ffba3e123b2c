import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jobParams } from '#common/schemas/jobs.js';
import { messages } from '#common/messages.js';
import { mixPreviewQuery } from '#common/schemas/mix.js';
import { requireUser } from '../auth/current-user.js';
import type { AppDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { answerWithJob, answerWithJobStatus, prefersAsync, waitForJob } from '../jobs/answer-with-job.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { routeSchema } from '../http/route-schema.js';
import { sendBlob } from '../storage/send-blob.js';
import { serviceContext } from '../http/context.js';
import { mixJob } from './jobs/mix-job.js';
import { mixState } from './mix-state.js';
import { mixPreviewJob, mixPreviewKey } from './jobs/mix-preview-job.js';
import { speculativeMixJob } from './jobs/speculative-mix-job.js';

/**
 * POST /api/mix-audio (spec §7). The file itself is served by GET /api/audio/:id to its owner. The
 * mix runs as a job (decision 020): the route waits for it, or answers 202 on `Prefer: respond-async`.
 * POST /api/mix-audio/speculative: the same mix started ahead (record 081): step 4 asks for it
 * once the user settles on a track and volume, always answered 202 with the job, which Continue then
 * takes instead of mixing; a newer choice cancels it (DELETE /api/jobs/:id).
 * GET /api/mixes/:id: a final file's state and recipe, for step 5 (record 108).
 * GET /api/mix-preview: step 4's short live preview, an MP3 made by a job for the owner of the
 * voice; it counts as a preview against the quota. With `Prefer: respond-async` it answers 202 with
 * the job, whose result names GET /api/mix-preview/:id, where the owner plays it once done.
 */
export function registerMixRoutes(app: FastifyInstance, deps: AppDeps, jobs: JobQueue): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/mix-audio',
      {
        preHandler: requireUser(deps),
        schema: routeSchema('POST /api/mix-audio'),
      },
      async (request, reply) => answerWithJob(jobs, request, reply, mixJob, request.body),
    )
    .post(
      '/api/mix-audio/speculative',
      {
        preHandler: requireUser(deps),
        schema: routeSchema('POST /api/mix-audio/speculative'),
      },
      async (request, reply) => answerWithJobStatus(jobs, request, reply, speculativeMixJob, request.body),
    )
    .get(
      '/api/mixes/:id',
      { preHandler: requireUser(deps), schema: routeSchema('GET /api/mixes/:id') },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return mixState(serviceContext(deps, request), request.user!.id, request.params.id);
      },
    )
    .get(
      '/api/mix-preview',
      { preHandler: requireUser(deps), schema: { querystring: mixPreviewQuery } },
      async (request, reply) => {
        // Followed as a job (`Prefer: respond-async`): its place in the queue shows and it can be cancelled.
        if (prefersAsync(request)) return answerWithJobStatus(jobs, request, reply, mixPreviewJob, request.query);
        const { id } = await waitForJob(jobs, request, reply, mixPreviewJob, request.query);
        return sendPreview(request, reply, id);
      },
    )
    .get(
      '/api/mix-preview/:id',
      { preHandler: requireUser(deps), schema: { params: jobParams } },
      async (request, reply) => {
        const status = await jobs.status(request.params.id, request.user!.id);
        if (status?.kind !== mixPreviewJob.kind || status.state !== 'done')
          throw new AppError(404, messages.generic.notFound);
        return sendPreview(request, reply, request.params.id);
      },
    );

  const sendPreview = (request: FastifyRequest, reply: FastifyReply, id: string) =>
    sendBlob(request, reply, deps.store, mixPreviewKey(id), {
      contentType: 'audio/mpeg',
      cacheControl: 'private, no-store',
    });
}

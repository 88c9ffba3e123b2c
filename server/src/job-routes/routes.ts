import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '#common/messages.js';
import { JOB_ID_HEADER } from '#common/schemas/jobs.js';
import { requireUser } from '../auth/current-user.js';
import type { AppDeps } from '../deps.js';
import { AppError } from '../errors.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { JobKind, JobKinds } from '../jobs/job-types.js';
import { routeSchema } from '../http/route-schema.js';

/**
 * GET /api/jobs/:id: the owner's job, its place in the queue and, once done, its result.
 * DELETE /api/jobs/:id: cancels the owner's job if it has not ended (step 4's mix made ahead, once a
 * newer choice replaces it) and answers with its status; an ended job is left as it was.
 */
export function registerJobRoutes(app: FastifyInstance, deps: AppDeps, jobs: JobQueue): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .delete(
      '/api/jobs/:id',
      { preHandler: requireUser(deps), schema: routeSchema('DELETE /api/jobs/:id') },
      async (request, reply) => {
        const userId = request.user!.id;
        await jobs.cancel(request.params.id, userId);
        const status = await jobs.status(request.params.id, userId);
        if (!status) throw new AppError(404, messages.jobs.notFound);
        return reply.header('cache-control', 'no-store').send(status);
      },
    );
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/jobs/:id',
    {
      preHandler: requireUser(deps),
      schema: routeSchema('GET /api/jobs/:id'),
    },
    async (request, reply) => {
      const { id } = request.params;
      const userId = request.user!.id;
      let status = await jobs.status(id, userId);
      if (!status) throw new AppError(404, messages.jobs.notFound);
      // A long poll: answers as soon as the job finishes, so a waiting client adds no delay.
      if (request.query.waitMs > 0 && (status.state === 'queued' || status.state === 'running')) {
        await jobs.settled(id, request.query.waitMs);
        status = (await jobs.status(id, userId))!;
      }
      return reply.header('cache-control', 'no-store').send(status);
    },
  );
}

/**
 * How a route answers with a job. Normally it waits for the job and answers with the spec's reply
 * (the job id in a header). A client that sends `Prefer: respond-async` (RFC 7240) gets 202 with
 * the job's status at once and follows it on GET /api/jobs/:id.
 */
export async function answerWithJob<K extends JobKind>(
  jobs: JobQueue,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: K,
  payload: JobKinds[K]['payload'],
): Promise<JobKinds[K]['result'] | FastifyReply> {
  if (/\brespond-async\b/i.test(String(request.headers.prefer ?? ''))) {
    void reply.header('preference-applied', 'respond-async');
    return answerWithJobStatus(jobs, request, reply, kind, payload);
  }
  const id = await jobs.enqueue(kind, request.user!.id, payload);
  void reply.header(JOB_ID_HEADER, id);
  return jobs.result(kind, id);
}

/** Queues the job (or joins its identical twin) and answers 202 with its status at once. */
export async function answerWithJobStatus<K extends JobKind>(
  jobs: JobQueue,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: K,
  payload: JobKinds[K]['payload'],
): Promise<FastifyReply> {
  const userId = request.user!.id;
  const id = await jobs.enqueue(kind, userId, payload);
  const status = await jobs.status(id, userId);
  return reply.code(202).header(JOB_ID_HEADER, id).header('location', `/api/jobs/${id}`).send(status);
}

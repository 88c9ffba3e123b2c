import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '#common/messages.js';
import { requireUser } from '../auth/current-user.js';
import type { AppDeps } from '../deps.js';
import { AppError } from '../errors.js';
import type { JobQueue } from '../jobs/job-queue.js';
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

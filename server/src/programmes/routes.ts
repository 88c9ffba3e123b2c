import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileSlug } from '#common/schemas/library.js';
import { playlistParams } from '#common/schemas/programmes.js';
import { requireUser } from '../auth/current-user.js';
import type { AppDeps } from '../deps.js';
import { serviceContext } from '../http/context.js';
import { routeSchema } from '../http/route-schema.js';
import { answerWithQueuedJob, waitForJob } from '../jobs/answer-with-job.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { sendBlob } from '../storage/send-blob.js';
import { playlistJob } from './jobs/playlist-job.js';
import { programmeRenderJob } from './jobs/programme-render-job.js';
import {
  changeProgramme,
  createProgramme,
  deleteProgramme,
  listProgrammes,
  readProgramme,
  requireRenderableProgramme,
} from './manage-programmes.js';
import { programmeReplyFor } from './programme-reply.js';
import { requireOwnedProgramme, updateProgramme } from './programme-store.js';
import { requireRendered } from './write-users-playlist.js';

/** On-hold programmes (issue 25, record 117): the owner's routes, each signed in and scoped to its owner. */
export function registerProgrammeRoutes(app: FastifyInstance, deps: AppDeps, jobs: JobQueue): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireUser(deps);

  r.get('/api/programmes', { preHandler, schema: routeSchema('GET /api/programmes') }, async (request, reply) => {
    // Out of date and the render job change by themselves: never from a cache.
    reply.header('cache-control', 'no-store');
    return {
      success: true as const,
      programmes: await listProgrammes(serviceContext(deps, request), request.user!.id),
    };
  });

  r.post('/api/programmes', { preHandler, schema: routeSchema('POST /api/programmes') }, async (request) => ({
    success: true as const,
    programme: await createProgramme(serviceContext(deps, request), request.user!.id, request.body),
  }));

  r.get(
    '/api/programmes/:id',
    { preHandler, schema: routeSchema('GET /api/programmes/:id') },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        programme: await readProgramme(serviceContext(deps, request), request.user!.id, request.params.id),
      };
    },
  );

  r.put('/api/programmes/:id', { preHandler, schema: routeSchema('PUT /api/programmes/:id') }, async (request) => ({
    success: true as const,
    programme: await changeProgramme(serviceContext(deps, request), request.user!.id, request.params.id, request.body),
  }));

  r.delete(
    '/api/programmes/:id',
    { preHandler, schema: routeSchema('DELETE /api/programmes/:id') },
    async (request) => ({
      success: true as const,
      phoneLinks: await deleteProgramme(serviceContext(deps, request), request.user!.id, request.params.id),
    }),
  );

  r.post(
    '/api/programmes/:id/render',
    { preHandler, schema: routeSchema('POST /api/programmes/:id/render') },
    async (request, reply) => {
      const userId = request.user!.id;
      const { db } = deps.database;
      // Refused at once in the contract's words; the job checks again when it starts.
      const programme = await requireRenderableProgramme(serviceContext(deps, request), userId, request.params.id);
      const jobId = await jobs.enqueue(programmeRenderJob, userId, { programmeId: programme.id });
      await updateProgramme(db, programme, { renderJobId: jobId });
      const done = await answerWithQueuedJob(jobs, request, reply, programmeRenderJob, jobId);
      if (done === null) return reply;
      return {
        success: true as const,
        programme: await programmeReplyFor(db, await requireOwnedProgramme(db, userId, programme.id)),
      };
    },
  );

  r.get(
    '/api/programmes/:id/playlist/:format',
    { preHandler, schema: { params: playlistParams } },
    async (request, reply) => {
      const userId = request.user!.id;
      const { id, format } = request.params;
      const programme = await requireOwnedProgramme(deps.database.db, userId, id);
      requireRendered(programme);
      const { key } = (await waitForJob(jobs, request, reply, playlistJob, { programmeId: programme.id, format }))
        .result;
      return sendBlob(request, reply, deps.store, key, {
        contentType: 'application/zip',
        cacheControl: 'private, max-age=3600',
        contentDisposition: `attachment; filename="${fileSlug(programme.title)}-playlist.zip"`,
      });
    },
  );
}

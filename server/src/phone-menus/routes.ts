import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/current-user.js';
import type { AppDeps } from '../deps.js';
import { serviceContext } from '../http/context.js';
import { routeSchema } from '../http/route-schema.js';
import { answerWithQueuedJob } from '../jobs/answer-with-job.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { SpeechProviders } from '../voice/providers.js';
import { menuMakeJob } from './jobs/menu-make-job.js';
import { requireSavableMenu, requireWordedPrompts } from './menu-checks.js';
import { changeMenu, createMenu, deleteMenu, listMenus, readMenu } from './manage-menus.js';
import { requireOwnedMenu } from './menu-read.js';
import { menuReplyFor } from './menu-reply.js';
import { updateMenu } from './menu-store.js';

/** Phone menus (issue 38, record 138): the owner's routes, each signed in and scoped to its owner. */
export function registerPhoneMenuRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  speech: SpeechProviders,
  jobs: JobQueue,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireUser(deps);

  r.get('/api/phone-menus', { preHandler, schema: routeSchema('GET /api/phone-menus') }, async (request, reply) => {
    // Whether each prompt is made, and the job, change by themselves: never from a cache.
    reply.header('cache-control', 'no-store');
    return { success: true as const, menus: await listMenus(serviceContext(deps, request), speech, request.user!.id) };
  });

  r.post('/api/phone-menus', { preHandler, schema: routeSchema('POST /api/phone-menus') }, async (request) => ({
    success: true as const,
    menu: await createMenu(serviceContext(deps, request), speech, request.user!.id, request.body),
  }));

  r.get(
    '/api/phone-menus/:id',
    { preHandler, schema: routeSchema('GET /api/phone-menus/:id') },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        menu: await readMenu(serviceContext(deps, request), speech, request.user!.id, request.params.id),
      };
    },
  );

  r.put('/api/phone-menus/:id', { preHandler, schema: routeSchema('PUT /api/phone-menus/:id') }, async (request) => ({
    success: true as const,
    menu: await changeMenu(serviceContext(deps, request), speech, request.user!.id, request.params.id, request.body),
  }));

  r.delete(
    '/api/phone-menus/:id',
    { preHandler, schema: routeSchema('DELETE /api/phone-menus/:id') },
    async (request) => {
      await deleteMenu(serviceContext(deps, request), request.user!.id, request.params.id);
      return { success: true as const };
    },
  );

  r.post(
    '/api/phone-menus/:id/render',
    { preHandler, schema: routeSchema('POST /api/phone-menus/:id/render') },
    async (request, reply) => {
      const userId = request.user!.id;
      const { db } = deps.database;
      // Refused at once in the contract's words, before any quota is counted; the job checks again when it starts.
      const menu = await requireOwnedMenu(db, userId, request.params.id);
      requireWordedPrompts((await requireSavableMenu(db, speech, userId, menu.settings)).prompts);
      const jobId = await jobs.enqueue(menuMakeJob, userId, { menuId: menu.id });
      await updateMenu(db, menu, { renderJobId: jobId });
      const done = await answerWithQueuedJob(jobs, request, reply, menuMakeJob, jobId);
      if (done === null) return reply;
      return {
        success: true as const,
        menu: await menuReplyFor(db, speech, await requireOwnedMenu(db, userId, menu.id)),
      };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/current-user.js';
import type { AppDeps } from '../deps.js';
import { serviceContext } from '../http/context.js';
import { routeSchema } from '../http/route-schema.js';
import { answerWithJob } from '../jobs/answer-with-job.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { requireOwnedItem } from '../library/owned-item.js';
import { requireOwnedMenu } from '../phone-menus/menu-read.js';
import {
  createConnection,
  deleteConnection,
  listConnections,
  requireOwnedConnection,
  testConnection,
} from './connection-store.js';
import { publishItemJob, publishJob } from './jobs/publish-job.js';
import { itemPublishing } from './publish-item.js';
import { menuPublishing } from './publish-menu.js';

/** Phone-system connections and publishing (issue 48, record 165): the owner's routes, each signed in. */
export function registerPublishingRoutes(app: FastifyInstance, deps: AppDeps, jobs: JobQueue): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireUser(deps);

  r.get('/api/connections', { preHandler, schema: routeSchema('GET /api/connections') }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { success: true as const, connections: await listConnections(deps.database.db, request.user!.id) };
  });

  r.post('/api/connections', { preHandler, schema: routeSchema('POST /api/connections') }, async (request) => ({
    success: true as const,
    connection: await createConnection(serviceContext(deps, request), request.user!.id, request.body),
  }));

  r.post(
    '/api/connections/:id/test',
    { preHandler, schema: routeSchema('POST /api/connections/:id/test') },
    async (request) => ({
      success: true as const,
      connection: await testConnection(serviceContext(deps, request), request.user!.id, request.params.id),
    }),
  );

  r.delete(
    '/api/connections/:id',
    { preHandler, schema: routeSchema('DELETE /api/connections/:id') },
    async (request) => {
      await deleteConnection(deps.database.db, request.user!.id, request.params.id);
      return { success: true as const };
    },
  );

  r.get(
    '/api/phone-menus/:id/publishing',
    { preHandler, schema: routeSchema('GET /api/phone-menus/:id/publishing') },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        ...(await menuPublishing(serviceContext(deps, request), request.user!.id, request.params.id)),
      };
    },
  );

  r.post(
    '/api/phone-menus/:id/publish',
    { preHandler, schema: routeSchema('POST /api/phone-menus/:id/publish') },
    async (request, reply) => {
      const userId = request.user!.id;
      const { db } = deps.database;
      // Refused at once in the contract's words, before a job is queued; the job checks again.
      const menu = await requireOwnedMenu(db, userId, request.params.id);
      const connection = await requireOwnedConnection(db, userId, request.body.connectionId);
      return answerWithJob(jobs, request, reply, publishJob, { menuId: menu.id, connectionId: connection.id });
    },
  );

  r.get(
    '/api/library/:id/publishing',
    { preHandler, schema: routeSchema('GET /api/library/:id/publishing') },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        ...(await itemPublishing(serviceContext(deps, request), request.user!.id, request.params.id)),
      };
    },
  );

  r.post(
    '/api/library/:id/publish',
    { preHandler, schema: routeSchema('POST /api/library/:id/publish') },
    async (request, reply) => {
      const userId = request.user!.id;
      const { db } = deps.database;
      const item = await requireOwnedItem(db, userId, request.params.id);
      const connection = await requireOwnedConnection(db, userId, request.body.connectionId);
      return answerWithJob(jobs, request, reply, publishItemJob, { itemId: item.id, connectionId: connection.id });
    },
  );
}

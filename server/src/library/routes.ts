import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '#common/messages.js';
import { requireUser } from '../auth/current-user.js';
import type { AppDeps } from '../deps.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { serviceContext } from '../http/context.js';
import {
  duplicateLibraryItem,
  readLibraryItem,
  renameLibraryItem,
  replaceLibraryAudio,
} from './change-library-item.js';
import { deleteLibraryItem } from './delete-library-item.js';
import { registerExportRoute } from './export-route.js';
import { listLibrary } from './list-library.js';
import { saveToLibrary } from './save-to-library.js';
import { routeSchema } from '../http/route-schema.js';

/** The Library (records 056, 108) and the phone-system exports; every route needs a signed-in user. */
export function registerLibraryRoutes(app: FastifyInstance, deps: AppDeps, jobs: JobQueue): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireUser(deps);

  r.get('/api/library', { preHandler, schema: routeSchema('GET /api/library') }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { success: true as const, items: await listLibrary(serviceContext(deps, request), request.user!.id) };
  });

  r.post('/api/library', { preHandler, schema: routeSchema('POST /api/library') }, async (request) => {
    const item = await saveToLibrary(serviceContext(deps, request), request.user!.id, request.body);
    return { success: true as const, message: messages.library.savedTitle, item };
  });

  r.delete('/api/library/:id', { preHandler, schema: routeSchema('DELETE /api/library/:id') }, async (request) => {
    await deleteLibraryItem(serviceContext(deps, request), request.user!.id, request.params.id);
    return { success: true as const, message: messages.library.deletedTitle };
  });

  r.get('/api/library/:id', { preHandler, schema: routeSchema('GET /api/library/:id') }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return readLibraryItem(serviceContext(deps, request), request.user!.id, request.params.id);
  });

  r.put(
    '/api/library/:id/title',
    { preHandler, schema: routeSchema('PUT /api/library/:id/title') },
    async (request) => {
      const item = await renameLibraryItem(
        serviceContext(deps, request),
        request.user!.id,
        request.params.id,
        request.body,
      );
      return { success: true as const, message: messages.library.renamed, item };
    },
  );

  r.put(
    '/api/library/:id/audio',
    { preHandler, schema: routeSchema('PUT /api/library/:id/audio') },
    async (request) => {
      const ctx = serviceContext(deps, request);
      const item = await replaceLibraryAudio(ctx, request.user!.id, request.params.id, request.body);
      return { success: true as const, message: messages.library.replacedTitle, item };
    },
  );

  r.post(
    '/api/library/:id/copy',
    { preHandler, schema: routeSchema('POST /api/library/:id/copy') },
    async (request) => {
      const item = await duplicateLibraryItem(serviceContext(deps, request), request.user!.id, request.params.id);
      return { success: true as const, message: messages.library.duplicatedTitle, item };
    },
  );

  registerExportRoute(app, deps, jobs);
}

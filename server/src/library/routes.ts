import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '../../../common/messages.js';
import { libraryIdParams, saveLibraryBody } from '../../../common/schemas/library.js';
import { requireUser } from '../auth/current-user.js';
import type { AppDeps } from '../deps.js';
import { serviceContext } from '../http/context.js';
import { deleteLibraryItem } from './delete-library-item.js';
import { registerExportRoute } from './export-route.js';
import { listLibrary } from './list-library.js';
import { saveToLibrary } from './save-to-library.js';

/** The Library (D7) and the phone-system exports; every route needs a signed-in user. */
export function registerLibraryRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireUser(deps);

  r.get('/api/library', { preHandler }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { success: true, items: await listLibrary(serviceContext(deps, request), request.user!.id) };
  });

  r.post('/api/library', { preHandler, schema: { body: saveLibraryBody } }, async (request) => {
    const item = await saveToLibrary(serviceContext(deps, request), request.user!.id, request.body);
    return { success: true, message: messages.library.savedTitle, item };
  });

  r.delete('/api/library/:id', { preHandler, schema: { params: libraryIdParams } }, async (request) => {
    await deleteLibraryItem(serviceContext(deps, request), request.user!.id, request.params.id);
    return { success: true, message: messages.library.deletedTitle };
  });

  registerExportRoute(app, deps);
}

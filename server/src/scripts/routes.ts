import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '#common/messages.js';
import { requireUser } from '../auth/current-user.js';
import type { AppDeps } from '../deps.js';
import { serviceContext } from '../http/context.js';
import { createScriptWriter } from './create-script-writer.js';
import { deleteSavedScript } from './delete-saved-script.js';
import { generateScript } from './generate-script.js';
import { listSavedScripts } from './list-saved-scripts.js';
import { saveScript } from './save-script.js';
import { routeSchema } from '../http/route-schema.js';

/** Script generation and saved scripts (spec §5, §7); every route needs a signed-in user. */
export function registerScriptRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const writer = createScriptWriter(deps.config, app.log);
  const preHandler = requireUser(deps);

  r.post('/api/generate-script', { preHandler, schema: routeSchema('POST /api/generate-script') }, async (request) =>
    generateScript(writer, request.body),
  );

  r.get(
    '/api/scripts/:messageType',
    { preHandler, schema: routeSchema('GET /api/scripts/:messageType') },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const scripts = await listSavedScripts(
        serviceContext(deps, request),
        request.user!.id,
        request.params.messageType,
        request.query.tz,
      );
      return { success: true as const, scripts };
    },
  );

  r.post('/api/save-script', { preHandler, schema: routeSchema('POST /api/save-script') }, async (request) => {
    const script = await saveScript(serviceContext(deps, request), request.user!.id, request.body);
    return { success: true as const, message: messages.scripts.savedTitle, script };
  });

  r.delete('/api/scripts/:id', { preHandler, schema: routeSchema('DELETE /api/scripts/:id') }, async (request) => {
    await deleteSavedScript(serviceContext(deps, request), request.user!.id, request.params.id);
    return { success: true as const, message: messages.scripts.deletedTitle };
  });
}

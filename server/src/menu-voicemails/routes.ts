import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/current-user.js';
import type { AppDeps } from '../deps.js';
import { routeSchema } from '../http/route-schema.js';
import { requireOwnedMenu } from '../phone-menus/menu-read.js';
import { deleteVoicemail, listVoicemails } from './voicemail-store.js';

/**
 * The owner's voicemails of a live menu (issue 38, record 141): listed with the caller's number and
 * time, each played by GET /api/audio/:id; deleted one by one. Another user's menu answers 404.
 */
export function registerVoicemailRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireUser(deps);

  r.get(
    '/api/phone-menus/:id/voicemails',
    { preHandler, schema: routeSchema('GET /api/phone-menus/:id/voicemails') },
    async (request, reply) => {
      const menu = await requireOwnedMenu(deps.database.db, request.user!.id, request.params.id);
      // New voicemails arrive by themselves: never from a cache.
      reply.header('cache-control', 'no-store');
      return { success: true as const, voicemails: await listVoicemails(deps.database.db, menu, deps.clock.now()) };
    },
  );

  r.delete(
    '/api/phone-menus/:id/voicemails/:voicemailId',
    { preHandler, schema: routeSchema('DELETE /api/phone-menus/:id/voicemails/:voicemailId') },
    async (request) => {
      const menu = await requireOwnedMenu(deps.database.db, request.user!.id, request.params.id);
      await deleteVoicemail(deps.database.db, menu, request.params.voicemailId, deps.clock.now());
      return { success: true as const };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileSlug } from '#common/schemas/library.js';
import { menuPackParams } from '#common/schemas/phone-menus.js';
import { requireUser } from '../auth/current-user.js';
import type { AppDeps } from '../deps.js';
import { waitForJob } from '../jobs/answer-with-job.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { requireOwnedMenu } from '../phone-menus/menu-read.js';
import { requireMenuMade } from '../phone-menus/menu-reply.js';
import { sendBlob } from '../storage/send-blob.js';
import type { SpeechProviders } from '../voice/providers.js';
import { menuPackJob } from './jobs/menu-pack-job.js';

/**
 * GET /api/phone-menus/:id/pack/:system (issue 38, record 140): the owner's menu as a zip for one
 * phone system. A byte route, so not in the JSON route table. Another user's menu, or none, is
 * 404; a menu with an enabled prompt never made, or changed since it was made, is 409 (the job
 * checks the first again).
 */
export function registerMenuPackRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  speech: SpeechProviders,
  jobs: JobQueue,
): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/phone-menus/:id/pack/:system',
      { preHandler: requireUser(deps), schema: { params: menuPackParams } },
      async (request, reply) => {
        const { id, system } = request.params;
        const { db } = deps.database;
        const menu = await requireOwnedMenu(db, request.user!.id, id);
        await requireMenuMade(db, speech, menu);
        const { key } = (await waitForJob(jobs, request, reply, menuPackJob, { menuId: menu.id, system })).result;
        return sendBlob(request, reply, deps.store, key, {
          contentType: 'application/zip',
          // A changed prompt makes a new pack at the same address: never from a cache.
          cacheControl: 'private, no-store',
          contentDisposition: `attachment; filename="${fileSlug(menu.settings.name)}-${system}-pack.zip"`,
        });
      },
    );
}

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '#common/messages.js';
import { exportFileSuffix, exportParams, fileSlug } from '#common/schemas/library.js';
import { requireOwnedAudio } from '../stored-audio/require-owned-audio.js';
import { requireUser } from '../auth/current-user.js';
import { libraryItems, programmes } from '../db/schema.js';
import type { AppDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { EXPORT_SPECS } from '../stored-audio/export-audio.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { exportJob } from '../stored-audio/jobs/export-job.js';
import { waitForJob } from '../jobs/answer-with-job.js';
import { sendBlob } from '../storage/send-blob.js';

/**
 * GET /api/audio/:id/export/:format: the owner's final message or programme converted for a phone system, as a
 * download. Same rules as /api/audio/:id: 404 for anyone else's or no file, 410 once expired.
 */
export function registerExportRoute(app: FastifyInstance, deps: AppDeps, jobs: JobQueue): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/audio/:id/export/:format',
      { preHandler: requireUser(deps), schema: { params: exportParams } },
      async (request, reply) => {
        const { id, format } = request.params;
        const { db } = deps.database;
        const file = await requireOwnedAudio(db, id, request.user!.id, deps.clock.now());
        // A final message, or a programme's render (record 117), which is served the same way.
        if (file.kind !== 'mix' && file.kind !== 'programme') throw new AppError(400, messages.library.notMix);

        // The conversion is a job (decision 020): identical downloads share it, and it counts against the node's slots.
        const { file: converted } = (
          await waitForJob(jobs, request, reply, exportJob, { audioFileId: file.id, format })
        ).result;
        // A saved message or a programme is named after its title; a mix not (yet) in the Library gets a plain name.
        const [named] =
          file.kind === 'programme'
            ? await db.select({ title: programmes.title }).from(programmes).where(eq(programmes.audioId, file.id))
            : await db
                .select({ title: libraryItems.title })
                .from(libraryItems)
                .where(eq(libraryItems.audioFileId, file.id));
        const name = `${fileSlug(named?.title ?? 'on-hold-message')}${exportFileSuffix[format]}`;
        return sendBlob(request, reply, deps.store, converted, {
          contentType: EXPORT_SPECS[format].contentType,
          cacheControl: 'private, max-age=3600',
          contentDisposition: `attachment; filename="${name}"`,
        });
      },
    );
}

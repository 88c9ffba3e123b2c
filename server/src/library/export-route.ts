import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '#common/messages.js';
import { exportFileSuffix, exportParams, fileSlug } from '#common/schemas/library.js';
import type { AudioFile } from '../stored-audio/audio-files.js';
import { requireOwnedAudio } from '../stored-audio/require-owned-audio.js';
import { requireUser } from '../auth/current-user.js';
import type { Db } from '../db/client.js';
import { libraryItems, menuPrompts, phoneMenus, programmes } from '../db/schema.js';
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
        // A final message, a programme's render (record 117) or a menu's prompt (record 138), all served the same way.
        if (file.kind !== 'mix' && file.kind !== 'programme' && file.kind !== 'menu-prompt')
          throw new AppError(400, messages.library.notMix);

        // The conversion is a job (decision 020): identical downloads share it, and it counts against the node's slots.
        const { file: converted } = (
          await waitForJob(jobs, request, reply, exportJob, { audioFileId: file.id, format })
        ).result;
        const name = `${await downloadName(db, file)}${exportFileSuffix[format]}`;
        return sendBlob(request, reply, deps.store, converted, {
          contentType: EXPORT_SPECS[format].contentType,
          cacheControl: 'private, max-age=3600',
          contentDisposition: `attachment; filename="${name}"`,
        });
      },
    );
}

/**
 * A saved message or a programme is named after its title; a mix not (yet) in the Library gets a
 * plain name. A menu's prompt is named as a PBX knows it, with its version (record 138): the name
 * stays, the version tells a new render from the file a phone system has cached.
 */
async function downloadName(db: Db, file: AudioFile): Promise<string> {
  if (file.kind === 'menu-prompt') {
    const [prompt] = await db
      .select({ key: menuPrompts.key, version: menuPrompts.version, settings: phoneMenus.settings })
      .from(menuPrompts)
      .innerJoin(phoneMenus, eq(phoneMenus.id, menuPrompts.menuId))
      .where(eq(menuPrompts.audioId, file.id));
    return prompt ? `${prompt.settings.promptPrefix}_${prompt.key}-v${prompt.version}` : 'menu-prompt';
  }
  const [named] =
    file.kind === 'programme'
      ? await db.select({ title: programmes.title }).from(programmes).where(eq(programmes.audioId, file.id))
      : await db.select({ title: libraryItems.title }).from(libraryItems).where(eq(libraryItems.audioFileId, file.id));
  return fileSlug(named?.title ?? 'on-hold-message');
}

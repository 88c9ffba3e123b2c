import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '../../../common/messages.js';
import { exportFileSuffix, exportParams, fileSlug } from '../../../common/schemas/library.js';
import { audioPath, findAudioFileForUser, isExpired } from '../audio/audio-files.js';
import { requireUser } from '../auth/current-user.js';
import { libraryItems } from '../db/schema.js';
import type { AppDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { EXPORT_SPECS, exportAudio } from '../audio/export-audio.js';

/**
 * GET /api/audio/:id/export/:format: the owner's final message converted for a phone system, as a
 * download. Same rules as /api/audio/:id: 404 for anyone else's or no file, 410 once expired.
 */
export function registerExportRoute(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/audio/:id/export/:format',
    { preHandler: requireUser(deps), schema: { params: exportParams } },
    async (request, reply) => {
      const { id, format } = request.params;
      const { db } = deps.database;
      const file = await findAudioFileForUser(db, id, request.user!.id);
      if (!file) throw new AppError(404, messages.generic.notFound);
      if (isExpired(file, deps.clock.now())) throw new AppError(410, messages.mix.expired);
      if (file.kind !== 'mix') throw new AppError(400, messages.library.notMix);
      const source = audioPath(deps.config.dataDir, file);
      if (!fs.existsSync(source)) throw new AppError(404, messages.generic.notFound);

      const converted = await exportAudio(deps.ffmpeg.path, deps.config.dataDir, file, source, format).catch((error: unknown) => {
        request.log.error({ err: error, format }, 'export failed');
        throw new AppError(500, messages.library.exportFailed);
      });
      // A saved message is named after its title; a mix not (yet) in the Library gets a plain name.
      const [item] = await db.select({ title: libraryItems.title }).from(libraryItems).where(eq(libraryItems.audioFileId, file.id));
      const name = `${fileSlug(item?.title ?? 'on-hold-message')}${exportFileSuffix[format]}`;
      const { size } = await fs.promises.stat(converted);
      return reply
        .type(EXPORT_SPECS[format].contentType)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, max-age=3600')
        .header('content-length', size)
        .send(fs.createReadStream(converted));
    },
  );
}

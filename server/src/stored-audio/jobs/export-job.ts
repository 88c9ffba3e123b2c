import { z } from 'zod';
import { messages } from '#common/messages.js';
import { exportParams } from '#common/schemas/library.js';
import { AppError } from '../../errors.js';
import { audioWorkFailure } from '../../http/unavailable.js';
import { defineJob } from '../../jobs/job-definition.js';
import { BlobNotFoundError } from '../../storage/blob-store.js';
import { exportAudio } from '../export-audio.js';
import { requireOwnedAudio } from '../require-owned-audio.js';

/**
 * GET /api/audio/:id/export/:format: a mix converted for a phone system. The result is the
 * conversion's key in the store, which the route streams to the owner; identical downloads share it.
 */
export const exportJob = defineJob({
  kind: 'export',
  payload: z.object({ audioFileId: exportParams.shape.id, format: exportParams.shape.format }),
  quota: null,
  capped: false,
  priority: 'asked',
  progress: 'position',
  async run(ctx, userId, { audioFileId, format }) {
    const file = await requireOwnedAudio(ctx.database.db, audioFileId, userId, ctx.clock.now());
    const converted = await exportAudio(ctx, file, format).catch(async (error: unknown) => {
      // The audio went (housekeeping, a delete) between the lookup and the conversion.
      if (error instanceof BlobNotFoundError) throw new AppError(404, messages.generic.notFound);
      ctx.log.error({ err: error, format }, 'export failed');
      throw await audioWorkFailure(error, ctx.ffmpeg.path, messages.library.exportFailed);
    });
    return { file: converted };
  },
});

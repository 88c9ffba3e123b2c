import { z } from 'zod';
import { messages } from '#common/messages.js';
import { exportParams } from '#common/schemas/library.js';
import { mixAudioBody } from '#common/schemas/mix.js';
import { synthesizeVoiceBody } from '#common/schemas/voices.js';
import { requireOwnedAudio } from './stored-audio/require-owned-audio.js';
import { exportAudio } from './stored-audio/export-audio.js';
import { AppError } from './errors.js';
import { BlobNotFoundError } from './storage/blob-store.js';
import { mixAudio } from './mix/mix-audio.js';
import type { SpeechProviders } from './voice/providers.js';
import { synthesizeVoice } from './voice/synthesize-voice.js';
import type { JobHandlers } from './jobs/job-types.js';

/**
 * The service functions the routes called directly before, now run by a worker. A payload comes
 * back out of the database, so it is parsed with the route's own schema again.
 */
export function createJobHandlers(speech: SpeechProviders): JobHandlers {
  return {
    voice: (ctx, userId, payload) => synthesizeVoice(ctx, speech, userId, synthesizeVoiceBody.parse(payload)),
    mix: (ctx, userId, payload) => mixAudio(ctx, userId, mixAudioBody.parse(payload)),
    export: async (ctx, userId, payload) => {
      const { audioFileId, format } = exportPayload.parse(payload);
      const file = await requireOwnedAudio(ctx.database.db, audioFileId, userId, ctx.clock.now());
      // The result is the conversion's key in the store, which the route streams to the owner.
      const converted = await exportAudio(ctx, file, format).catch((error: unknown) => {
        // The audio went (housekeeping, a delete) between the lookup and the conversion.
        if (error instanceof BlobNotFoundError) throw new AppError(404, messages.generic.notFound);
        ctx.log.error({ err: error, format }, 'export failed');
        throw new AppError(500, messages.library.exportFailed);
      });
      return { file: converted };
    },
  };
}

const exportPayload = z.object({ audioFileId: exportParams.shape.id, format: exportParams.shape.format });

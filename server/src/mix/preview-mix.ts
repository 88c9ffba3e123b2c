import { messages } from '#common/messages.js';
import { MIX_PREVIEW_SECONDS, type mixPreviewQuery } from '#common/schemas/mix.js';
import type { z } from 'zod';
import type { ServiceContext } from '../deps.js';
import { AppError } from '../errors.js';
import { audioWorkFailure } from '../http/unavailable.js';
import { withMixInputs } from './mix-audio.js';
import { produceMixBytes } from './produce-mix.js';

/**
 * GET /api/mix-preview: step 4's live preview, the first MIX_PREVIEW_SECONDS of the message as the
 * final file will be (the same mixer and master), over the voice the head start already made.
 * The mix-preview job keeps the MP3 in the store for the owner's browser (mix/jobs/mix-preview-job.ts). The
 * voice's analysis and the track's decode are kept, so a change of track or volume costs one short encode.
 */
export async function previewMix(
  ctx: ServiceContext,
  userId: string,
  query: z.output<typeof mixPreviewQuery>,
): Promise<Buffer> {
  return withMixInputs(ctx, userId, query, (env, request) =>
    produceMixBytes(env, { ...request, excerptSeconds: MIX_PREVIEW_SECONDS }).catch(async (error: unknown) => {
      // As the mix's (mix-audio.ts): a 404 for a vanished recording, a 503 for a part that is away.
      if (!(error instanceof AppError)) ctx.log.error({ err: error }, 'mix preview failed');
      throw await audioWorkFailure(error, ctx.ffmpeg.path, messages.mix.previewFailed);
    }),
  );
}

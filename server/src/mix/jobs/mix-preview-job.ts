import { mixPreviewQuery } from '#common/schemas/mix.js';
import { defineJob } from '../../jobs/job-definition.js';
import { previewMix } from '../preview-mix.js';

/** Where live previews wait for their owner's browser; housekeeping deletes them after an hour. */
export const MIX_PREVIEWS_PREFIX = 'previews/mix/';
export const mixPreviewKey = (jobId: string) => `${MIX_PREVIEWS_PREFIX}${jobId}.mp3`;

/**
 * GET /api/mix-preview: step 4's live preview, which the user is waiting to hear. The MP3 goes
 * through the store, named after the job, so the worker that made it need not be the node the
 * browser asks; the result is where the owner plays it (GET /api/mix-preview/:id).
 */
export const mixPreviewJob = defineJob({
  kind: 'mix-preview',
  payload: mixPreviewQuery,
  quota: 'preview',
  capped: true,
  priority: 'interactive',
  progress: 'position',
  async run(ctx, userId, query) {
    const mp3 = await previewMix(ctx, userId, query);
    await ctx.store.put(mixPreviewKey(ctx.jobId), { bytes: mp3 }, { contentType: 'audio/mpeg' });
    return { url: `/api/mix-preview/${ctx.jobId}` };
  },
});

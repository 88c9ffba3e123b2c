import { mixAudioBody } from '#common/schemas/mix.js';
import { defineJob } from '../../jobs/job-definition.js';
import { mixAudio } from '../mix-audio.js';
import { mixJob } from './mix-job.js';

/**
 * POST /api/mix-audio/speculative (record 081): the mix step 4 makes ahead once the user settles on
 * a track and volume. It is the same work as the mix, so Continue's mix joins it (and raises it to
 * its priority); a newer choice supersedes it. Work the user did not ask for yet counts as a
 * preview and takes no place under the cap; it runs after everything someone asked for.
 */
export const speculativeMixJob = defineJob({
  kind: 'speculative-mix',
  payload: mixAudioBody,
  quota: 'preview',
  capped: false,
  priority: 'speculative',
  sameWorkAs: mixJob.kind,
  supersedes: true,
  progress: 'position',
  run: (ctx, userId, body) => mixAudio(ctx, userId, body),
});

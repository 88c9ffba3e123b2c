import { mixAudioBody } from '#common/schemas/mix.js';
import { defineJob } from '../../jobs/job-definition.js';
import { mixAudio } from '../mix-audio.js';

/** POST /api/mix-audio (spec §7): the voice over the music, mastered for the phone line. */
export const mixJob = defineJob({
  kind: 'mix',
  payload: mixAudioBody,
  quota: 'mix',
  capped: true,
  priority: 'asked',
  progress: 'position',
  run: (ctx, userId, body) => mixAudio(ctx, userId, body),
});

import { synthesizeVoiceBody } from '#common/schemas/voices.js';
import { defineJob } from '../../jobs/job-definition.js';
import { synthesizeVoice } from '../synthesize-voice.js';
import './job-services.js';

/** POST /api/synthesize-voice (spec §7): the script spoken, mastered and stored. */
export const voiceJob = defineJob({
  kind: 'voice',
  payload: synthesizeVoiceBody,
  quota: 'synthesis',
  capped: true,
  priority: 'asked',
  progress: 'position',
  run: (ctx, userId, body) => synthesizeVoice(ctx, ctx.services.speech, userId, body),
});

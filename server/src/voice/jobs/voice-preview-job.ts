import { previewVoiceBody } from '#common/schemas/voices.js';
import { defineJob } from '../../jobs/job-definition.js';
import { previewVoice } from '../synthesize-voice.js';
import './job-services.js';

/**
 * POST /api/preview-voice: a short line in the chosen voice, which the user is waiting to hear. It is
 * stored under the job's id and answers early, once its first sound is on its way (record 130).
 */
export const voicePreviewJob = defineJob({
  kind: 'voice-preview',
  payload: previewVoiceBody,
  quota: 'preview',
  capped: true,
  priority: 'interactive',
  progress: 'position',
  run: (ctx, userId, body) =>
    previewVoice(ctx, ctx.services.speech, userId, body, { id: ctx.jobId, answer: ctx.answerEarly }),
});

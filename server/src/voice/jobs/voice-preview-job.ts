import { previewVoiceBody } from '#common/schemas/voices.js';
import { defineJob } from '../../jobs/job-definition.js';
import { previewVoice } from '../synthesize-voice.js';
import './job-services.js';

/** POST /api/preview-voice: a short line in the chosen voice, which the user is waiting to hear. */
export const voicePreviewJob = defineJob({
  kind: 'voice-preview',
  payload: previewVoiceBody,
  quota: 'preview',
  capped: true,
  priority: 'interactive',
  progress: 'position',
  run: (ctx, userId, body) => previewVoice(ctx, ctx.services.speech, userId, body),
});

import { synthesizeVoiceBody } from '#common/schemas/voices.js';
import { defineJob } from '../../jobs/job-definition.js';
import { synthesizeVoice } from '../synthesize-voice.js';
import { voiceJob } from './voice-job.js';
import './job-services.js';

/**
 * POST /api/synthesize-voice/speculative (record 129): the voice step 3 records ahead once the
 * script has been still for a moment. It is the same work as the voice, so step 4's
 * POST /api/synthesize-voice joins it (and raises it to its priority); a newer script supersedes
 * it. Work the user did not ask for yet counts as a preview and takes no place under the cap; it
 * runs after everything someone asked for.
 */
export const speculativeVoiceJob = defineJob({
  kind: 'speculative-voice',
  payload: synthesizeVoiceBody,
  quota: 'preview',
  capped: false,
  priority: 'speculative',
  sameWorkAs: voiceJob.kind,
  supersedes: true,
  progress: 'position',
  run: (ctx, userId, body) => synthesizeVoice(ctx, ctx.services.speech, userId, body),
});

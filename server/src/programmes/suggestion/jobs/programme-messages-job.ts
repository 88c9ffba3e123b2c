import { fromSuggestionBody } from '#common/schemas/programme-suggestion.js';
import { defineJob } from '../../../jobs/job-definition.js';
import '../../../voice/jobs/job-services.js';
import { makeSuggestedProgramme } from '../make-suggested-programme.js';

/**
 * POST /api/programmes/from-suggestion (records 118, 156): the suggested messages made into Library
 * items and a programme, and the programme made into its file, in one long job with a percentage
 * and its stage ("Message 3 of 7: speaking"). Admitted against one synthesis; the job counts the
 * rest of its messages' voices and mixes, and its render's mix, before it starts
 * (make-suggested-programme.ts).
 */
export const programmeMessagesJob = defineJob({
  kind: 'programme-messages',
  payload: fromSuggestionBody,
  quota: 'synthesis',
  capped: true,
  priority: 'long',
  progress: 'percent',
  run: (ctx, userId, body) => makeSuggestedProgramme(ctx, ctx.services.speech, userId, body, ctx),
});

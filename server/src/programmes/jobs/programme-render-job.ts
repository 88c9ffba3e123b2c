import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition.js';
import '../../voice/jobs/job-services.js';
import { renderUsersProgramme } from '../render-users-programme.js';

/**
 * POST /api/programmes/:id/render (issue 25, record 117): the whole programme as one MP3, a long
 * job with a percentage. The payload names only the programme, so a second click joins the render
 * under way; the job reads the programme and its items when it starts.
 */
export const programmeRenderJob = defineJob({
  kind: 'programme-render',
  payload: z.object({ programmeId: z.uuid() }),
  quota: 'mix',
  capped: true,
  priority: 'long',
  progress: 'percent',
  run: (ctx, userId, { programmeId }) => renderUsersProgramme(ctx, ctx.services.speech, userId, programmeId),
});

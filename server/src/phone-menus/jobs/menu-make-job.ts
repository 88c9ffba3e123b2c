import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition.js';
import '../../voice/jobs/job-services.js';
import { makeUsersMenu } from '../make-menu.js';

/**
 * POST /api/phone-menus/:id/render (issue 38, record 138): every prompt of a menu that is not yet
 * made in its words and voice, as one long job with a percentage (prompts done of prompts to make).
 * Admitted against one mix of the user's hourly quota; the job counts the rest of its prompts'
 * syntheses and mixes before any work. The payload names only the menu, so a second click joins
 * the job under way; the job reads the menu when it starts.
 */
export const menuMakeJob = defineJob({
  kind: 'phone-menu-make',
  payload: z.object({ menuId: z.uuid() }),
  quota: 'mix',
  capped: true,
  priority: 'long',
  progress: 'percent',
  run: (ctx, userId, { menuId }) => makeUsersMenu(ctx, ctx.services.speech, userId, menuId),
});

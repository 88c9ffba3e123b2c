import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition.js';
import { publishItem } from '../publish-item.js';
import { publishMenu } from '../publish-menu.js';

/**
 * POST /api/phone-menus/:id/publish: a menu's prompts sent to one of the owner's phone-system
 * connections (issue 48, record 165). A job like the others: the owner's lane, the cap of jobs under
 * way, any node; a second ask while one is under way joins it (the same payload), so one menu is
 * never published to one connection twice at once.
 */
export const publishJob = defineJob({
  kind: 'publish-menu',
  payload: z.object({ menuId: z.uuid(), connectionId: z.uuid() }),
  quota: null,
  capped: true,
  priority: 'asked',
  progress: 'percent',
  run: async (ctx, userId, payload) => ({ success: true as const, publish: await publishMenu(ctx, userId, payload) }),
});

/** POST /api/library/:id/publish: one Library message sent as one prompt (record 166), the same way. */
export const publishItemJob = defineJob({
  kind: 'publish-item',
  payload: z.object({ itemId: z.uuid(), connectionId: z.uuid() }),
  quota: null,
  capped: true,
  priority: 'asked',
  progress: 'percent',
  run: async (ctx, userId, payload) => ({ success: true as const, publish: await publishItem(ctx, userId, payload) }),
});

import { z } from 'zod';
import { menuPackParams } from '#common/schemas/phone-menus.js';
import { defineJob } from '../../jobs/job-definition.js';
import { writeMenuPack } from '../write-menu-pack.js';

/**
 * GET /api/phone-menus/:id/pack/:system: a menu's prompts converted and zipped for one phone
 * system (record 140). Like the export and playlist jobs: identical downloads share it, and the
 * zip is kept in the store until the menu or its prompts change.
 */
export const menuPackJob = defineJob({
  kind: 'menu-pack',
  payload: z.object({ menuId: z.uuid(), system: menuPackParams.shape.system }),
  quota: null,
  capped: false,
  priority: 'asked',
  progress: 'position',
  run: (ctx, userId, { menuId, system }) => writeMenuPack(ctx, userId, menuId, system),
});

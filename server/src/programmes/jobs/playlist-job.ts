import { z } from 'zod';
import { playlistParams } from '#common/schemas/programmes.js';
import { defineJob } from '../../jobs/job-definition.js';
import { writeUsersPlaylist } from '../write-users-playlist.js';

/**
 * GET /api/programmes/:id/playlist/:format: the render cut into numbered files and zipped, kept in
 * the store beside the render's exports. Like the export job: identical downloads share it.
 */
export const playlistJob = defineJob({
  kind: 'programme-playlist',
  payload: z.object({ programmeId: z.uuid(), format: playlistParams.shape.format }),
  quota: null,
  capped: false,
  priority: 'asked',
  progress: 'position',
  run: (ctx, userId, { programmeId, format }) => writeUsersPlaylist(ctx, userId, programmeId, format),
});

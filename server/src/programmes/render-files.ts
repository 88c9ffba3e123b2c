import { PLAYLIST_FORMATS, type PlaylistFormat } from '#common/schemas/programmes.js';
import type { ServiceContext } from '../deps.js';
import { deleteKeptAudio } from '../library/keep-mix.js';

/** Where a render's playlist zip in a format is kept: beside its phone-system exports, named by the render's id. */
export function playlistKey(audioId: string, format: PlaylistFormat): string {
  return `exports/${audioId}.playlist-${format}.zip`;
}

/**
 * Deletes a render: its audio row, object and phone-system exports (as a Library item's kept audio
 * goes), and its playlists. Nothing when it is already gone.
 */
export async function deleteRender(ctx: ServiceContext, userId: string, audioId: string): Promise<void> {
  await deleteKeptAudio(ctx, userId, audioId);
  await ctx.store.deleteMany(PLAYLIST_FORMATS.map((format) => playlistKey(audioId, format)));
}

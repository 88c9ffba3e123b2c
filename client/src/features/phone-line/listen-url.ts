import type { ListenChoice } from '#common/schemas/library.js';

/**
 * What to play for a listening choice: the final file itself, or the server's rendering of it
 * through a phone line's real codec (an export format of GET /api/audio/:id/export/:format).
 */
export function listenUrl(audioUrl: string, choice: ListenChoice): string {
  return choice === 'file' ? audioUrl : `${audioUrl}/export/${choice}`;
}

/** The server's length limit for a track id (common/schemas/music.ts). */
const TRACK_ID_MAX = 60;

/**
 * A track id from a track's name, in the only form ids take (lowercase letters, digits, hyphens):
 * 'Café Jazz — Evening Mix' becomes 'cafe-jazz-evening-mix'. Accents are dropped rather than the
 * letter, and any other run of characters becomes one hyphen.
 */
export function suggestTrackId(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, TRACK_ID_MAX)
    .replace(/^-+|-+$/g, '');
}

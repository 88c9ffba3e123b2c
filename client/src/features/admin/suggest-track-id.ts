import { FIELD_LIMITS } from '#common/schemas/field-limits.js';

/**
 * A track id from a track's name, in the only form ids take (lowercase letters, digits, hyphens):
 * 'Café Jazz — Evening Mix' becomes 'cafe-jazz-evening-mix'. Accents are dropped rather than the
 * letter, any other run of characters becomes one hyphen, and it stops at the id's limit.
 */
export function suggestTrackId(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, FIELD_LIMITS.trackId)
    .replace(/^-+|-+$/g, '');
}

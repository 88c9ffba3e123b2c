import { sha256 } from '../crypto/secrets.js';
import type { ItemsById } from './programme-items.js';
import type { ProgrammeRow } from './programme-store.js';

/**
 * What a render was made from, as one hash (record 117): the items in order with each one's audio
 * and last change, the track, volume and gap. Replacing, renaming or deleting an item, or changing
 * the settings, gives another signature, so the render shows out of date without a write anywhere
 * else. The title and target system change nothing in the audio, so they are left out.
 */
export function programmeSignature(
  programme: Pick<ProgrammeRow, 'itemIds' | 'trackId' | 'volume' | 'gapSeconds'>,
  items: ItemsById,
): string {
  const placed = programme.itemIds.map((id) => {
    const item = items.get(id);
    return item ? [id, item.audioFileId, item.updatedAt.toISOString()] : [id, null, null];
  });
  return sha256(JSON.stringify([placed, programme.trackId, programme.volume, programme.gapSeconds]));
}

import { MESSAGE_TYPES, type MessageType } from '#common/constants.js';
import { formatDate } from '#common/format.js';
import { MESSAGE_TYPE_LABELS } from '#common/labels.js';
import type { LibraryItem } from '#common/schemas/library.js';
import { readRecipe, summaryOf } from '#common/schemas/recipe.js';
import type { libraryItems } from '../db/schema.js';

export type LibraryRow = typeof libraryItems.$inferSelect;

/** A library_items row as the API returns it; the audio plays from the owner-only /api/audio/:id. */
export function toLibraryItem(row: LibraryRow): LibraryItem {
  const made = readRecipe(row.recipe);
  return {
    id: row.id,
    title: row.title,
    audioId: row.audioFileId,
    url: `/api/audio/${row.audioFileId}`,
    duration: Math.round(row.duration * 100) / 100,
    byteSize: row.byteSize,
    createdAt: row.createdAt.toISOString(),
    messageType: knownMessageType(row.messageType),
    summary: made && summaryOf(made),
    sourceAudioId: row.sourceAudioId,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A stored type the product no longer has lists as none, so the reply still matches its schema. */
function knownMessageType(value: string | null): MessageType | null {
  return MESSAGE_TYPES.find((type) => type === value) ?? null;
}

/**
 * The title when the user gave none: the message type's name when known, e.g. "Voicemail Greeting
 * – Sat, Nov 21, 2026", else "On-hold message – Sat, Nov 21, 2026"; the day on the business's
 * clock, `timeZone` (record 136).
 */
export function defaultLibraryTitle(now: Date, timeZone: string, messageType?: MessageType): string {
  return `${messageType ? MESSAGE_TYPE_LABELS[messageType] : 'On-hold message'} – ${formatDate(now, timeZone)}`;
}

/** "Spring offer" -> "Spring offer (copy)", within the title limit. */
export function copyTitle(title: string, max: number): string {
  const suffix = ' (copy)';
  return `${title.slice(0, max - suffix.length).trimEnd()}${suffix}`;
}

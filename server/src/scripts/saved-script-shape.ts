import type { SavedScript } from '#common/schemas/scripts.js';
import type { MessageType } from '#common/constants.js';
import type { savedScripts } from '../db/schema.js';

/**
 * A saved_scripts row as the API returns it (spec §7: id, messageType, content, createdAt, wordCount,
 * estimatedDuration), with its language and a bilingual message's second script (record 155).
 */
export function toSavedScript(row: typeof savedScripts.$inferSelect): SavedScript {
  return {
    id: row.id,
    messageType: row.messageType as MessageType,
    content: row.content,
    language: row.language,
    secondContent: row.secondContent,
    createdAt: row.createdAt.toISOString(),
    wordCount: row.wordCount,
    estimatedDuration: row.estimatedDuration,
  };
}

import { and, eq } from 'drizzle-orm';
import { messages } from '#common/messages.js';
import { type MenuPrompt, menuPrompts as promptsOf } from '#common/phone-menu-prompts.js';
import type { PhoneMenuSettings } from '#common/schemas/phone-menus.js';
import type { Db } from '../db/client.js';
import { audioFiles, menuPrompts, phoneMenus } from '../db/schema.js';
import { isUuid } from '../db/uuid.js';
import { AppError } from '../errors.js';
import { composeMenuScripts } from '../scripts/composer/menu/menu-scripts.js';

/** A phone menu's row (issue 38); every owner query is scoped to its owner. */
export type PhoneMenuRow = typeof phoneMenus.$inferSelect;

/** A prompt with its words as they stand. */
export interface PromptWords extends MenuPrompt {
  enabled: boolean;
  /** The owner's words, else the composer's: empty when the composer cannot write them (an information message). */
  text: string;
  edited: boolean;
}

/** A prompt with its words as they stand and its last render, whatever changed since. */
export interface PromptState extends PromptWords {
  /** The last render (an audio_files row of kind 'menu-prompt'), or null before the first. */
  audio: { audioId: string; fileName: string; version: number; duration: number; signature: string | null } | null;
}

/** The owner's own menu, or 404: another user's id answers like an unknown one. */
export async function requireOwnedMenu(db: Db, userId: string, id: string): Promise<PhoneMenuRow> {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(phoneMenus)
        .where(and(eq(phoneMenus.id, id), eq(phoneMenus.userId, userId)))
    : [];
  if (!row) throw new AppError(404, messages.phoneMenus.notFound);
  return row;
}

/** Every prompt of the menu in `menuPrompts` order, with its words and its last render. */
export async function promptStates(db: Db, menu: PhoneMenuRow): Promise<PromptState[]> {
  const rendered = await db
    .select({
      key: menuPrompts.key,
      audioId: menuPrompts.audioId,
      version: menuPrompts.version,
      signature: menuPrompts.signature,
      duration: menuPrompts.durationSeconds,
      fileName: audioFiles.fileName,
    })
    .from(menuPrompts)
    .innerJoin(audioFiles, eq(audioFiles.id, menuPrompts.audioId))
    .where(eq(menuPrompts.menuId, menu.id));
  // A render's row is keyed by the prompt's id: `menu_2` and `menu_2_es` are two renders (record 146).
  const byId = new Map(rendered.map((r) => [r.key, r]));
  return promptWords(menu.settings).map((prompt) => {
    const last = byId.get(prompt.id);
    return {
      ...prompt,
      audio: last
        ? {
            audioId: last.audioId!,
            fileName: last.fileName,
            version: last.version,
            duration: last.duration ?? 0,
            signature: last.signature,
          }
        : null,
    };
  });
}

/** Every prompt of these settings in `menuPrompts` order, with the words it speaks now (no database: the save checks use it). */
export function promptWords(settings: PhoneMenuSettings): PromptWords[] {
  const composed = composeMenuScripts(settings);
  return promptsOf(settings).map((prompt) => {
    // The other language's prompts take the owner's say from its own settings, by the same key.
    const own = prompt.id === prompt.key ? settings.prompts[prompt.key] : settings.otherLanguage?.prompts[prompt.key];
    return {
      ...prompt,
      enabled: own?.enabled ?? true,
      text: own?.text ?? composed[prompt.id] ?? '',
      edited: own?.text !== undefined,
    };
  });
}

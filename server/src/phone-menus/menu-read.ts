import { and, eq } from 'drizzle-orm';
import type { MessageLanguage } from '#common/message-language.js';
import { messages } from '#common/messages.js';
import { type MenuPrompt, menuPrompts as promptsOf } from '#common/phone-menu-prompts.js';
import type { PhoneMenuSettings, PromptSetting } from '#common/schemas/phone-menus.js';
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
  // A render's row is kept under the prompt's id: its key in the menu's language, `<key>_<lang>` in the other (record 146).
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

/**
 * Every prompt of these settings in `menuPrompts` order, with the words it speaks now (no database:
 * the save checks use it). The owner's say over a prompt in the menu's language is
 * `settings.prompts[key]`; over one in the other language, the offer included,
 * `settings.otherLanguage.prompts[key]` (record 146).
 */
export function promptWords(settings: PhoneMenuSettings): PromptWords[] {
  const composed = composeMenuScripts(settings);
  return promptsOf(settings).map((prompt) => {
    const own = ownSetting(settings, prompt);
    return {
      ...prompt,
      enabled: own?.enabled ?? true,
      text: own?.text ?? composed[prompt.id] ?? '',
      edited: own?.text !== undefined,
    };
  });
}

/** Whether a prompt is in the menu's other language: its owner's words are kept apart. */
export function inOtherLanguage(settings: PhoneMenuSettings, prompt: MenuPrompt): boolean {
  return prompt.language !== menuLanguage(settings);
}

/** The menu's own language: a menu saved before menus had languages (its stored settings lack it) is English. */
export function menuLanguage(settings: PhoneMenuSettings): MessageLanguage {
  return (settings as Partial<PhoneMenuSettings>).language ?? 'en';
}

function ownSetting(settings: PhoneMenuSettings, prompt: MenuPrompt): PromptSetting | undefined {
  return inOtherLanguage(settings, prompt) ? settings.otherLanguage?.prompts[prompt.key] : settings.prompts[prompt.key];
}

import type { MenuPrompt } from '#common/phone-menu-prompts.js';
import type { PromptState } from '../phone-menus/menu-read.js';

/** One prompt as a pack holds it: its files (none when the owner turned it off) and what to say about them. */
export interface PackedPrompt {
  prompt: PromptState;
  /**
   * The name the phone system knows it by: the prompt's name, and on a system without per-language
   * prompts the other language's `<prefix>_<id>` (`bright_smile_menu_2_es`, record 146). Genesys
   * keeps one prompt per key with a resource per language, so both languages share the name there.
   */
  name: string;
  /** Its render's version: the sheet and the README say which version each plainly named file is (record 140). */
  version: number;
  files: { name: string; what: string; bytes: number }[];
  /** Where a file is over the system's published limits, in plain words; never cut to fit. */
  notes: string[];
}

/**
 * A prompt's files' name before the ending: its name in the menu's language, `<prefix>_<id>` in the
 * other (the id adds `_<language>` to the key), so the two languages' files lie side by side.
 */
export function fileBaseOf(prompt: Pick<MenuPrompt, 'name' | 'key' | 'id'>): string {
  return `${prompt.name}${prompt.id.slice(prompt.key.length)}`;
}

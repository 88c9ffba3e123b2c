import { otherLanguage } from './bilingual.js';
import type { MessageLanguage } from './message-language.js';
import type { MenuKey, MenuLevel, MenuOption, PhoneMenuSettings, StandardPrompt } from './schemas/phone-menus.js';

/**
 * The prompts a phone menu (issue 38) makes, each with a key stable within the menu and a name a
 * PBX can know it by. A key is made from the keys a caller presses to reach the prompt, never from
 * labels or positions, so renaming an option or adding another keeps every other prompt's name:
 * a PBX flow that points at `bright_smile_menu_2` still finds it. `*` and `#` are spelled `star`
 * and `hash`, since Genesys and Connect names take letters, digits and underscores.
 */

type PromptKind = 'greeting' | 'languageOffer' | 'menu' | 'info' | StandardPrompt;

export interface MenuPrompt {
  /** The same in both languages of a two-language menu: `menu_2` is the billing menu in English and in Spanish. */
  key: string;
  /**
   * One prompt in one language, unique within the menu: its key in the menu's language, and
   * `<key>_<language>` in the other (`menu_2_es`, record 146). A render's row and a file name use it.
   */
  id: string;
  language: MessageLanguage;
  /**
   * `<prefix>_<key>`: letters, digits and underscores, starting with a letter. The same in both
   * languages: Genesys keeps one prompt with a resource per language; a pack for a system without
   * languages names the other language's file by `<prefix>_<id>`.
   */
  name: string;
  kind: PromptKind;
  /** The keys pressed to reach it from the main menu (empty for the greeting, main menu and standard prompts). */
  path: MenuKey[];
  /** For a sub-menu or information prompt: the option's label ("billing"). */
  label?: string;
  /** For a menu prompt: its options, in the order the menu reads them. */
  options?: MenuOption[];
  /** Where it plays, for the call-flow sheet and the menu's page. */
  description: string;
}

const STANDARD_KEYS: Record<StandardPrompt, string> = {
  invalid: 'invalid',
  noInput: 'no_input',
  transfer: 'transfer',
  afterHours: 'after_hours',
  holiday: 'holiday',
  voicemail: 'voicemail',
};

const STANDARD_DESCRIPTIONS: Record<StandardPrompt, string> = {
  invalid: 'After a key that is not an option, before the menu plays again',
  noInput: 'When the caller presses nothing, before the menu plays again',
  transfer: 'Before the call is connected to a number',
  afterHours: 'Instead of the menu, outside business hours',
  holiday: 'Instead of the menu, on a closure day',
  voicemail: 'Before the caller leaves a message',
};

/** A key as it appears in a prompt key or name. */
export function keyWord(key: MenuKey): string {
  return key === '*' ? 'star' : key === '#' ? 'hash' : key;
}

/** The prompt key of the menu reached by `path` (`menu` for the main menu). */
export function menuKeyOf(path: readonly MenuKey[]): string {
  return ['menu', ...path.map(keyWord)].join('_');
}

/** The prompt key of the information message reached by `path`. */
export function infoKeyOf(path: readonly MenuKey[]): string {
  return ['info', ...path.map(keyWord)].join('_');
}

export function standardKeyOf(kind: StandardPrompt): string {
  return STANDARD_KEYS[kind];
}

/** "After pressing 2, then 1". */
function pressedWords(path: readonly MenuKey[]): string {
  return `After pressing ${path.join(', then ')}`;
}

/** The key of the line after the greeting that offers a two-language menu's other language (record 146). */
export const LANGUAGE_OFFER_KEY = 'language_offer';

type MenuShape = Pick<PhoneMenuSettings, 'promptPrefix' | 'main'> &
  Partial<Pick<PhoneMenuSettings, 'language' | 'otherLanguage'>>;

/**
 * Every prompt of the menu: the greeting, each menu level depth first, each information message,
 * then the standard prompts, in the menu's language. A two-language menu (record 146) adds, after
 * them, the offer of the other language (said in it) and every prompt again in the other language.
 */
export function menuPrompts(settings: MenuShape): MenuPrompt[] {
  const first = promptsIn(settings);
  const other = settings.otherLanguage ? otherLanguage(settings.language ?? 'en') : null;
  if (!other) return first.map((p) => ({ ...p, id: p.key, language: settings.language ?? 'en' }));
  const offer: MenuPrompt = {
    key: LANGUAGE_OFFER_KEY,
    id: LANGUAGE_OFFER_KEY,
    language: other,
    kind: 'languageOffer',
    path: [],
    name: `${settings.promptPrefix}_${LANGUAGE_OFFER_KEY}`,
    description: 'After the greeting: offers the other language on its key',
  };
  return [
    ...first.map((p) => ({ ...p, id: p.key, language: settings.language ?? 'en' })),
    offer,
    ...first.map((p) => ({ ...p, id: `${p.key}_${other}`, language: other })),
  ];
}

/** The prompts of one language, before they are told which. */
function promptsIn(settings: MenuShape): Omit<MenuPrompt, 'id' | 'language'>[] {
  const named = (prompt: Omit<MenuPrompt, 'name' | 'id' | 'language'>): Omit<MenuPrompt, 'id' | 'language'> => ({
    ...prompt,
    name: `${settings.promptPrefix}_${prompt.key}`,
  });
  const prompts: Omit<MenuPrompt, 'id' | 'language'>[] = [
    named({ key: 'greeting', kind: 'greeting', path: [], description: 'Plays first on every call' }),
  ];
  const walk = (level: MenuLevel, path: MenuKey[], label: string | undefined) => {
    prompts.push(
      named({
        key: menuKeyOf(path),
        kind: 'menu',
        path,
        label,
        options: level.options,
        description: path.length ? `${pressedWords(path)}: the ${label} menu` : 'The main menu, after the greeting',
      }),
    );
    for (const option of level.options) {
      const next = [...path, option.key];
      if (option.action.kind === 'submenu') walk(option.action.menu, next, option.label);
      else if (option.action.kind === 'info')
        prompts.push(
          named({
            key: infoKeyOf(next),
            kind: 'info',
            path: next,
            label: option.label,
            description: `${pressedWords(next)}: about ${option.label}`,
          }),
        );
    }
  };
  walk(settings.main, [], undefined);
  for (const kind of Object.keys(STANDARD_KEYS) as StandardPrompt[])
    prompts.push(named({ key: STANDARD_KEYS[kind], kind, path: [], description: STANDARD_DESCRIPTIONS[kind] }));
  return prompts;
}

/** The level reached by pressing `path` from the main menu, or null when that path leads to no menu. */
export function levelAt(main: MenuLevel, path: readonly string[]): MenuLevel | null {
  let level: MenuLevel = main;
  for (const key of path) {
    const option = level.options.find((o) => o.key === key);
    if (option?.action.kind !== 'submenu') return null;
    level = option.action.menu;
  }
  return level;
}

/**
 * Whether any option, at any level, leaves a voicemail: a caller who presses a wrong key or none
 * once too often is then taken to voicemail, else the call ends (the live line, record 141, and
 * the call-flow sheet, record 154).
 */
export function offersVoicemail(level: MenuLevel): boolean {
  return level.options.some(
    (o) => o.action.kind === 'voicemail' || (o.action.kind === 'submenu' && offersVoicemail(o.action.menu)),
  );
}

import {
  MENU_DEPTH_MAX,
  MENU_KEYS,
  MENU_OPTIONS_MAX,
  type MenuAction,
  type MenuKey,
  type MenuLevel,
  type MenuOption,
} from '#common/schemas/phone-menus.js';

/**
 * Editing one level of a menu's tree (record 142): each change returns the level anew, and the
 * editor puts it back under the option that opens it (the keys a caller presses to reach it, as
 * the prompt keys are made in common/phone-menu-prompts.ts). Nothing here checks labels or
 * numbers: the contract's schema does that, so the editor shows the words the server would.
 */

export type ActionKind = MenuAction['kind'];

/** "*" and "#" as a caller reads them on the keypad. */
export const keyName = (key: MenuKey) => (key === '*' ? '* (star)' : key === '#' ? '# (pound)' : key);

/**
 * The keys a level does not use yet, in the order a menu reads them. `reserved` is kept out: the
 * main menu's key that offers a two-language menu's other language (record 146).
 */
export function freeKeys(level: MenuLevel, reserved?: MenuKey): MenuKey[] {
  const used = new Set(level.options.map((o) => o.key));
  return MENU_KEYS.filter((key) => !used.has(key) && key !== reserved);
}

/** Whether another option fits: nine at most, and a key left to press. */
export function canAddOption(level: MenuLevel, reserved?: MenuKey): boolean {
  return level.options.length < MENU_OPTIONS_MAX && freeKeys(level, reserved).length > 0;
}

/** A level at `depth` (the main menu is 1) may hold sub-menus while theirs stay within three levels. */
export function canHaveSubmenus(depth: number): boolean {
  return depth < MENU_DEPTH_MAX;
}

/** A new option on the first free key; its label is the owner's to write, so it starts empty. */
export function addOption(level: MenuLevel, reserved?: MenuKey): MenuLevel {
  const key = freeKeys(level, reserved)[0];
  if (!key || !canAddOption(level, reserved)) return level;
  return { options: [...level.options, { key, label: '', action: { kind: 'dial', number: '' } }] };
}

export function removeOption(level: MenuLevel, key: MenuKey): MenuLevel {
  return { options: level.options.filter((o) => o.key !== key) };
}

/** One place up (-1) or down (1) in the order the menu reads its options; its key stays its own. */
export function moveOption(level: MenuLevel, key: MenuKey, by: -1 | 1): MenuLevel {
  const from = level.options.findIndex((o) => o.key === key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= level.options.length) return level;
  const options = [...level.options];
  [options[from], options[to]] = [options[to]!, options[from]!];
  return { options };
}

/** The option on `key` with `patch` applied; a new key must be free in this level. */
export function changeOption(level: MenuLevel, key: MenuKey, patch: Partial<MenuOption>): MenuLevel {
  if (patch.key && patch.key !== key && level.options.some((o) => o.key === patch.key)) return level;
  return { options: level.options.map((o) => (o.key === key ? { ...o, ...patch } : o)) };
}

/**
 * What an option does, changed to `kind`. A number typed for a dial, or a sub-menu built under
 * the option, is kept while the kind stays; a new sub-menu starts with one option to fill in.
 */
export function actionOf(kind: ActionKind, previous: MenuAction): MenuAction {
  if (kind === previous.kind) return previous;
  switch (kind) {
    case 'submenu':
      return { kind, menu: addOption({ options: [] }) };
    case 'dial':
      return { kind, number: '' };
    case 'voicemail':
    case 'info':
    case 'repeat':
      return { kind };
  }
}

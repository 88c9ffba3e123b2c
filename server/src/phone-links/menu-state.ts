import { MENU_KEYS, MENU_DEPTH_MAX, MENU_RETRIES_MAX, type MenuKey } from '#common/schemas/phone-menus.js';
import { MESSAGE_LANGUAGES, type MessageLanguage } from '#common/message-language.js';
import { keyWord } from '#common/phone-menu-prompts.js';

/**
 * A live menu keeps no state on the server between a call's requests (record 141): where the caller
 * is (the keys pressed to reach the menu level, `menu=2-star`), how many wrong or missing keys they
 * have had there (`try=1`), and on a two-language menu the language they chose (`lang=es`, record
 * 146) travel in the `<Gather action>` URL Twilio posts back. All are read strictly; anything
 * malformed is no state at all, answered with the main menu, which is what a caller can reach anyway.
 */
export interface MenuState {
  path: MenuKey[];
  tries: number;
  /** The language the caller chose on the greeting's offer; absent, the menu's own language. */
  language?: MessageLanguage;
}

const WORD_TO_KEY = new Map<string, MenuKey>(MENU_KEYS.map((key) => [keyWord(key), key]));
const PATH = new RegExp(`^[0-9a-z]+(-[0-9a-z]+){0,${MENU_DEPTH_MAX - 2}}$`);

export const MAIN_MENU: MenuState = { path: [], tries: 0 };

/** The query string of a state: `?menu=2-1&try=0&lang=es`, or `?try=0` at the main menu in the menu's language. */
export function menuStateQuery({ path, tries, language }: MenuState): string {
  const menu = path.length ? `menu=${path.map(keyWord).join('-')}&` : '';
  return `?${menu}try=${tries}${language ? `&lang=${language}` : ''}`;
}

/**
 * The state a query holds, or null when it holds anything malformed. A language is one of the
 * message languages or refused; whether the menu speaks it is the flow's to check (menu-flow.ts).
 */
export function readMenuState(query: Readonly<Record<string, unknown>>): MenuState | null {
  const { menu = '', try: tries = '0', lang } = query;
  if (typeof menu !== 'string' || typeof tries !== 'string') return null;
  if (!/^\d$/.test(tries) || Number(tries) > MENU_RETRIES_MAX) return null;
  let language: MessageLanguage | undefined;
  if (lang !== undefined) {
    if (typeof lang !== 'string' || !(MESSAGE_LANGUAGES as readonly string[]).includes(lang)) return null;
    language = lang as MessageLanguage;
  }
  const withLanguage = (state: MenuState): MenuState => (language ? { ...state, language } : state);
  if (menu === '') return withLanguage({ path: [], tries: Number(tries) });
  if (!PATH.test(menu)) return null;
  const path = menu.split('-').map((word) => WORD_TO_KEY.get(word));
  if (path.some((key) => key === undefined)) return null;
  return withLanguage({ path: path as MenuKey[], tries: Number(tries) });
}

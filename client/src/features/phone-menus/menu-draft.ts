import { LANGUAGE_NAMES, otherLanguage } from '#common/bilingual.js';
import type { Tone } from '#common/constants.js';
import { formatMessage } from '#common/format-message.js';
import type { MessageLanguage } from '#common/message-language.js';
import { messages } from '#common/messages.js';
import { menuPrompts } from '#common/phone-menu-prompts.js';
import {
  MENU_KEYS,
  MENU_OPTIONS_MAX,
  phoneMenuSettings,
  type MenuAction,
  type MenuKey,
  type MenuLevel,
  type PhoneMenuSettings,
  type PromptSetting,
} from '#common/schemas/phone-menus.js';
import { voiceIn, withOtherLanguage, withoutOtherLabels } from './menu-language';
import { promptPrefixOf } from './prompt-prefix';

/**
 * What a new menu starts from: the business profile's answers (its language and whether it speaks
 * both, record 145), the voice last chosen in step 2, and from a bilingual auto-attendant its key.
 */
interface MenuStart {
  companyName: string;
  tone: Tone;
  timeZone: string;
  voiceId: string;
  language?: MessageLanguage;
  bilingual?: boolean;
  languageKey?: MenuKey | '';
}

/** Weekdays, nine to five: what most businesses answer, and the owner changes it in one place. */
const WEEKDAY_HOURS = [{ days: [1, 2, 3, 4, 5], open: '09:00', close: '17:00' }];

/**
 * A new menu (record 142): named after the business, its prompts named from that name, the
 * profile's tone and zone, and a main menu of two options to fill in: a number to connect and a
 * voicemail, the two things nearly every business line offers.
 */
export function newMenuSettings(start: MenuStart, options?: PhoneMenuSettings['main']['options']): PhoneMenuSettings {
  const name = start.companyName.trim() || 'Main line';
  const language = start.language ?? 'en';
  const menu: PhoneMenuSettings = {
    name,
    companyName: start.companyName.trim(),
    tone: start.tone,
    promptPrefix: promptPrefixOf(name),
    language,
    otherLanguage: null,
    voiceId: voiceIn(language, start.voiceId),
    main: {
      options: options?.length
        ? options
        : [
            { key: '1', label: '', action: { kind: 'dial', number: '' } },
            { key: '2', label: 'leave a message', action: { kind: 'voicemail' } },
          ],
    },
    hours: WEEKDAY_HOURS,
    closures: [],
    timeZone: start.timeZone,
    prompts: {},
  };
  return start.bilingual ? withOtherLanguage(menu, true, start.languageKey) : menu;
}

/** What an auto-attendant's option most likely does, from its words; a department is a number to connect. */
function actionFromWords(words: string): MenuAction {
  if (/voice ?mail|leave (a|us a) message/i.test(words)) return { kind: 'voicemail' };
  if (/repeat|hear (this|these|the) (menu|options) again/i.test(words)) return { kind: 'repeat' };
  if (/hours|directions|address|location/i.test(words)) return { kind: 'info' };
  return { kind: 'dial', number: '' };
}

/**
 * The keypad options of an auto-attendant message (its recipe's `attendants`, one text per digit)
 * as a main menu's options, in the order a menu reads keys (1 to 9, then 0), at most nine. The
 * message never knew the numbers to connect: those stay empty, and the editor asks for them.
 */
export function optionsFromAttendants(
  attendants: Partial<Record<string, string>> | undefined,
): PhoneMenuSettings['main']['options'] {
  return MENU_KEYS.flatMap((key) => {
    const words = attendants?.[key]?.trim();
    return words ? [{ key, label: words.slice(0, 80), action: actionFromWords(words) }] : [];
  }).slice(0, MENU_OPTIONS_MAX);
}

/** The prompt settings that say something (off, or the owner's words) for the keys `keys` of one language. */
function prunedPrompts(prompts: Record<string, PromptSetting>, keys: Set<string>): Record<string, PromptSetting> {
  const kept: Record<string, PromptSetting> = {};
  for (const [key, setting] of Object.entries(prompts))
    if (keys.has(key) && (!setting.enabled || setting.text !== undefined)) kept[key] = setting;
  return kept;
}

/**
 * The settings as PUT sends them: a prompt setting only for prompts the menu still has (the server
 * refuses unknown keys, and removing an option leaves its information prompt's words behind), and
 * none that says nothing (on, with the composer's words); in each language. A menu in one
 * language sends no labels of another.
 */
export function settingsToSave(settings: PhoneMenuSettings): PhoneMenuSettings {
  const all = menuPrompts(settings);
  const keysIn = (language: MessageLanguage) => new Set(all.filter((p) => p.language === language).map((p) => p.key));
  const prompts = prunedPrompts(settings.prompts, keysIn(settings.language));
  const second = settings.otherLanguage;
  if (!second) return { ...settings, prompts, main: withoutOtherLabels(settings.main) };
  const otherPrompts = prunedPrompts(second.prompts, keysIn(otherLanguage(settings.language)));
  return { ...settings, prompts, otherLanguage: { ...second, prompts: otherPrompts } };
}

/** Whether `language` is a two-language menu's other one, whose prompts have settings of their own. */
const isOther = (settings: PhoneMenuSettings, language: MessageLanguage | undefined) =>
  language !== undefined && language !== settings.language && settings.otherLanguage !== null;

/** Where the owner's say over a prompt in `language` is kept: the menu's own prompts, or its other language's. */
export function promptsOf(settings: PhoneMenuSettings, language: MessageLanguage | undefined) {
  return isOther(settings, language) ? settings.otherLanguage!.prompts : settings.prompts;
}

/** `settings` with the owner's say over the prompts of `language` replaced. */
function withPromptsOf(
  settings: PhoneMenuSettings,
  language: MessageLanguage | undefined,
  prompts: Record<string, PromptSetting>,
): PhoneMenuSettings {
  if (!isOther(settings, language)) return { ...settings, prompts };
  return { ...settings, otherLanguage: { ...settings.otherLanguage!, prompts } };
}

/**
 * A prompt turned on or off; its words, if the owner wrote any, are kept for when it is on again.
 * A prompt plays in both languages or in neither (the call flow is one), so both languages' settings
 * of a two-language menu say the same.
 */
export function withPromptEnabled(settings: PhoneMenuSettings, key: string, enabled: boolean): PhoneMenuSettings {
  let next = settings;
  for (const language of settings.otherLanguage ? [settings.language, otherLanguage(settings.language)] : [undefined]) {
    const prompts = promptsOf(next, language);
    next = withPromptsOf(next, language, { ...prompts, [key]: { ...(prompts[key] ?? { enabled: true }), enabled } });
  }
  return next;
}

/** A prompt's own words in `language` (the menu's own by default), or (undefined) back to the composer's. */
export function withPromptText(
  settings: PhoneMenuSettings,
  key: string,
  text: string | undefined,
  language?: MessageLanguage,
): PhoneMenuSettings {
  const prompts = promptsOf(settings, language);
  const current = prompts[key] ?? { enabled: true };
  return withPromptsOf(settings, language, { ...prompts, [key]: { enabled: current.enabled, text } });
}

/**
 * The contract's own words for what is wrong, by field path (`main.options.0.action.number`),
 * checked before sending so each shows beside its field; the server checks the same.
 */
export function settingsErrors(settings: PhoneMenuSettings): Record<string, string> {
  const result = phoneMenuSettings.safeParse(settingsToSave(settings));
  const errors: Record<string, string> = { ...bilingualErrors(settings) };
  if (result.success) return errors;
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/**
 * What a two-language menu needs besides the schema (the server checks the same): every option's
 * label in the other language, and the offer on a key no main-menu option uses.
 */
function bilingualErrors(settings: PhoneMenuSettings): Record<string, string> {
  const second = settings.otherLanguage;
  if (!second) return {};
  const language = LANGUAGE_NAMES[otherLanguage(settings.language)];
  const errors: Record<string, string> = {};
  const walk = (level: MenuLevel, positions: number[]) =>
    level.options.forEach((option, index) => {
      const here = [...positions, index];
      if (!option.otherLabel?.trim())
        errors[`${optionErrorPath(here)}.otherLabel`] = formatMessage(messages.phoneMenus.otherLabelRequired, {
          language,
        });
      if (option.action.kind === 'submenu') walk(option.action.menu, here);
    });
  walk(settings.main, []);
  if (settings.main.options.some((o) => o.key === second.key))
    errors['otherLanguage.key'] = formatMessage(messages.phoneMenus.offerKeyTaken, { key: second.key, language });
  return errors;
}

/** The path of the error under an option of the tree: `main.options.1.action.menu.options.0`. */
export function optionErrorPath(positions: readonly number[]): string {
  return `main.${positions.map((index) => `options.${index}`).join('.action.menu.')}`;
}

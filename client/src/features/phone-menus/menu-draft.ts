import type { Tone } from '#common/constants.js';
import { menuPrompts } from '#common/phone-menu-prompts.js';
import {
  MENU_KEYS,
  MENU_OPTIONS_MAX,
  phoneMenuSettings,
  type MenuAction,
  type PhoneMenuSettings,
  type PromptSetting,
} from '#common/schemas/phone-menus.js';
import { promptPrefixOf } from './prompt-prefix';

/** What a new menu starts from: the business profile's answers, the voice last chosen in step 2. */
interface MenuStart {
  companyName: string;
  tone: Tone;
  timeZone: string;
  voiceId: string;
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
  return {
    name,
    companyName: start.companyName.trim(),
    tone: start.tone,
    promptPrefix: promptPrefixOf(name),
    language: 'en',
    otherLanguage: null,
    voiceId: start.voiceId,
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

/**
 * The settings as PUT sends them: a prompt setting only for prompts the menu still has (the server
 * refuses unknown keys, and removing an option leaves its information prompt's words behind), and
 * none that says nothing (on, with the composer's words).
 */
export function settingsToSave(settings: PhoneMenuSettings): PhoneMenuSettings {
  const keys = new Set(menuPrompts(settings).map((p) => p.key));
  const prompts: Record<string, PromptSetting> = {};
  for (const [key, setting] of Object.entries(settings.prompts))
    if (keys.has(key) && (!setting.enabled || setting.text !== undefined)) prompts[key] = setting;
  return { ...settings, prompts };
}

/** A prompt turned on or off; its words, if the owner wrote any, are kept for when it is on again. */
export function withPromptEnabled(settings: PhoneMenuSettings, key: string, enabled: boolean): PhoneMenuSettings {
  const current = settings.prompts[key] ?? { enabled: true };
  return { ...settings, prompts: { ...settings.prompts, [key]: { ...current, enabled } } };
}

/** A prompt's own words, or (undefined) back to the composer's. */
export function withPromptText(settings: PhoneMenuSettings, key: string, text: string | undefined): PhoneMenuSettings {
  const current = settings.prompts[key] ?? { enabled: true };
  return { ...settings, prompts: { ...settings.prompts, [key]: { enabled: current.enabled, text } } };
}

/**
 * The contract's own words for what is wrong, by field path (`main.options.0.action.number`),
 * checked before sending so each shows beside its field; the server checks the same.
 */
export function settingsErrors(settings: PhoneMenuSettings): Record<string, string> {
  const result = phoneMenuSettings.safeParse(settingsToSave(settings));
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/** The path of the error under an option of the tree: `main.options.1.action.menu.options.0`. */
export function optionErrorPath(positions: readonly number[]): string {
  return `main.${positions.map((index) => `options.${index}`).join('.action.menu.')}`;
}

import { createHash } from 'node:crypto';
import type { MenuPrompt } from '#common/phone-menu-prompts.js';
import { alwaysOpen } from '#common/schedule.js';
import type { OpeningHours } from '#common/schemas/phone-links.js';
import type { MenuClosure, MenuOption, PhoneMenuSettings } from '#common/schemas/phone-menus.js';
import type { MenuToneWording } from './menu-tone-wording.js';
import { asPhrase } from '../user-casing.js';

/**
 * What a phone menu's prompts say the same in either language (records 139 and 146): which
 * greeting of the tone's a business gets, which option is about the hours, which closure the
 * holiday prompt names, and which label a prompt says.
 */

/**
 * The greeting's pick among the tone's one-sentence welcomes: a fixed seed from the tone and the
 * business, so the same settings give the same greeting while two businesses need not sound alike.
 */
export function greetingSeed(settings: PhoneMenuSettings): number {
  return createHash('sha256').update(`${settings.tone}\n${settings.companyName}`).digest().readUInt32BE(0);
}

/**
 * The after-hours prompt in either language (records 139 and 154): closed, the hours read as
 * `hoursText` says them ("Monday to Friday, 8 AM to 5 PM"), and a call back then. Without hours it
 * asks for a call back when the business reopens: a phone system keeping its own hours may play it,
 * the live line never does. Hours that never close (24/7) say neither "closed" nor "call back".
 * Whether voicemail follows is the owner's switch, turned without new words: each holds either way.
 */
export function afterHoursWords(words: MenuToneWording, hours: readonly OpeningHours[], hoursText: string): string {
  if (hours.length > 0 && alwaysOpen(hours)) return words.unavailable;
  return hoursText
    ? [words.closed, words.hours.replace('{hours}', hoursText), words.callBackInHours].join(' ')
    : [words.closed, words.callBackLater].join(' ');
}

/** Words that may fill a label about business hours ("our opening hours", "nuestro horario de atención"). */
const HOURS_LABEL_WORDS = new Set(
  (
    'hours hour opening open times our your the business office store shop clinic practice working trading ' +
    'operating operation regular normal of for to hear get learn check what when are is we were re you information info about ' +
    'horario horarios hora horas atención abierto abiertos abrimos apertura nuestro nuestros su sus el los la las de del ' +
    'para conocer escuchar saber cuándo cuando qué que información oficina consultorio tienda negocio servicio'
  ).split(' '),
);

/**
 * An option about the business hours and nothing else, in English or Spanish: "Hours", "When are
 * you open?", "Horario de atención". "Hours and location" is not (the composer knows no location),
 * nor "Holiday hours", nor "Class times". The menu's own label decides, so both languages of a
 * two-language menu read the hours, or both leave the prompt to the owner.
 */
export function isHoursLabel(label: string): boolean {
  const words = label.toLowerCase().match(/\p{L}+/gu) ?? [];
  return (
    words.some((w) => /^(?:hours?|open|opening|times|horarios?|horas|abiertos?|abrimos|apertura)$/.test(w)) &&
    words.every((w) => HOURS_LABEL_WORDS.has(w))
  );
}

/** The closure's name as the owner typed it when every closure gives the same one; the holiday prompt plays on each. */
export function closureName(closures: readonly MenuClosure[]): string | null {
  const names = new Set(closures.map((c) => asPhrase(c.name ?? '')));
  const [name] = names;
  return names.size === 1 && name ? closures[0]!.name!.trim() : null;
}

/** The option reached by pressing `path` from the main menu. */
function optionAt(settings: PhoneMenuSettings, path: readonly string[]): MenuOption | undefined {
  let options = settings.main.options;
  let option: MenuOption | undefined;
  for (const key of path) {
    option = options.find((o) => o.key === key);
    if (!option) return undefined;
    options = option.action.kind === 'submenu' ? option.action.menu.options : [];
  }
  return option;
}

/**
 * The prompt with the labels it says: the options' own in the menu's language, and in the other
 * language each option's `otherLabel` ("ventas" for "sales"; the label itself until the owner has
 * given one, which the checks ask for before the menu is made).
 */
export function withItsLabels(prompt: MenuPrompt, settings: PhoneMenuSettings): MenuPrompt {
  if (prompt.language === (settings.language ?? 'en')) return prompt;
  const other = (option: MenuOption): MenuOption => ({ ...option, label: option.otherLabel ?? option.label });
  const reached = prompt.path.length ? optionAt(settings, prompt.path) : undefined;
  return {
    ...prompt,
    ...(prompt.options && { options: prompt.options.map(other) }),
    ...(reached && prompt.label !== undefined && { label: reached.otherLabel ?? reached.label }),
  };
}

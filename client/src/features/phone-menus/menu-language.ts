import { otherLanguage } from '#common/bilingual.js';
import type { MessageLanguage } from '#common/message-language.js';
import { findAnyVoice, languageOfVoice, voiceForLanguage } from '#common/spanish-voices.js';
import {
  MENU_KEYS,
  type MenuKey,
  type MenuLevel,
  type MenuOption,
  type PhoneMenuSettings,
} from '#common/schemas/phone-menus.js';
import type { VoiceGender } from '#common/voices.js';

/**
 * A menu's language and its other language (issue 39, record 146), as the editor changes them: the
 * voice follows the language (never Spanish words in an English voice), and a menu made whole in
 * both languages offers the other one on a key the main menu does not use.
 */

/** The key a two-language menu offers its other language on when it is free: the last digit, where callers expect it. */
const DEFAULT_OFFER_KEY: MenuKey = '9';

/** The gender of a voice of either list; a voice of neither (a cloned one) reads as a woman's, as step 2's default. */
export function genderOf(voiceId: string): VoiceGender {
  return findAnyVoice(voiceId)?.gender ?? 'female';
}

/** `voiceId` when it speaks `language`; else that language's voice of the same gender. */
export function voiceIn(language: MessageLanguage, voiceId: string): string {
  return languageOfVoice(voiceId) === language ? voiceId : voiceForLanguage(language, genderOf(voiceId), 'en-US');
}

/** The keys the offer may use: those the main menu leaves free, in the order a menu reads keys. */
export function offerKeys(main: MenuLevel): MenuKey[] {
  const used = new Set(main.options.map((o) => o.key));
  return MENU_KEYS.filter((key) => !used.has(key));
}

/** 9 when the main menu leaves it free, else its first free key. */
export function defaultOfferKey(main: MenuLevel, wanted: MenuKey | '' = DEFAULT_OFFER_KEY): MenuKey {
  const free = offerKeys(main);
  if (wanted && free.includes(wanted)) return wanted;
  return free.includes(DEFAULT_OFFER_KEY) ? DEFAULT_OFFER_KEY : (free[0] ?? DEFAULT_OFFER_KEY);
}

/**
 * The menu in its other language too, or no longer. Turned on, the offer takes 9 (or the first free
 * key) and the other language's voice of the main voice's gender; the owner's words in the other
 * language start empty (the studio writes them). Turned off, the option labels in the other language
 * stay in the draft for a change of mind, but are not sent (`settingsToSave`).
 */
export function withOtherLanguage(settings: PhoneMenuSettings, on: boolean, key?: MenuKey | ''): PhoneMenuSettings {
  if (!on) return { ...settings, otherLanguage: null };
  if (settings.otherLanguage) return settings;
  const other = otherLanguage(settings.language);
  return {
    ...settings,
    otherLanguage: { key: defaultOfferKey(settings.main, key), voiceId: voiceIn(other, settings.voiceId), prompts: {} },
  };
}

/** Every option of the tree with its label and its other language's label swapped. */
function swapLabels(level: MenuLevel): MenuLevel {
  return {
    options: level.options.map((option): MenuOption => {
      const action =
        option.action.kind === 'submenu'
          ? { kind: 'submenu' as const, menu: swapLabels(option.action.menu) }
          : option.action;
      return { ...option, label: option.otherLabel ?? '', otherLabel: option.label || undefined, action };
    }),
  };
}

/**
 * The menu in `language`. A menu in one language keeps its words (the owner rewrites what needs
 * it) and takes a voice of that language. A two-language menu swaps its two languages whole: the
 * labels, the owner's words and the voices each go with their own language, so nothing English
 * ends up said by the Spanish voice.
 */
export function withLanguage(settings: PhoneMenuSettings, language: MessageLanguage): PhoneMenuSettings {
  if (language === settings.language) return settings;
  const second = settings.otherLanguage;
  if (!second) return { ...settings, language, voiceId: voiceIn(language, settings.voiceId) };
  return {
    ...settings,
    language,
    voiceId: voiceIn(language, second.voiceId),
    prompts: second.prompts,
    main: swapLabels(settings.main),
    otherLanguage: {
      key: second.key,
      voiceId: voiceIn(otherLanguage(language), settings.voiceId),
      prompts: settings.prompts,
    },
  };
}

/** The tree without the other language's labels, for a menu in one language (the server has no use for them). */
export function withoutOtherLabels(level: MenuLevel): MenuLevel {
  return {
    options: level.options.map(({ otherLabel: _dropped, ...option }): MenuOption => {
      const action =
        option.action.kind === 'submenu'
          ? { kind: 'submenu' as const, menu: withoutOtherLabels(option.action.menu) }
          : option.action;
      return { ...option, action };
    }),
  };
}

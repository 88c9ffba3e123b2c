import { otherLanguage } from '#common/bilingual.js';
import type { MessageLanguage } from '#common/message-language.js';
import { messages } from '#common/messages.js';
import type { PhoneMenuSettings } from '#common/schemas/phone-menus.js';
import type { TwimlVerb } from './twiml.js';

/**
 * The languages of a live menu (issue 39, record 146): the menu's own, and on a two-language menu
 * the other one a caller chooses on the greeting's offer. A prompt's id in the other language is
 * `<key>_<language>` (common/phone-menu-prompts.ts); Twilio's own voice (`<Say>`) speaks the few
 * lines no prompt says in the caller's language.
 */
type Languages = Pick<PhoneMenuSettings, 'language' | 'otherLanguage'>;

export function menuLanguage(settings: Languages): MessageLanguage {
  return settings.language ?? 'en';
}

/** Every language the menu speaks, its own first. */
export function menuLanguages(settings: Languages): MessageLanguage[] {
  const own = menuLanguage(settings);
  return settings.otherLanguage ? [own, otherLanguage(own)] : [own];
}

/** The language a state names, or null when the menu does not speak it (a tampered or outdated address). */
export function spokenLanguage(settings: Languages, asked: MessageLanguage | undefined): MessageLanguage | null {
  if (!asked) return menuLanguage(settings);
  return menuLanguages(settings).includes(asked) ? asked : null;
}

/** The id of the prompt `key` in `language`: the key itself in the menu's language. */
export function promptIdIn(settings: Languages, key: string, language: MessageLanguage): string {
  return language === menuLanguage(settings) ? key : `${key}_${language}`;
}

/** Twilio's language for `<Say>`: unset is its default, US English. */
const SAY_LANGUAGE: Record<MessageLanguage, string | null> = { en: null, es: 'es-US' };

const GOODBYE: Record<MessageLanguage, string> = {
  en: messages.phoneMenus.callGoodbye,
  es: messages.phoneMenus.callGoodbyeSpanish,
};
const VOICEMAIL_THANKS: Record<MessageLanguage, string> = {
  en: messages.phoneMenus.voicemailThanks,
  es: messages.phoneMenus.voicemailThanksSpanish,
};

function say(language: MessageLanguage, words: string): TwimlVerb {
  const tag = SAY_LANGUAGE[language];
  return tag ? { verb: 'Say', attributes: { language: tag }, body: words } : { verb: 'Say', body: words };
}

/** "Goodbye" in each language, then the call ends. */
export function goodbyeIn(languages: readonly MessageLanguage[]): TwimlVerb[] {
  return [...languages.map((l) => say(l, GOODBYE[l])), { verb: 'Hangup' }];
}

/** The thanks after a voicemail in each language, then the call ends. */
export function voicemailThanksIn(languages: readonly MessageLanguage[]): TwimlVerb[] {
  return [...languages.map((l) => say(l, VOICEMAIL_THANKS[l])), { verb: 'Hangup' }];
}

import type { MessageLanguage } from './message-language.js';
import { spanishNumberWords } from './speech/spanish/number-words.js';

/**
 * Bilingual messages (issue 39, records 145–147): the other language of a message, the silence
 * between the two, and the line that offers the other language on a key ("Para español, oprima el
 * nueve."), which that language's voice says. The screens stay in English.
 */

/** The language a bilingual message adds to its first one. */
export function otherLanguage(language: MessageLanguage): MessageLanguage {
  return language === 'en' ? 'es' : 'en';
}

/** What the screens call each language. */
export const LANGUAGE_NAMES: Record<MessageLanguage, string> = { en: 'English', es: 'Spanish' };

/** The silence between a message's two languages in one file: longer than a paragraph pause, so callers hear the change. */
export const LANGUAGE_GAP_SECONDS = 1.5;

/**
 * Where the second language is said in one file: after the whole first part (a greeting said twice),
 * or after the first part's first paragraph (an attendant's offer of the other language comes after
 * its greeting, before the options, so a caller who needs it does not wait through them).
 */
export const SECOND_PART_PLACEMENTS = ['end', 'afterFirstParagraph'] as const;
export type SecondPartPlacement = (typeof SECOND_PART_PLACEMENTS)[number];

/** A key as a Spanish caller hears it after "oprima": "el nueve", "la tecla asterisco". */
function spanishKey(key: string): string {
  if (key === '*') return 'la tecla asterisco';
  if (key === '#') return 'la tecla numeral';
  return `el ${spanishNumberWords(Number(key))}`;
}

/** A key as an English caller hears it after "press": "9", "star", "pound". */
function englishKey(key: string): string {
  if (key === '*') return 'star';
  if (key === '#') return 'pound';
  return key;
}

/**
 * The line that offers `offered` on `key`, written in that language for its own voice: "Para
 * español, oprima el nueve." or "For English, press 9." (the English voice path says the digit).
 */
export function languageOfferLine(offered: MessageLanguage, key: string): string {
  return offered === 'es' ? `Para español, oprima ${spanishKey(key)}.` : `For English, press ${englishKey(key)}.`;
}

import { isOrdinaryWord } from '../ordinary-words.js';
import { promotionLines } from '../phrase-context.js';
import type { ScriptRequest } from '../../script-writer.js';
import { SPANISH_NOUN_ENDING } from './spanish-phrases.js';
import { SPANISH_AND_ENGLISH_SPELLINGS } from './spanish-glue-words.js';

/**
 * What a Spanish script may say of the business in the user's own words (issue 47, record 155):
 * the Spanish fields where the user gave them; otherwise the English fields only where they were
 * typed in Spanish after all. English words are never quoted in a Spanish script: "Nuestro equipo
 * de 24/7 emergency plumbing" is heard as a mistake. Where nothing is left, the script speaks of
 * the business from its industry's Spanish lines.
 */
export interface SpanishBusinessWords {
  /** The sector as typed in Spanish; '' when there is none in Spanish. */
  sector: string;
  /** The products or services as typed in Spanish, a list for `spanishList`; '' when none. */
  products: string;
  promotions: string[];
  /** Promotions were given, but none in Spanish: the script says there are some, without naming them. */
  promotionsUntold: boolean;
}

/** Spanish words that mark a text as Spanish whatever else it holds: "reparación de tuberías", "coronas e implantes". */
const SPANISH_GRAMMAR = new Set(
  'de del la las los el y e u o para por en con sin al un una unos unas su sus nuestro nuestra'.split(' '),
);

function wordsOf(text: string): string[] {
  return text.match(/\p{L}+(?:['’]\p{L}+)*/gu) ?? [];
}

/** A word only English spells: in the ordinary English words, and not a Spanish word too ("general", "hotel"). */
function englishOnly(word: string): boolean {
  const lower = word.toLowerCase();
  return !/[áéíóúñü]/.test(lower) && !SPANISH_AND_ENGLISH_SPELLINGS.has(lower) && isOrdinaryWord(lower);
}

/** A word only Spanish spells: an accent or ñ, a grammar word, or a noun ending English does not have ("limpiezas"). */
function plainlySpanish(word: string): boolean {
  const lower = word.toLowerCase();
  if (/[áéíóúñü]/.test(lower) || SPANISH_GRAMMAR.has(lower)) return true;
  return lower.length > 3 && SPANISH_NOUN_ENDING.test(lower) && !isOrdinaryWord(lower);
}

/**
 * True for text typed in English: an English word in it and no Spanish one. Judged over the whole
 * field, since a Spanish list may hold an English brand ("Invisalign y limpiezas") and a brand on
 * its own ("Invisalign") is no language at all: both are quoted.
 */
export function readsAsEnglish(text: string): boolean {
  const words = wordsOf(text);
  return words.some(englishOnly) && !words.some(plainlySpanish);
}

/** The Spanish field when given, else the English one if it is Spanish after all, else ''. */
function inSpanish(spanish: string, typed: string): string {
  if (spanish.trim()) return spanish.trim();
  return readsAsEnglish(typed) ? '' : typed.trim();
}

export function spanishBusinessWords(
  request: Pick<
    ScriptRequest,
    | 'customSector'
    | 'keyProducts'
    | 'promotionItems'
    | 'spanishCustomSector'
    | 'spanishKeyProducts'
    | 'spanishPromotionItems'
  >,
): SpanishBusinessWords {
  const given = promotionLines(request.spanishPromotionItems);
  const typed = promotionLines(request.promotionItems);
  const promotions = given.length > 0 ? given : typed.filter((item) => !readsAsEnglish(item));
  return {
    // A sector in Spanish counts only beside the English one: step 1 shows it while the custom sector is on.
    sector: request.customSector.trim() ? inSpanish(request.spanishCustomSector, request.customSector) : '',
    products: inSpanish(request.spanishKeyProducts, request.keyProducts),
    promotions,
    promotionsUntold: promotions.length === 0 && typed.length > 0,
  };
}

/**
 * Every text of the user's a Spanish script may say as typed: the English sector, services and
 * promotions only where they are the Spanish ones (record 155). The echo check passes over these
 * words, and the checks of a Spanish script (spanish-slips.ts) count any other English word as a slip.
 */
export function spanishScriptTexts(request: ScriptRequest): string[] {
  const words = spanishBusinessWords(request);
  return [
    request.companyName,
    words.sector,
    words.products,
    request.holidayType,
    request.businessHours,
    request.voicemailContactName,
    request.attendantOptions,
    request.customMessage,
    ...words.promotions,
    ...Object.values(request.attendants),
  ];
}

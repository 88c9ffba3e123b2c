import { stripSymbols } from '#common/speech/spoken-symbols.js';
import { isOrdinaryWord } from '../ordinary-words.js';

/**
 * The user's words placed mid-sentence in a Spanish script (record 143), kept as typed (record
 * 134) except a capital that is plainly sentence case: a first word with no other capital after it
 * that is an ordinary word, English ("Cleanings") or plainly Spanish (an accent, an ñ, or an ending
 * only common nouns and participles have: "Limpiezas", "Vacunación"). A brand ("Invisalign",
 * "iPhone", "CEREC") or a name with inner capitals keeps every capital.
 */
export const SPANISH_NOUN_ENDING =
  /(?:ción|ciones|sión|siones|miento|mientos|dad|dades|ía|ías|eza|ezas|ado|ados|ada|adas|ido|idos|ida|idas|aje|ajes|ante|antes|ente|entes|ista|istas|ero|eros|era|eras|ura|uras|or|ora|oras|ores|al|ales|ivo|iva|ivos|ivas|ico|ica|icos|icas|ble|bles|ios|ias|os|as)$/i;

function plainlyLowerCase(word: string): boolean {
  if (!/^\p{Lu}\p{Ll}+$/u.test(word)) return false;
  return isOrdinaryWord(word) || /[áéíóúñü]/i.test(word) || SPANISH_NOUN_ENDING.test(word);
}

/** A phrase of the user's as said mid-sentence: emoji and trailing punctuation gone, a sentence-case capital lowered. */
export function spanishPhrase(raw: string, sentenceStart = true): string {
  const spoken = stripSymbols(raw)
    .replace(/^[¿¡]+/, '')
    .replace(/[.!?;:,]+$/, '')
    .trim();
  const [first = '', ...rest] = spoken.split(/[\s-]+/);
  const named = rest.some((word) => /\p{Lu}/u.test(word));
  return sentenceStart && plainlyLowerCase(first) && !named ? spoken[0]!.toLowerCase() + spoken.slice(1) : spoken;
}

/**
 * A list the user typed, as its items: split at commas, semicolons and line breaks, and the last
 * at the "y", "e", "o", "u" (or "and", "&", "or") the user joined it with. Text with no comma
 * ("pan y café") is one item.
 */
export function spanishTypedList(raw: string): string[] {
  const items = raw
    .split(/[,;\n]+/)
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length < 2) return items;
  const last = items.at(-1)!;
  const leading = /^(?:y|e|o|u|and|&|or)\s+(\S.*)$/i.exec(last);
  if (leading) return [...items.slice(0, -1), leading[1]!];
  const inside = /^(.*?\S)\s+(?:y|e|o|u|and|&|or)\s+(\S.*)$/i.exec(last);
  return inside ? [...items.slice(0, -1), inside[1]!, inside[2]!] : items;
}

/** "y" is "e" before an "i" sound ("limpiezas e implantes"), "o" is "u" before an "o" sound ("uno u otro"). */
function spanishConjunction(word: 'y' | 'o', next: string): string {
  if (word === 'y') return /^h?i(?![aeoué])/i.test(next) ? 'e' : 'y';
  return /^h?o/i.test(next) ? 'u' : 'o';
}

/**
 * The user's key products as a Spanish list: no serial comma, as Spanish writes it, and the
 * composer's own joining word (the user's commas and words kept). A list typed all in title case
 * ("Limpiezas, Coronas, Blanqueamiento") reads in sentence case; a name keeps its capital.
 */
export function spanishList(raw: string, conjunction: 'y' | 'o' = 'y'): string {
  const typed = spanishTypedList(raw);
  const titleCase = typed.every((item) => /^\p{Lu}/u.test(item));
  const items = typed.map((item, i) => spanishPhrase(item, i === 0 || titleCase)).filter(Boolean);
  if (items.length <= 1) return items[0] ?? '';
  const last = items.at(-1)!;
  return `${items.slice(0, -1).join(', ')} ${spanishConjunction(conjunction, last)} ${last}`;
}

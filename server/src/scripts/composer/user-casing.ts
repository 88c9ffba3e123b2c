import { stripSymbols } from '#common/speech/spoken-symbols.js';
import { isOrdinaryWord } from './ordinary-words.js';

/**
 * First words that keep their capital mid-sentence even though the word list has them in lower
 * case too: holidays, months, days ("Thanksgiving", "May", "Good Friday"). Any other first word
 * the list holds in lower case ("Whitening", "Free parking") is the user's sentence case and is
 * lowered, as a writer would; a word it does not hold ("Invisalign", "Trane"), a brand with inner
 * capitals or an acronym ("iPhone", "HVAC") stays as typed, and so does every capital the user typed
 * anywhere else (issue 23, record 134, see `asPhrase`).
 */
const PROPER_FIRST_WORDS = new Set(
  (
    'christmas thanksgiving easter hanukkah chanukah kwanzaa diwali eid ramadan passover new independence memorial labor labour ' +
    'veterans presidents columbus juneteenth boxing good valentine valentines halloween lunar chinese st saint mother mothers father fathers ' +
    'january february march april may june july august september october november december ' +
    'monday tuesday wednesday thursday friday saturday sunday i'
  ).split(' '),
);

/** A holiday, a month or a day ("Christmas", "May", "Sunday's"), which keeps its capital anywhere. */
const isProperWord = (word: string) => PROPER_FIRST_WORDS.has(word.toLowerCase().replace(/'s$/, ''));

/** The phrase's first word when it is only capitalised, not a name: "Cleanings", not "Invisalign", "CEREC" or "May". */
export function sentenceCaseCapital(phrase: string): boolean {
  const first = phrase.trim().split(/[\s-]+/)[0] ?? '';
  return /^[A-Z][a-z']*$/.test(first) && !isProperWord(first) && isOrdinaryWord(first);
}

/**
 * A user phrase placed mid-sentence: emoji and trailing punctuation gone, the user's casing kept
 * (issue 23: "our invisalign", "our neapolitan pizzeria & wine bar team"). Only a capital that is
 * plainly sentence case is lowered: the phrase starts a field or a list in title case
 * (`sentenceStart`), its first word is an ordinary word (`sentenceCaseCapital`, record 134), and no
 * later word has a capital ("Neapolitan Pizzeria & Wine Bar" is a name).
 */
export function asPhrase(raw: string, sentenceStart = true): string {
  const spoken = stripSymbols(raw)
    .replace(/[.!?;:,]+$/, '')
    .trim();
  const rest = spoken.split(/[\s-]+/).slice(1);
  // A day or a month keeps its capital anywhere and says nothing of a name ("A glass of prosecco with Sunday lunch").
  const named = rest.some((word) => /[A-Z]/.test(word) && !/^(?:I|I'm|I'll)$/.test(word) && !isProperWord(word));
  return sentenceStart && sentenceCaseCapital(spoken) && !named ? spoken[0]!.toLowerCase() + spoken.slice(1) : spoken;
}

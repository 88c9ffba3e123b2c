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

/** Words a title leaves in lower case. */
const SMALL_WORDS = new Set(['a', 'an', 'the', 'and', '&', 'or', 'of', 'for', 'in', 'on', 'at', 'to', 'with', 'by']);

/** A holiday, a month or a day ("Christmas", "May", "Sunday's"), which keeps its capital anywhere. */
const isProperWord = (word: string) => PROPER_FIRST_WORDS.has(word.toLowerCase().replace(/'s$/, ''));

/**
 * First words that are a holiday's only with the holiday's next word ("New Year", "Good Friday",
 * "Mother's Day"): alone they are ordinary words in sentence case ("New patient special", issue 47).
 */
const HOLIDAY_STARTS = new Set(
  'new good independence memorial labor labour veterans presidents boxing lunar mother mothers father fathers'.split(
    ' ',
  ),
);

/** The phrase's first word when it is only capitalised, not a name: "Cleanings", not "Invisalign", "CEREC" or "May". */
export function sentenceCaseCapital(phrase: string): boolean {
  const [first = '', next = ''] = phrase.trim().split(/[\s-]+/);
  const holiday = isProperWord(first) && (!HOLIDAY_STARTS.has(first.toLowerCase()) || /^[A-Z]/.test(next));
  return /^[A-Z][a-z']*$/.test(first) && !holiday && isOrdinaryWord(first);
}

/**
 * A user phrase placed mid-sentence: emoji and trailing punctuation gone, the user's casing kept
 * (issue 23: "our invisalign", "our neapolitan pizzeria & wine bar team"). Only a capital that is
 * plainly sentence case is lowered: the phrase starts a field or a list in title case
 * (`sentenceStart`), its first word is an ordinary word (`sentenceCaseCapital`, record 134), and the
 * phrase is not a name in title case ("Neapolitan Pizzeria & Wine Bar"): a later word in lower case
 * shows the capitals are a sentence's and a name's inside it ("Free consultation for Invisalign").
 */
export function asPhrase(raw: string, sentenceStart = true): string {
  const spoken = stripSymbols(raw)
    .replace(/[.!?;:,]+$/, '')
    .trim();
  // The small words a name leaves lower case ("Billing and Accounts", "Pizzeria & Wine Bar") tell
  // nothing, nor do figures ("24/7").
  const rest = spoken
    .split(/[\s-]+/)
    .slice(1)
    .filter((word) => !SMALL_WORDS.has(word) && /[A-Za-z]/.test(word));
  const capital = (word: string) => /^[^a-z]*[A-Z]/.test(word);
  // A day or a month keeps its capital anywhere and says nothing of a name ("A glass of prosecco with Sunday lunch").
  const signsOfName = rest.filter((word) => capital(word) && !/^(?:I|I'm|I'll)$/.test(word) && !isProperWord(word));
  // A name capitalises its every word; one word in lower case makes the phrase a sentence-case one
  // that names something inside it ("Free consultation for Invisalign", issue 47).
  const named = signsOfName.length > 0 && rest.every(capital);
  return sentenceStart && sentenceCaseCapital(spoken) && !named ? spoken[0]!.toLowerCase() + spoken.slice(1) : spoken;
}

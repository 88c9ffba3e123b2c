/**
 * Which words a listener notices hearing twice (issue 23). Two questions use them: does a sentence
 * repeat a word that stands out from the sentence before ("help … help", "proud … pride"), and
 * does a sentence of the composer say again what the user's own sentence already said ("Our menu
 * has changed." then "…our menu options may have changed").
 */

/** Words every sentence needs: hearing them again is not an echo. */
const FUNCTION_WORDS =
  'a an and or but nor the to of for in on at by with from as is are be been was were it its this that these those ' +
  "we we're we'll we've we'd you your you're you'll you've our ours us i i'm i'll i've my me they them their " +
  'so also any all every each can will would could should may might do does did have has had not no if when while ' +
  'what whatever who which how where about into out up than then more most very much many some just here there now';

/**
 * The words of any phone message, its greeting, goodbye and topic ("leave a message after the
 * tone"): a listener expects them again. They count only when a whole sentence is said twice.
 */
const CALL_WORDS =
  'please thank thanks call calling called calls caller callers phone line today hello hi hey welcome again soon ' +
  'get got let make sure well one two three four five six seven eight nine zero press ' +
  'message messages tone number name office hours';

const FUNCTION = new Set(FUNCTION_WORDS.split(' '));
const FUNCTION_AND_CALL = new Set([...FUNCTION, ...CALL_WORDS.split(' ')]);

/** Pairs of one family that no suffix rule joins. */
const FAMILY: Record<string, string> = { pride: 'proud', proudly: 'proud', gladly: 'glad', happily: 'happy' };

/** A rough stem: "helping" and "helpful" are "help", "moments" is "moment". */
function stem(word: string): string {
  if (FAMILY[word]) return FAMILY[word];
  return word.replace(/(?:fully|ful|ing|ed|ly|es|s)$/, '') || word;
}

function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/’/g, "'")
      .replace(/'s\b/g, '')
      // Letters of any alphabet: a Spanish script's "línea" is one word, not "l" and "nea" (record 143).
      .match(/\p{L}[\p{L}'-]*/gu) ?? []
  );
}

/** The stems of the words that stand out, leaving out `ignore` (the user's own words, which the composer cannot reword). */
function standoutStems(sentence: string, ignore: ReadonlySet<string> = new Set()): Set<string> {
  return new Set(
    words(sentence)
      .filter((w) => w.length > 2 && !FUNCTION_AND_CALL.has(w) && !ignore.has(w))
      .map(stem),
  );
}

/** Every word of the user's fields, lower-cased: the composer may not reword them. */
export function wordSet(texts: readonly string[]): Set<string> {
  return new Set(texts.flatMap(words));
}

/**
 * The length control asks about the same sentences many times while it places lines; the stems
 * are kept per request (keyed by its set of the user's words, so they go when the request does).
 */
const stemsByRequest = new WeakMap<ReadonlySet<string>, Map<string, Set<string>>>();

function cachedStems(sentence: string, ignore: ReadonlySet<string>): Set<string> {
  const cache = stemsByRequest.get(ignore) ?? new Map<string, Set<string>>();
  stemsByRequest.set(ignore, cache);
  const stems = cache.get(sentence) ?? standoutStems(sentence, ignore);
  cache.set(sentence, stems);
  return stems;
}

/** True when two sentences in a row share a word that stands out. */
export function sharesStandoutWord(a: string, b: string, ignore: ReadonlySet<string>): boolean {
  const first = cachedStems(a, ignore);
  return [...cachedStems(b, ignore)].some((s) => first.has(s));
}

/**
 * True when `sentence` says again at least half of what the user's `own` sentence says (two
 * words or more besides the grammar): "Thank you for calling, and have a great day." is restated
 * by "Thanks for calling, and have an awesome day!".
 */
export function restates(own: string, sentence: string): boolean {
  const meaning = (s: string) =>
    new Set(
      words(s)
        .filter((w) => w.length > 2 && !FUNCTION.has(w))
        .map(stem),
    );
  const theirs = meaning(own);
  const mine = meaning(sentence);
  const shared = [...theirs].filter((w) => mine.has(w)).length;
  return shared >= 2 && shared * 2 >= theirs.size;
}

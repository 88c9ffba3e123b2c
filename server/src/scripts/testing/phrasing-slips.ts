import type { MessageType } from '#common/constants.js';
import { userTexts, type ScriptRequest } from '../script-writer.js';

/**
 * The slips of issue 23, one detector per class, each returning messages (empty when the script
 * reads well). They judge the script against what the user typed, so they work for any input,
 * not only for the sentences the issue quoted. Deliberately independent of the composer's own
 * helpers: a check that shared the composer's code would share its mistakes.
 */

/** The script as sentences, paragraph breaks ignored: a listener hears them one after another. */
function spokenSentences(script: string): string[] {
  return script
    .replace(/\n+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z0-9])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Words that carry no weight of their own: hearing them twice is not an echo. */
const STOP_WORDS = new Set(
  (
    'a an and or but the to of for in on at by with from as is are be been was were it its this that these those ' +
    'we we’re we’ll we’ve we’d you your you’re you’ll you’ve our ours us i i’m i’ll my me he she they them their ' +
    'please thank thanks call calling called calls caller callers phone line today now here there just so also any all every each ' +
    'can will would could should may might do does did have has had not no yes if when while what whatever who whom which ' +
    'how why where about into out up down over than then more most very much many some one two three four five six seven ' +
    'eight nine zero press hello hi hey welcome again soon get got let make sure well ' +
    // What every phone message is about: hearing "message" twice in a voicemail is no echo.
    'message messages tone number name office hours'
  )
    .replace(/’/g, "'")
    .split(' ')
    .filter(Boolean),
);

/** The glue of any sentence: a duplicate is judged on everything else ("thank", "calling", "menu"...). */
const GLUE_WORDS = new Set(
  'a an and or but the to of for in on at by with from as is are be it this that you your we our us i my me have has had so'.split(
    ' ',
  ),
);

/** Irregular pairs a suffix rule cannot join. */
const SAME_STEM: Record<string, string> = { pride: 'proud', proudly: 'proud', glad: 'glad', gladly: 'glad' };

/** A rough stem: enough to hear "help" in "helping" and "helpful", "moment" in "moments". */
function stem(word: string): string {
  const w = word.toLowerCase().replace(/['’]s$/, '');
  if (SAME_STEM[w]) return SAME_STEM[w];
  return w.replace(/(?:fully|ful|ing|ed|ly|es|s)$/, '') || w;
}

/** The words of a sentence a listener would notice hearing again. */
function contentStems(sentence: string, ignore: ReadonlySet<string>, stop = STOP_WORDS): Set<string> {
  const words =
    sentence
      .toLowerCase()
      .replace(/’/g, "'")
      .match(/[a-z][a-z'-]*/g) ?? [];
  return new Set(words.filter((w) => w.length > 2 && !stop.has(w) && !ignore.has(w)).map(stem));
}

/** Every word of the user's own text: the user may repeat their own words; the composer may not add to them. */
function userWords(request: ScriptRequest): Set<string> {
  const text = userTexts(request).join(' ');
  return new Set(text.toLowerCase().match(/[a-z][a-z'-]*/g) ?? []);
}

/** (a) A keypad option reads as its form asks: "For reservations", "To speak with…", "If you are calling…". */
export function keypadSlips(script: string): string[] {
  const found: string[] = [];
  for (const sentence of spokenSentences(script).filter((s) => /\bpress \w+\.$/.test(s))) {
    const lead = /^(\w+) (\w+)/.exec(sentence);
    if (!lead) continue;
    const [, first, second] = lead;
    // "For speak with…", "For if you…", "For to reach…": a verb or a clause after "For".
    if (first === 'For' && /^(?:speak|talk|reach|book|make|leave|pay|check|if|to|when|are|is)$/i.test(second!))
      found.push(`keypad option in the wrong form: "${sentence}"`);
    if (first === 'To' && /^(?:reservations|billing|sales|the|our|a)$/i.test(second!))
      found.push(`keypad noun read as a verb: "${sentence}"`);
  }
  return found;
}

/** The user's keypad digits as the script says them: "press one" for "1". */
const DIGIT_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** (c) A fact the user never gave: urgency, prices, awards, hours, keypad options not typed. */
const INVENTED =
  /limited time|hurry|today only|while supplies last|act now|last chance|ends soon|special offers?|latest offers|offers regularly|award|voted|best in town|number one|#1|\$\s?\d+|\d+\s?%|\bpercent\b|\bfree\b|every morning|next business day|first thing|around the clock|24\/7|for years|years of|extension/gi;

export function inventedFactSlips(script: string, request: ScriptRequest, messageType: MessageType): string[] {
  const typed = [
    request.keyProducts,
    request.businessHours,
    request.customMessage,
    request.attendantOptions,
    ...request.promotionItems,
    ...Object.values(request.attendants),
  ]
    .join(' ')
    .toLowerCase();
  const found = [...script.matchAll(INVENTED)]
    .filter((m) => !typed.includes(m[0].toLowerCase()))
    .map((m) => `states a fact the user did not give: "${m[0]}"`);
  if (messageType === 'auto-attendant') {
    const typedDigits = new Set(
      Object.entries(request.attendants)
        .filter(([, text]) => text?.trim())
        .map(([digit]) => DIGIT_WORDS[Number(digit)]),
    );
    for (const m of script.matchAll(/\bpress (\w+)/g))
      if (!typedDigits.has(m[1])) found.push(`a keypad option the user did not type: "${m[0]}"`);
    if (/\bdial\b/i.test(script)) found.push('offers dialling the user did not set up');
  }
  return found;
}

/** (b) The user's own intro or closing said again in the composer's words. */
export function duplicateSlips(script: string, request: ScriptRequest, messageType: MessageType): string[] {
  const own =
    messageType === 'auto-attendant' ? request.attendantOptions : messageType === 'custom' ? request.customMessage : '';
  const ownSentences = spokenSentences(own.replace(/\s+/g, ' '));
  if (ownSentences.length === 0) return [];
  const found: string[] = [];
  for (const sentence of spokenSentences(script)) {
    if (
      ownSentences.some((o) => o.toLowerCase().replace(/[.!?]$/, '') === sentence.toLowerCase().replace(/[.!?]$/, ''))
    )
      continue;
    const mine = contentStems(sentence, new Set(), GLUE_WORDS);
    for (const theirs of ownSentences) {
      const typed = contentStems(theirs, new Set(), GLUE_WORDS);
      const shared = [...typed].filter((w) => mine.has(w));
      // Half of what the user said, said again: "Our menu has changed" then "…our menu options may have changed".
      if (shared.length >= 2 && shared.length * 2 >= typed.size)
        found.push(`repeats the user's "${theirs}" as "${sentence}"`);
    }
  }
  return found;
}

/** (d) Names as typed: brands, products and the company keep their capitals, and take no stray "our". */
export function casingSlips(script: string, names: readonly string[]): string[] {
  const found: string[] = [];
  for (const name of names) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const m of script.matchAll(new RegExp(escaped, 'gi')))
      if (m[0] !== name) found.push(`"${name}" written as "${m[0]}"`);
    const possessive = new RegExp(`\\bour ${escaped}`, 'i').exec(script);
    // A brand or a place's own name is not "our" anything; "our Neapolitan Pizzeria & Wine Bar team" is.
    if (possessive && !/^[A-Z][a-z]+ [A-Z]/.test(name)) found.push(`stray possessive: "${possessive[0]}"`);
  }
  return found;
}

/** Office words a restaurant does not use. */
const OFFICE_REGISTER = /\bextension\b|stay or visit|your stay\b|\bparty's\b/i;
/** A sales line: nobody wants a pitch on a voicemail. */
const SALES_PITCH =
  /\bproud\b|trusted name|reputation|join them|ask (?:us )?about|be sure to ask|don't miss|new arrivals|we offer|offers\b|specialists|expertise|count on us|solutions/i;

/** (e) The register of the industry and of the message type. */
export function registerSlips(script: string, messageType: MessageType, restaurant: boolean): string[] {
  const found: string[] = [];
  const office = restaurant ? OFFICE_REGISTER.exec(script) : null;
  if (office) found.push(`office wording for a restaurant: "${office[0]}"`);
  const pitch = messageType === 'voicemail' ? SALES_PITCH.exec(script) : null;
  if (pitch) found.push(`a voicemail that sells: "${pitch[0]}"`);
  return found;
}

/**
 * (f) A word that stands out heard again in the next sentence, its stem included (help/helping,
 * proud/pride). The user's own words are left out: the composer cannot reword them. Keypad lines
 * repeat "press" by design.
 */
export function repetitionSlips(script: string, request: ScriptRequest): string[] {
  const ignore = userWords(request);
  const all = spokenSentences(script);
  const found: string[] = [];
  for (let i = 1; i < all.length; i++) {
    const before = contentStems(all[i - 1]!, ignore);
    const repeated = [...contentStems(all[i]!, ignore)].filter((w) => before.has(w));
    if (repeated.length > 0) found.push(`"${repeated.join(', ')}" in "${all[i - 1]}" and again in "${all[i]}"`);
  }
  return found;
}

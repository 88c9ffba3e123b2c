import type { Industry } from '#common/constants.js';
import { ATTENDANT_DIGITS } from '#common/wizard.js';
import { userTexts, type ScriptRequest } from '../script-writer.js';
import { looksLikeWebAddress, readableWebAddress } from '#common/schemas/web-address.js';
import { readableIsoDates, speakDayNames } from '#common/speech/dates-and-times.js';
import { numberWords } from '#common/speech/number-words.js';
import { keypadSentence } from './keypad-option.js';
import { wordSet } from './word-echoes.js';
import { oneFullStop, speakableCompanyName, stripSymbols } from '#common/speech/spoken-symbols.js';

/**
 * The user's fields as a script shows them, and `fill`, which puts them into a phrase-bank
 * sentence such as "Visit us at {website}.". A sentence whose field the user left empty is not
 * fillable, so banks can offer sentences for optional fields without ever leaving a gap. The text
 * stays readable ("555 0100", "9:00 AM", "www.brightsmile.com"): numbers and addresses become
 * words only on the way to a speech engine (record 095). Emoji are dropped here already.
 */
interface MenuEntry {
  /** The digit in words: "one". */
  digit: string;
  /** The whole option as said: "For sales, press one.", "To speak with our host, press zero." */
  sentence: string;
}

export interface PhraseContext {
  industryKey: Industry;
  /** True for a sector the user typed: a noun of unknown kind, used only to describe ("our veterinary clinic team"). */
  customSector: boolean;
  outOfOffice: boolean;
  promotions: string[];
  menu: MenuEntry[];
  customParagraphs: string[];
  fields: Record<string, string>;
  /** Every word the user typed: repeating them is the user's choice, not the composer's echo (issue 23). */
  ownWords: ReadonlySet<string>;
  fill(template: string): string | null;
}

const INDUSTRY_NOUNS: Record<Industry, string> = {
  technology: 'technology',
  healthcare: 'healthcare',
  finance: 'financial services',
  retail: 'retail',
  hospitality: 'hospitality',
  education: 'education',
  professional: 'professional services',
  manufacturing: 'manufacturing',
  other: '',
};

/**
 * First words that keep their capital mid-sentence: holidays, months, days. Any other capital that
 * only starts the field ("Whitening", "Free parking") is the user's sentence case and is lowered, as
 * a writer would; a brand with inner capitals or an acronym ("iPhone", "HVAC") stays as typed, and
 * so does every capital the user typed anywhere else (issue 23, see `asPhrase`).
 */
const PROPER_FIRST_WORDS = new Set(
  (
    'christmas thanksgiving easter hanukkah chanukah kwanzaa diwali eid ramadan passover new independence memorial labor labour ' +
    'veterans presidents columbus juneteenth boxing good valentine valentines halloween lunar chinese st saint mother mothers father fathers ' +
    'january february march april may june july august september october november december ' +
    'monday tuesday wednesday thursday friday saturday sunday i'
  ).split(' '),
);

/**
 * A user phrase placed mid-sentence: emoji and trailing punctuation gone, the user's casing kept
 * (issue 23: "our invisalign", "our neapolitan pizzeria & wine bar team"). Only a capital that is
 * plainly sentence case is lowered: the phrase starts a field or a list whose every item is
 * capitalised (`sentenceStart`), its first word is an ordinary word, and no later word has a
 * capital ("Neapolitan Pizzeria & Wine Bar" is a name).
 */
function asPhrase(raw: string, sentenceStart = true): string {
  const spoken = stripSymbols(raw)
    .replace(/[.!?;:,]+$/, '')
    .trim();
  const [first = '', ...rest] = spoken.split(/[\s-]+/);
  const ordinary = /^[A-Z][a-z']*$/.test(first) && !PROPER_FIRST_WORDS.has(first.toLowerCase().replace(/'s$/, ''));
  // A day or a month keeps its capital anywhere and says nothing of a name ("A glass of prosecco with Sunday lunch").
  const named = rest.some(
    (word) =>
      /[A-Z]/.test(word) &&
      !/^(?:I|I'm|I'll)$/.test(word) &&
      !PROPER_FIRST_WORDS.has(word.toLowerCase().replace(/'s$/, '')),
  );
  return sentenceStart && ordinary && !named ? spoken[0]!.toLowerCase() + spoken.slice(1) : spoken;
}

/**
 * Words after which a product is a mass noun or a service ("emergency care", "teeth whitening",
 * "tax preparation") and takes no article; any other bare singular ("patient portal") reads
 * "our patient portal", as a business speaks of what it offers (record 096).
 */
const MASS_ENDINGS =
  /(?:ing|ion|ment|ance|ence|ness|ity|care|ware|ice|ics|ry|cy|ship|th|ss|us|ogy|ise|ize|work|fare|food|wear|gear|help|aid|advice|support|insurance|equipment|payroll|catering|delivery|design|repair|maintenance|training|hosting|storage|parking|data|wifi|wi-fi)$/i;
const DETERMINER = /^(?:a|an|the|our|your|my|their|this|these|every|each|any|all|free|no|some|one|two|three|\d)/i;

/** "patient portal" -> "our patient portal"; plurals, mass nouns and phrases with a determiner stay. */
function withArticle(item: string): string {
  const words = item.split(/\s+/);
  const last = words.at(-1) ?? '';
  // Any plural word ("prescription refills online") means the item already reads as a list of things.
  const plural = words.some((word) => /[^su]s$/i.test(word));
  const bareSingular =
    words.length <= 4 && !DETERMINER.test(item) && !plural && !MASS_ENDINGS.test(last) && /^[a-z]/.test(item);
  return bareSingular ? `our ${item}` : item;
}

/**
 * "Check-ups, whitening, emergency care" -> "check-ups, whitening, and emergency care" (or "... or ...").
 * Three or more items always take the serial comma, as the phrase banks do: one list style throughout.
 */
function spokenList(raw: string, conjunction: 'and' | 'or' = 'and'): string {
  const typed = raw
    .split(/[,;\n]+/)
    .map((item) => item.replace(/^\s*(and|&)\s+/i, '').trim())
    .filter(Boolean);
  // "Check-ups, Whitening, Emergency care" is a list's title case; "whitening, Invisalign" a brand.
  const titleCase = typed.every((item) => /^[A-Z]/.test(item));
  const items = typed.map((item, i) => withArticle(asPhrase(item, i === 0 || titleCase))).filter(Boolean);
  if (items.length <= 1) return items[0] ?? '';
  if (items.length === 2) return `${items[0]} ${conjunction} ${items[1]}`;
  return `${items.slice(0, -1).join(', ')}, ${conjunction} ${items.at(-1)}`;
}

/** Blank lines are dropped (spec §5). */
function promotionLines(items: readonly string[]): string[] {
  return items
    .flatMap((item) => item.split('\n'))
    .map((item) => item.trim())
    .filter(Boolean);
}

function menuFrom(attendants: ScriptRequest['attendants']): MenuEntry[] {
  // Callers expect the operator last: digits 1 to 9, then 0.
  const order = [...ATTENDANT_DIGITS.slice(1), ATTENDANT_DIGITS[0]];
  return order.flatMap((digit) => {
    const text = attendants[digit]?.trim();
    if (!text) return [];
    const spokenDigit = numberWords(Number(digit));
    return [{ digit: spokenDigit, sentence: keypadSentence(asPhrase(text), spokenDigit) }];
  });
}

/**
 * The word a holiday is wished with: "Merry" for Christmas, except in British English, where "Happy
 * Christmas" is as usual; "Happy" for every other holiday (issue 40).
 */
function holidayWish(holiday: string, accent: ScriptRequest['accent']): string {
  return /^christmas(?: day| eve)?$/i.test(holiday.trim()) && accent !== 'en-GB' ? 'Merry' : 'Happy';
}

export function buildPhraseContext(request: ScriptRequest): PhraseContext {
  const sector = request.customSector.trim();
  const industryKey: Industry = sector ? 'other' : request.industry || 'other';
  const wish = holidayWish(request.holidayType, request.accent);
  const fields: Record<string, string> = {
    company: speakableCompanyName(request.companyName),
    // "a veterinary clinic" typed with its article describes a team as "veterinary clinic".
    industryNoun: sector ? asPhrase(sector.replace(/^(?:an?|the)\s+/i, '')) : INDUSTRY_NOUNS[industryKey],
    products: spokenList(request.keyProducts),
    /** For "Whether you need check-ups or whitening". */
    productsOr: spokenList(request.keyProducts, 'or'),
    // The composer guards itself: text that is not a web address is never read out as one (record 094).
    website: looksLikeWebAddress(request.companyWebsite) ? readableWebAddress(request.companyWebsite) : '',
    holiday: asPhrase(request.holidayType),
    Happy: wish,
    happy: wish.toLowerCase(),
    // "Mon-Fri" reads better as "Monday to Friday" on the page too.
    hours: stripSymbols(speakDayNames(request.businessHours)).replace(/[.!?]+$/, ''),
    contact: stripSymbols(request.voicemailContactName),
    returnDate: request.voicemailOutOfOffice
      ? stripSymbols(readableIsoDates(speakDayNames(request.voicemailReturnDate))).replace(/[.!?]+$/, '')
      : '',
    attendantIntro: stripSymbols(request.attendantOptions),
  };
  return {
    industryKey,
    customSector: Boolean(sector),
    outOfOffice: request.voicemailOutOfOffice,
    // An item typed as a whole sentence stays one; anything else is a phrase for a lead-in.
    promotions: promotionLines(request.promotionItems).map((item) =>
      /[.!?]$/.test(item) ? stripSymbols(item) : asPhrase(item),
    ),
    menu: menuFrom(request.attendants),
    customParagraphs: request.customMessage
      .split(/\n\s*\n/)
      .map((p) => stripSymbols(p.replace(/\s+/g, ' ')))
      .filter(Boolean),
    fields,
    ownWords: wordSet(userTexts(request)),
    fill: (template) => {
      let complete = true;
      const text = template.replace(/\{(\w+)\}/g, (_match, key: string) => {
        const value = fields[key];
        if (!value) complete = false;
        return value ?? '';
      });
      // "Thank you for calling Bright Smile Co.." -> one full stop.
      return complete ? oneFullStop(text) : null;
    },
  };
}

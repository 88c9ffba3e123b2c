import type { Industry } from '#common/constants.js';
import { ATTENDANT_DIGITS } from '#common/wizard.js';
import { userTexts, type ScriptRequest } from '../script-writer.js';
import { looksLikeWebAddress, readableWebAddress } from '#common/schemas/web-address.js';
import { readableIsoDates, speakDayNames } from '#common/speech/dates-and-times.js';
import { numberWords } from '#common/speech/number-words.js';
import { keypadSentence } from './keypad-option.js';
import { urgentService, type UrgentService } from './urgent-service.js';
import { asPhrase } from './user-casing.js';
import { spokenList } from './user-lists.js';
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
  /** The user's own way to hear the menu again ("To repeat this menu, press nine."): it ends the menu (record 134). */
  repeats: boolean;
}

export interface PhraseContext {
  industryKey: Industry;
  /** True for a sector the user typed: a noun of unknown kind, used only to describe ("our veterinary clinic team"). */
  customSector: boolean;
  outOfOffice: boolean;
  promotions: string[];
  /**
   * A Spanish script's promotions were given in English only (record 155): it says there are some
   * without quoting them. Unset in English.
   */
  promotionsUntold?: boolean;
  menu: MenuEntry[];
  customParagraphs: string[];
  /** What the business offers for urgent calls (record 134); undefined when it says nothing of them. */
  urgent: UrgentService | undefined;
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

/** The user's own message, paragraph by paragraph, each on one line with its symbols said or dropped. */
export function customParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => stripSymbols(p.replace(/\s+/g, ' ')))
    .filter(Boolean);
}

/** Blank lines are dropped (spec §5). */
export function promotionLines(items: readonly string[]): string[] {
  return items
    .flatMap((item) => item.split('\n'))
    .map((item) => item.trim())
    .filter(Boolean);
}

/** An option the user set up to hear the menu again ("Repeat this menu", "hear these options again"). */
const REPEAT_OPTION = /\b(?:repeat|again)\b/i;

function menuFrom(attendants: ScriptRequest['attendants']): MenuEntry[] {
  // Callers expect the operator last: digits 1 to 9, then 0.
  const order = [...ATTENDANT_DIGITS.slice(1), ATTENDANT_DIGITS[0]];
  return order.flatMap((digit) => {
    const text = attendants[digit]?.trim();
    if (!text) return [];
    const spokenDigit = numberWords(Number(digit));
    const repeats = REPEAT_OPTION.test(text);
    return [{ digit: spokenDigit, sentence: keypadSentence(asPhrase(text), spokenDigit), repeats }];
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
  const urgent = urgentService(request);
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
    // "…, but 24/7 emergency repairs are still available" (record 134).
    aroundTheClock: urgent?.aroundTheClock ?? '',
    aroundTheClockVerb: urgent?.aroundTheClockVerb ?? '',
    urgentCall: urgent ? (urgent.emergencies ? 'an emergency' : 'urgent') : '',
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
    urgent,
    customParagraphs: customParagraphs(request.customMessage),
    fields,
    ownWords: wordSet(userTexts(request)),
    fill: fillerOf(fields),
  };
}

/**
 * Puts `fields` into a phrase-bank sentence; null when a field it names is empty, so a bank never
 * leaves a gap. Both languages' composers fill their banks with it (record 143).
 */
export function fillerOf(fields: Readonly<Record<string, string>>): (template: string) => string | null {
  return (template) => {
    let complete = true;
    const text = template.replace(/\{(\w+)\}/g, (_match, key: string) => {
      const value = fields[key];
      if (!value) complete = false;
      return value ?? '';
    });
    // "Thank you for calling Bright Smile Co.." -> one full stop.
    return complete ? oneFullStop(text) : null;
  };
}

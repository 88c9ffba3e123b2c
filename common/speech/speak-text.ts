import { speakAbbreviations } from './abbreviations.js';
import { speakDates, speakDays, speakTimes } from './dates-and-times.js';
import { digitWords, numberWords, ordinalWords, yearWords } from './number-words.js';
import { stripSymbols } from './spoken-symbols.js';
import { EMAIL_PATTERN, speakEmail, speakWebAddress, WEB_ADDRESS_PATTERN } from './web-address.js';

/**
 * Makes text ready for a voice: addresses, phone numbers, dates, times, money, percentages and
 * plain numbers become the words a speaker would say, and emoji go. Scripts stay readable in the
 * editor ("555 0100", "9:00 AM"); this runs only on the way to a speech engine (record 095). The
 * order matters: each rule consumes digits a later, more general rule would misread.
 */

/** "9-5" and "9:00-17:00": the dash between two clock numbers, which reads "to" (its first number is $1). */
export const CLOCK_RANGE_DASH = /\b(\d{1,2}(?::\d{2})?)\s*[-–—]\s*(?=\d{1,2}(?::\d{2})?\s*(?:[ap]\.?\s?m\b|\b))/gi;

export const PHONE_PATTERN =
  /(?<![\w])(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-])\d{3}[\s.-]\d{4}(?!\d)|(?<![\w])\+\d{1,3}(?:[\s.-]?\d{2,4}){2,5}(?!\d)|(?<![\w.,])\d{3}[ .-]\d{4}(?!\d|[.,]\d)/g;
const CURRENCY: Record<string, [string, string]> = {
  $: ['dollar', 'cent'],
  '£': ['pound', 'penny'],
  '€': ['euro', 'cent'],
};

/** Each group of digits read one by one, with a short pause (comma) between groups. */
export function speakPhone(phone: string, digits = digitWords, plus = 'plus'): string {
  const spoken = phone
    .split(/[^\d]+/)
    .filter(Boolean)
    .map(digits)
    .join(', ');
  return phone.trim().startsWith('+') ? `${plus} ${spoken}` : spoken;
}

function plural(word: string, n: number): string {
  if (n === 1) return word;
  return word === 'penny' ? 'pence' : `${word}s`;
}

function speakMoney(text: string): string {
  return text.replace(
    /([$£€])\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?\b/g,
    (_w, symbol: string, whole: string, cents?: string) => {
      const [unit, sub] = CURRENCY[symbol]!;
      const amount = Number(whole.replace(/,/g, ''));
      const main = `${numberWords(amount)} ${plural(unit, amount)}`;
      const fraction = Number(cents ?? 0);
      return fraction === 0 ? main : `${main} and ${numberWords(fraction)} ${plural(sub, fraction)}`;
    },
  );
}

/** A plain number: years as years, long codes digit by digit, decimals with "point". */
function speakNumber(raw: string): string {
  const [whole = '', decimals] = raw.split('.');
  const digits = whole.replace(/,/g, '');
  let words: string;
  if (!whole.includes(',') && digits.length === 4 && Number(digits) >= 1100 && Number(digits) < 2100)
    words = yearWords(Number(digits));
  else if ((digits.length > 1 && digits.startsWith('0')) || (!whole.includes(',') && digits.length > 4))
    words = digitWords(digits);
  else words = numberWords(Number(digits));
  return decimals ? `${words} point ${digitWords(decimals)}` : words;
}

/**
 * The three-digit service numbers (911, 411, 311…) are said digit by digit, as everyone says them:
 * "nine one one", never "nine hundred eleven". 911 is always one; another only after "call", "dial"
 * or "text". A house number ("911 Main Street", a capital after it), a price or a longer number
 * keeps its reading.
 */
const SERVICE_NUMBER = /(?<![\d$.,])\b[2-9]11\b(?![.,]\d|\s+\p{Lu}|\s?%)/gu;
const DIALLED = /\b(call|dial|text)\s+$/i;

export function speakText(input: string): string {
  // Abbreviations first: "12 Main St." reads "Street" because a number comes before it.
  let text = speakAbbreviations(stripSymbols(input))
    .replace(EMAIL_PATTERN, (email) => speakEmail(email))
    .replace(WEB_ADDRESS_PATTERN, (address) => speakWebAddress(address))
    .replace(PHONE_PATTERN, (phone) => speakPhone(phone))
    .replace(SERVICE_NUMBER, (n: string, at: number, all: string) =>
      n === '911' || DIALLED.test(all.slice(0, at)) ? digitWords(n) : n,
    )
    .replace(/\b24\s?\/\s?7\b/g, 'twenty-four seven')
    .replace(/#\s?(\d+)/g, 'number $1');
  text = speakDates(speakDays(text));
  text = text.replace(CLOCK_RANGE_DASH, '$1 to ');
  text = speakTimes(text);
  text = speakMoney(text)
    .replace(/(\d+(?:\.\d+)?)\s?%/g, '$1 percent')
    .replace(/(\d)\s?°\s?([CF])\b/g, '$1 degrees $2')
    .replace(/(\d)\s?°/g, '$1 degrees')
    .replace(/\b(\d+)(?:st|nd|rd|th)\b/gi, (_w, n: string) => ordinalWords(Number(n)))
    .replace(/(\d)\s*[-–—]\s*(\d)/g, '$1 to $2')
    // "A1 Plumbing" -> "A one Plumbing": a number glued to letters is still its own word.
    .replace(/(\p{L})(\d)/gu, '$1 $2')
    .replace(/(\d)(\p{L})/gu, '$1 $2')
    .replace(/\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g, speakNumber)
    .replace(/\s&\s/g, ' and ')
    // "A+ Tutors", "C++", "50+ years"; a phone number's leading + was read above.
    .replace(/(?<=[\p{L}\p{N}+])\+/gu, ' plus')
    .replace(/\s@\s/g, ' at ')
    .replace(/[ \t]{2,}/g, ' ');
  return text.trim();
}

/**
 * A whole script for a speech engine: each paragraph spoken, the blank lines between them kept (the
 * pauses). `speak` reads one paragraph in the message's language (speech-text-in.ts picks it).
 */
export function speechText(script: string, speak: (paragraph: string) => string = speakText): string {
  return script
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => speak(paragraph.replace(/\s+/g, ' ')))
    .filter(Boolean)
    .join('\n\n');
}

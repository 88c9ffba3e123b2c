import { CLOCK_RANGE_DASH, speakPhone, PHONE_PATTERN } from '../speak-text.js';
import { stripSymbols } from '../spoken-symbols.js';
import { EMAIL_PATTERN, speakEmail, speakWebAddress, WEB_ADDRESS_PATTERN, type AddressWords } from '../web-address.js';
import { speakSpanishAbbreviations } from './abbreviations.js';
import { speakSpanishDates, speakSpanishDayNames, speakSpanishTimes } from './dates-and-times.js';
import {
  spanishDigitWords,
  spanishNumberWords,
  spanishOrdinalWords,
  takesDe,
  type SpanishNumberForm,
} from './number-words.js';

/**
 * Spanish text made ready for a voice (issue 39), as speak-text.ts does for English: addresses,
 * phone numbers, dates, times, money, percentages, ordinals and plain numbers become the words a
 * Spanish speaker says. Numbers are written the way US and Mexican businesses write them (a comma
 * between thousands, a point before decimals). The order matters, as in English.
 */

/** "www." is dropped as in English; "arroba" and "punto" are what every Spanish speaker says. */
const SPANISH_ADDRESS_WORDS: AddressWords = {
  dot: 'punto',
  dash: 'guion',
  slash: 'diagonal',
  at: 'arroba',
  number: (n) => spanishNumberWords(n),
};

interface Currency {
  one: string;
  many: string;
  form: SpanishNumberForm;
  cent: [string, string];
}
const CURRENCY: Record<string, Currency> = {
  $: { one: 'dólar', many: 'dólares', form: 'un', cent: ['centavo', 'centavos'] },
  '€': { one: 'euro', many: 'euros', form: 'un', cent: ['céntimo', 'céntimos'] },
  '£': { one: 'libra', many: 'libras', form: 'una', cent: ['penique', 'peniques'] },
};

function counted(n: number, one: string, many: string, form: SpanishNumberForm): string {
  if (n === 1) return `${form} ${one}`;
  return `${spanishNumberWords(n, form)} ${takesDe(n) ? 'de ' : ''}${many}`;
}

function speakMoney(text: string): string {
  return text.replace(
    /([$£€])\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?\b/g,
    (_w, symbol: string, whole: string, cents?: string) => {
      const currency = CURRENCY[symbol]!;
      const amount = Number(whole.replace(/,/g, ''));
      const fraction = Number(cents ?? 0);
      const centWords = counted(fraction, ...currency.cent, 'un');
      if (amount === 0 && fraction > 0) return centWords;
      const main = counted(amount, currency.one, currency.many, currency.form);
      return fraction === 0 ? main : `${main} con ${centWords}`;
    },
  );
}

/** A plain number: long codes digit by digit, decimals with "punto", years as cardinals (as Spanish reads them). */
function speakNumber(raw: string): string {
  const [whole = '', decimals] = raw.split('.');
  const digits = whole.replace(/,/g, '');
  const words =
    (digits.length > 1 && digits.startsWith('0')) || (!whole.includes(',') && digits.length > 4)
      ? spanishDigitWords(digits)
      : spanishNumberWords(Number(digits));
  return decimals ? `${words} punto ${spanishDigitWords(decimals)}` : words;
}

/** "1º", "1.ª", "1er", "3ra", "2do", "5to": the written ordinal's ending says its agreement. */
function speakOrdinals(text: string): string {
  return text.replace(
    /\b(\d{1,2})\.?(º|ª|er|ra|do|da|ro|to|ta|vo|va|mo|ma|no|na)\b(?!\p{L})/gu,
    (_w, n: string, ending: string) => {
      const feminine = ending === 'ª' || ending.endsWith('a');
      return spanishOrdinalWords(Number(n), feminine ? 'a' : ending === 'er' ? 'before-noun' : 'o');
    },
  );
}

export function speakSpanishText(input: string): string {
  let text = speakSpanishAbbreviations(stripSymbols(input))
    .replace(EMAIL_PATTERN, (email) => speakEmail(email, SPANISH_ADDRESS_WORDS))
    .replace(WEB_ADDRESS_PATTERN, (address) => speakWebAddress(address, SPANISH_ADDRESS_WORDS))
    .replace(PHONE_PATTERN, (phone) => speakPhone(phone, spanishDigitWords, 'más'))
    .replace(/\b24\s?\/\s?7\b/g, 'las veinticuatro horas, los siete días de la semana')
    .replace(/#\s?(\d+)/g, 'número $1');
  text = speakSpanishDayNames(speakSpanishDates(text));
  // "9-5" and "9:00-17:00": the dash reads "a".
  text = text.replace(CLOCK_RANGE_DASH, '$1 a ');
  text = speakSpanishTimes(text);
  text = speakOrdinals(speakMoney(text))
    .replace(/(\d+(?:\.\d+)?)\s?%/g, '$1 por ciento')
    .replace(/(\d)\s?°\s?F\b/g, '$1 grados Fahrenheit')
    .replace(/(\d)\s?°\s?C\b/g, '$1 grados centígrados')
    .replace(/(\d)\s?°/g, '$1 grados')
    .replace(/(\d)\s*[-–—]\s*(\d)/g, '$1 a $2')
    .replace(/(\p{L})(\d)/gu, '$1 $2')
    .replace(/(\d)(\p{L})/gu, '$1 $2')
    .replace(/\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g, speakNumber)
    .replace(/\s&\s/g, ' y ')
    .replace(/(?<=[\p{L}\p{N}+])\+/gu, ' más')
    .replace(/\s@\s/g, ' arroba ')
    .replace(/[ \t]{2,}/g, ' ');
  return text.trim();
}

import { replaceIsoDates, replaceSlashDates } from '#common/speech/dates-and-times.js';
import { speakSpanishDayNames } from '#common/speech/spanish/dates-and-times.js';

/**
 * Opening hours and dates as a Spanish script writes them (record 143): "de lunes a viernes, de 9
 * de la mañana a 5 de la tarde", "el lunes 28 de diciembre". Digits stay digits, so the user reads
 * the script at a glance and common/speech/spanish says them the Spanish way ("nueve de la
 * mañana", "veintiocho"); the one hour written in words is "la una", since "1 de la tarde" would be
 * read "uno". An English schedule typed for a Spanish message ("Mon-Fri 9:00 AM-5:00 PM") is
 * written in Spanish; any other words stay as the user typed them.
 */
const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const MONTHS = 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(' ');
const ENGLISH_DAY = '(sun|mon|tue|wed|thu|fri|sat)(?:day|s|nesday|rsday|urday|sday|r|rs)?\\.?';
const ENGLISH_MONTH = '(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?';
const TIME = '(\\d{1,2})(?::([0-5]\\d))?\\s*([ap])\\.?\\s?m\\b\\.?';
const RANGE = '\\s*(?:-|–|—|to|until|till|through|thru)\\s*';
const DAY_INDEX: Record<string, number> = { sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6 };
const MONTH_INDEX = 'jan feb mar apr may jun jul aug sep oct nov dec'.split(' ');

function partOfDay(hour24: number): string {
  if (hour24 < 6) return 'de la madrugada';
  if (hour24 < 12) return 'de la mañana';
  if (hour24 < 13) return 'del mediodía';
  if (hour24 < 20) return 'de la tarde';
  return 'de la noche';
}

/** 9:00 AM -> "9 de la mañana", 8:30 AM -> "8 y media de la mañana", 1 PM -> "la una de la tarde". */
function writtenTime(hour: string, minute: string | undefined, ampm: string): string {
  const h12 = Number(hour) % 12 || 12;
  const hour24 = (Number(hour) % 12) + (ampm.toLowerCase() === 'p' ? 12 : 0);
  const m = Number(minute ?? 0);
  const minutes = m === 0 ? '' : m === 15 ? ' y cuarto' : m === 30 ? ' y media' : ` y ${m}`;
  return `${h12 === 1 ? 'la una' : h12}${minutes} ${partOfDay(hour24)}`;
}

/**
 * A time of a schedule ("08:30", "13:00", 24-hour as the hours are kept) as a Spanish script writes
 * it: "8 y media de la mañana", "la una de la tarde"; noon and midnight in words with their
 * article, "el mediodía" and "la medianoche" (a phone menu's hours, record 146).
 */
export function spanishClockTime(time: string): string {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  if (minute === 0 && (hour === 0 || hour === 24)) return 'la medianoche';
  if (minute === 0 && hour === 12) return 'el mediodía';
  return writtenTime(String(hour % 12 || 12), minute ? String(minute) : undefined, hour < 12 ? 'a' : 'p');
}

/** "de 9 de la mañana a la una de la tarde": "de la una", never "de una". */
const from = (time: string) => `de ${time}`;
const to = (time: string) => `a ${time}`;

/** The user's opening hours written for a Spanish script. */
export function spanishHours(raw: string): string {
  let text = raw.trim().replace(/[.!?]+$/, '');
  const time = (h: string, m: string | undefined, ap: string) => writtenTime(h, m, ap);
  text = text
    .replace(
      new RegExp(`\\b${TIME}${RANGE}${TIME}`, 'gi'),
      (_w, h1: string, m1: string | undefined, a1: string, h2: string, m2: string | undefined, a2: string) =>
        `${from(time(h1, m1, a1))} ${to(time(h2, m2, a2))}`,
    )
    .replace(new RegExp(`\\b${TIME}`, 'gi'), (_w, h: string, m: string | undefined, a: string) => time(h, m, a))
    .replace(
      new RegExp(`\\b${ENGLISH_DAY}${RANGE}${ENGLISH_DAY}`, 'gi'),
      (_w, a: string, b: string) => `de ${dayName(a)} a ${dayName(b)}`,
    )
    .replace(new RegExp(`\\b${ENGLISH_DAY}(?=[\\s,:;]|$)`, 'gi'), (_w, a: string) => dayName(a))
    .replace(/\bweekdays\b/gi, 'entre semana')
    .replace(/\bweekends\b/gi, 'los fines de semana')
    .replace(/\b(?:daily|every day)\b/gi, 'todos los días')
    .replace(/\bclosed\b/gi, 'cerrado')
    .replace(/\s(?:and|&)\s/gi, ' y ');
  // A Spanish schedule's "lun-vie" reads "de lunes a viernes"; a day name starting the field is lower case mid-sentence.
  text = speakSpanishDayNames(text).replace(
    /(?<!\bde )\b(lunes|martes|miércoles|jueves|viernes|sábado|domingo) a /gi,
    'de $1 a ',
  );
  return text
    .replace(/\b(Lunes|Martes|Miércoles|Jueves|Viernes|Sábado|Domingo|De)\b/g, (w) => w.toLowerCase())
    .replace(/(lunes|martes|miércoles|jueves|viernes|sábado|domingo):?\s+de (?=\d|la una)/g, '$1, de ');
}

function dayName(english: string): string {
  return WEEKDAYS[DAY_INDEX[english.toLowerCase().slice(0, 3)]!]!;
}

const dateOf = (month: number, day: number, year?: number) => `${day} de ${MONTHS[month]}${year ? ` de ${year}` : ''}`;

/**
 * A return date as a Spanish sentence ends it ("Regreso {returnOn}."): "2026-12-28" -> "el lunes 28
 * de diciembre", "12/28" and "December 28" -> "el 28 de diciembre", "Monday" -> "el lunes". Any other
 * text is the user's, kept as typed.
 */
export function spanishReturnDate(raw: string): string {
  let text = raw.trim().replace(/[.!?]+$/, '');
  text = replaceIsoDates(
    text,
    (date) => `${WEEKDAYS[date.getUTCDay()]} ${dateOf(date.getUTCMonth(), date.getUTCDate())}`,
  );
  text = replaceSlashDates(text, dateOf)
    .replace(
      new RegExp(`\\b${ENGLISH_MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s+(\\d{4}))?`, 'gi'),
      (_w, m: string, d: string, y?: string) =>
        dateOf(MONTH_INDEX.indexOf(m.toLowerCase().slice(0, 3)), Number(d), y ? Number(y) : undefined),
    )
    .replace(new RegExp(`\\b${ENGLISH_DAY}(?=[\\s,]|$)`, 'gi'), (_w, a: string) => dayName(a))
    .replace(/^(lunes|martes|miércoles|jueves|viernes|sábado|domingo)\b/i, (w) => w.toLowerCase());
  return /^(?:\d|lunes|martes|miércoles|jueves|viernes|sábado|domingo)/.test(text) ? `el ${text}` : text;
}

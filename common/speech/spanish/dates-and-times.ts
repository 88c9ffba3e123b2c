import { replaceIsoDates, replaceSlashDates } from '../dates-and-times.js';
import { spanishNumberWords, spanishOrdinalWords } from './number-words.js';
import { sentenceEnd } from './sentence-end.js';

/**
 * Dates, times and day names in Spanish as a speaker says them: "lunes veintiocho de diciembre",
 * "el primero de enero", "nueve y media de la mañana", "de lunes a viernes" (issue 39).
 */

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const MONTH_NAME = `(${MONTHS.join('|')}|setiembre)`;
/** Short day names as a schedule writes them; read only in a range ("lun-vie"), where "mar" cannot be the sea. */
const DAY_SHORT = '(lun|mar|mi[eé]|jue|vie|s[aá]b|dom)[a-záéíóú]*\\.?';

/** The first of the month is "primero" (as in the Americas); every other day its cardinal. */
function dayWords(day: number): string {
  return day === 1 ? spanishOrdinalWords(1, 'o') : spanishNumberWords(day);
}

function spokenDate(month: number, day: number, year?: number): string {
  const base = `${dayWords(day)} de ${MONTHS[month]}`;
  return year ? `${base} de ${spanishNumberWords(year)}` : base;
}

/** "28 de diciembre de 2026", "1 de enero", and the US Spanish "diciembre 28". */
function speakNamedDates(text: string): string {
  return text
    .replace(
      new RegExp(`\\b(\\d{1,2})\\s+de\\s+${MONTH_NAME}\\b(?:,?\\s+(?:de(?:l)?\\s+)?(\\d{4})\\b)?`, 'gi'),
      (_w, d: string, m: string, y?: string) => spokenDate(monthIndex(m), Number(d), y ? Number(y) : undefined),
    )
    .replace(
      new RegExp(`\\b${MONTH_NAME}\\s+(\\d{1,2})\\b(?:,?\\s+(\\d{4})\\b)?`, 'gi'),
      (_w, m: string, d: string, y?: string) => spokenDate(monthIndex(m), Number(d), y ? Number(y) : undefined),
    );
}

function monthIndex(name: string): number {
  const lower = name.toLowerCase();
  return lower === 'setiembre' ? 8 : MONTHS.indexOf(lower);
}

/**
 * "2026-12-28" -> "lunes veintiocho de diciembre" (the year is near, so it is left out); "12/28/2026"
 * month first, as the rest of a US business's studio writes dates, day first when the first number
 * cannot be a month ("28/12/2026", as a Spanish speaker may type it); "28 de diciembre de 2026".
 */
export function speakSpanishDates(text: string): string {
  const isoRead = replaceIsoDates(
    text,
    (date) => `${WEEKDAYS[date.getUTCDay()]} ${spokenDate(date.getUTCMonth(), date.getUTCDate())}`,
  );
  return speakNamedDates(replaceSlashDates(isoRead, spokenDate));
}

/** The part of the day a Spanish speaker names after the hour, by the 24-hour clock. */
function partOfDay(hour24: number): string {
  if (hour24 === 0) return 'de la noche';
  if (hour24 < 6) return 'de la madrugada';
  if (hour24 < 12) return 'de la mañana';
  if (hour24 < 13) return 'del mediodía';
  if (hour24 < 20) return 'de la tarde';
  return 'de la noche';
}

/** 9:30 -> "nueve y media de la mañana", 12:00 -> "doce del mediodía"; the hour is feminine (la una). */
function clockWords(hour24: number, minute: number): string {
  const hour = hour24 % 12 === 0 ? 12 : hour24 % 12;
  const minutes =
    minute === 0 ? '' : minute === 15 ? ' y cuarto' : minute === 30 ? ' y media' : ` y ${spanishNumberWords(minute)}`;
  return `${spanishNumberWords(hour, 'una')}${minutes} ${partOfDay(hour24)}`;
}

/**
 * "9am", "9:30 p. m.", "17:00" -> "nueve de la mañana", "nueve y media de la noche", "cinco de la
 * tarde"; a dash between two times reads "a" ("de nueve de la mañana a cinco de la tarde").
 */
export function speakSpanishTimes(text: string): string {
  return text
    .replace(
      /\b(\d{1,2})(?::([0-5]\d))?\s*([ap])\.?\s?m\b(\.?)/gi,
      (whole, h: string, m: string | undefined, ap: string, dot: string, at: number, all: string) => {
        const hour = Number(h);
        if (hour < 1 || hour > 12) return whole;
        const hour24 = (hour % 12) + (ap.toLowerCase() === 'p' ? 12 : 0);
        return clockWords(hour24, Number(m ?? 0)) + sentenceEnd(dot, all.slice(at + whole.length));
      },
    )
    .replace(/\b([01]?\d|2[0-3]):([0-5]\d)\b/g, (_w, h: string, m: string) => clockWords(Number(h), Number(m)))
    .replace(/(mañana|mediodía|tarde|noche|madrugada)\s*[-–—]\s*/g, '$1 a ');
}

/** The one-letter days of a Spanish timetable, Monday first: "L–V", "L a S", "S y D". X is miércoles. */
const LETTER_ORDER = 'LMXJVSD';
const DAY_LETTERS: Record<string, string> = {
  L: 'lunes',
  M: 'martes',
  X: 'miércoles',
  J: 'jueves',
  V: 'viernes',
  S: 'sábado',
  D: 'domingo',
};

/**
 * "lun-vie", "Lun. – Sáb." -> "lunes a viernes"; "L–V" and "L a S" -> "lunes a viernes", "lunes a
 * sábado"; "sáb y dom", "sáb/dom" -> "sábado y domingo". One-letter days are read only as a range
 * of two capitals ("L–V"), never alone: "a", "y" and "M" are words or letters too.
 */
export function speakSpanishDayNames(text: string): string {
  return (
    text
      .replace(
        new RegExp(`\\b${DAY_SHORT}\\s*[-–—]\\s*${DAY_SHORT}`, 'gi'),
        (_w, a: string, b: string) => `${fullDayName(a)} a ${fullDayName(b)}`,
      )
      .replace(
        new RegExp(`\\b${DAY_SHORT}\\s*(?:/|&|\\by\\b)\\s*${DAY_SHORT}`, 'gi'),
        (_w, a: string, b: string) => `${fullDayName(a)} y ${fullDayName(b)}`,
      )
      // A range runs forward through the week ("L–V"); "M-L" is something else (a size, say).
      .replace(/\b([LMXJVSD])\s*(?:[-–—]|\s\ba\b\s)\s*([LMXJVSD])\b(?![.'’])/g, (whole, a: string, b: string) =>
        LETTER_ORDER.indexOf(a) < LETTER_ORDER.indexOf(b) ? `${DAY_LETTERS[a]} a ${DAY_LETTERS[b]}` : whole,
      )
  );
}

function fullDayName(short: string): string {
  const plain = short.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  return WEEKDAYS.find((d) => d.normalize('NFD').replace(/\p{M}/gu, '').startsWith(plain.slice(0, 3))) ?? short;
}

import { numberWords, ordinalWords, yearWords } from './number-words.js';

/** Dates, times and day names in the words a speaker uses ("Monday, December twenty-eighth", "nine thirty a.m."). */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** Day names by Date.getDay (0 Sunday). */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTH_NAME =
  '(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)';
/** A day's name or its short form ("Mon", "Tues.", "Thurs", "Weds"); not the start of a longer word ("Sunshine"). */
const DAY_NAME = '(Mon|Tues?|Weds?|Thu(?:rs?)?|Fri|Sat|Sun)(?:day|nesday|urday|sday|rsday)?(?![a-z])\\.?';

function monthIndex(name: string): number {
  return MONTHS.findIndex((m) => m.toLowerCase().startsWith(name.slice(0, 3).toLowerCase()));
}

function fullDayName(name: string): string {
  return WEEKDAY_NAMES.find((d) => d.toLowerCase().startsWith(name.slice(0, 3).toLowerCase())) ?? name;
}

function spokenDate(month: number, day: number, year?: number): string {
  const base = `${MONTHS[month]} ${ordinalWords(day)}`;
  return year ? `${base}, ${yearWords(year)}` : base;
}

/**
 * Each real date written "2026-12-28" (a date input's value) in `text`, worded by `say` from its
 * UTC date; one that is no day of the calendar ("2026-02-30") stays as written. Both languages
 * read dates through it.
 */
export function replaceIsoDates(text: string, say: (date: Date) => string): string {
  return text.replace(/\b(\d{4})-(\d{2})-(\d{2})\b/g, (whole, y: string, m: string, d: string) => {
    const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
    if (Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(d)) return whole;
    return say(date);
  });
}

/**
 * Each "12/28" or "12/28/2026" in `text` (month first, as a US business writes it; day first when
 * the first number cannot be a month), worded by `say` from the month's index (0 for January), the
 * day and the year when written. Both languages read dates through it.
 */
export function replaceSlashDates(text: string, say: (month: number, day: number, year?: number) => string): string {
  return text.replace(/\b(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?\b/g, (whole, a: string, b: string, y?: string) => {
    let [month, day] = [Number(a), Number(b)];
    if (month > 12) [month, day] = [day, month];
    if (month < 1 || month > 12 || day < 1 || day > 31) return whole;
    const year = y ? Number(y.length === 2 ? `20${y}` : y) : undefined;
    return say(month - 1, day, year);
  });
}

/** "Dec 28th, 2026" and "28 December". */
function speakNamedDates(text: string): string {
  return text
    .replace(
      new RegExp(`\\b${MONTH_NAME}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s+(\\d{4})\\b)?`, 'gi'),
      (_w, m: string, d: string, y?: string) => spokenDate(monthIndex(m), Number(d), y ? Number(y) : undefined),
    )
    .replace(
      new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_NAME}\\b\\.?`, 'gi'),
      (_w, d: string, m: string) => `the ${ordinalWords(Number(d))} of ${MONTHS[monthIndex(m)]}`,
    );
}

/**
 * "2026-12-28" (a date input's value) -> "Monday, December 28": how a date reads on the page. The
 * speech path later turns the day into words ("December twenty-eighth"), record 095.
 */
export function readableIsoDates(text: string): string {
  return replaceIsoDates(
    text,
    (date) => `${WEEKDAY_NAMES[date.getUTCDay()]}, ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`,
  );
}

/** "2026-12-28" -> "Monday, December twenty-eighth" (the year is near, so it is left out), "12/28/2026", "Dec 28th". */
export function speakDates(text: string): string {
  const isoRead = replaceIsoDates(
    text,
    (date) => `${WEEKDAY_NAMES[date.getUTCDay()]}, ${spokenDate(date.getUTCMonth(), date.getUTCDate())}`,
  );
  return speakNamedDates(replaceSlashDates(isoRead, spokenDate));
}

function clockWords(hour: number, minute: number, suffix: 'a.m.' | 'p.m.'): string {
  if (minute === 0 && hour === 12) return suffix === 'p.m.' ? 'noon' : 'midnight';
  const minutes = minute === 0 ? '' : minute < 10 ? ` oh ${numberWords(minute)}` : ` ${numberWords(minute)}`;
  return `${numberWords(hour)}${minutes} ${suffix}`;
}

/** "9am", "9:30 PM", "17:00" -> "nine a.m.", "nine thirty p.m.", "five p.m."; a dash between two times reads "to". */
export function speakTimes(text: string): string {
  return text
    .replace(
      /\b(\d{1,2})(?::([0-5]\d))?\s*([ap])\.?\s?m\b\.?/gi,
      (whole, h: string, m: string | undefined, ap: string) => {
        const hour = Number(h);
        if (hour < 1 || hour > 12) return whole;
        return clockWords(hour, Number(m ?? 0), ap.toLowerCase() === 'a' ? 'a.m.' : 'p.m.');
      },
    )
    .replace(/\b([01]?\d|2[0-3]):([0-5]\d)\b/g, (_w, h: string, m: string) => {
      const hour = Number(h);
      return clockWords(hour % 12 === 0 ? 12 : hour % 12, Number(m), hour < 12 ? 'a.m.' : 'p.m.');
    })
    .replace(/(a\.m\.|p\.m\.|noon|midnight)\s*[-–—]\s*/g, '$1 to ');
}

const DAY_RANGE = new RegExp(`\\b${DAY_NAME}\\s*[-–—]\\s*${DAY_NAME}`, 'gi');
/**
 * Two or more days joined by "/", "&", "+" or "and", commas before the last: "Sat & Sun",
 * "Tues/Thurs", "Mon, Wed & Fri". A comma alone ("Mon, 9am") joins nothing.
 */
const DAY_LIST = new RegExp(
  `\\b${DAY_NAME}(?:\\s*(?:,|[/&+]|\\band\\b)\\s*${DAY_NAME})*\\s*(?:[/&+]|\\band\\b)\\s*${DAY_NAME}`,
  'gi',
);
const ONE_DAY = new RegExp(`\\b${DAY_NAME}`, 'gi');

/** "Mon–Fri" -> "Monday to Friday"; "Sat & Sun" -> "Saturday and Sunday"; "Mon, Wed & Fri" -> "Monday, Wednesday and Friday". */
function speakDayRangesAndLists(text: string): string {
  return text
    .replace(DAY_RANGE, (_w, a: string, b: string) => `${fullDayName(a)} to ${fullDayName(b)}`)
    .replace(DAY_LIST, (list: string) => {
      const days = [...list.matchAll(ONE_DAY)].map((day) => fullDayName(day[1]!));
      return `${days.slice(0, -1).join(', ')} and ${days.at(-1)!}`;
    });
}

/**
 * The days a script writes in its own words (issue 47): ranges and lists as above, and a short
 * name with a time or a number after it ("Sat 10am–2pm"). A short name alone stays as written,
 * since "Sun", "Sat" and "Wed" are words too.
 */
export function speakDays(text: string): string {
  return speakDayRangesAndLists(text).replace(
    /\b(Mon|Tues?|Weds?|Thu(?:rs?)?|Fri|Sat|Sun)\.?(?=[\s,]*\d)/g,
    (_w, a: string) => fullDayName(a),
  );
}

/** The opening hours field, which holds nothing but days and times: every short day name is a day ("Sat" alone too). */
export function speakDayNames(text: string): string {
  return speakDayRangesAndLists(text).replace(new RegExp(`\\b${DAY_NAME}(?=[\\s,:;]|$)`, 'g'), (_w, a: string) =>
    fullDayName(a),
  );
}

import type { OpeningHours } from '#common/schemas/phone-links.js';
import { spanishClockTime } from '../spanish/spanish-clock.js';
import { dayRuns, hoursGroups } from './opening-hours-words.js';

/**
 * A phone menu's business hours as a Spanish prompt says them (record 146), the way record 143
 * writes hours: "de lunes a viernes, de 8 y media de la mañana a 5 de la tarde, y los sábados, de 9
 * de la mañana al mediodía". The groups are the English words' (`hoursGroups`); digits stay digits
 * for the owner to read, and the Spanish voice path says them ("ocho y media de la mañana").
 */

const DAY_NAMES = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
/** A weekly day named alone is plural in Spanish ("los sábados"); "lunes" to "viernes" do not change. */
const PLURAL_DAY_NAMES = ['domingos', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábados'];

/** Two as "a y b", more as "a, b y c". */
function joined(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;
}

/** "de lunes a viernes", "los sábados y domingos", "de lunes a miércoles y los viernes", "todos los días". */
function daysText(days: readonly number[]): string {
  if (days.length === 7) return 'todos los días';
  const runs = dayRuns(days);
  const parts: string[] = [];
  // A ranged run says "de … a …"; single days and pairs share one "los" until the next range.
  let plain: string[] = [];
  const flush = () => {
    if (plain.length) parts.push(`los ${joined(plain)}`);
    plain = [];
  };
  for (const run of runs) {
    if (run.length >= 3) {
      flush();
      parts.push(`de ${DAY_NAMES[run[0]!]} a ${DAY_NAMES[run.at(-1)!]}`);
    } else plain.push(...run.map((day) => PLURAL_DAY_NAMES[day]!));
  }
  flush();
  return joined(parts);
}

/** "de" and "a" before the article "el" contract, as Spanish always writes them: "del mediodía", "al mediodía". */
const from = (time: string) => (time.startsWith('el ') ? `del ${time.slice(3)}` : `de ${time}`);
const to = (time: string) => (time.startsWith('el ') ? `al ${time.slice(3)}` : `a ${time}`);

/** "de 9 de la mañana a 5 de la tarde", "de 9 de la mañana al mediodía", "las 24 horas". */
function periodText(open: string, close: string): string {
  if (open === '00:00' && close === '24:00') return 'las 24 horas';
  return `${from(spanishClockTime(open))} ${to(spanishClockTime(close))}`;
}

/**
 * Every group of the hours; two are joined by ", y", more by semicolons, as the English words do.
 * Empty hours (always open) give ''.
 */
export function spanishOpeningHoursText(hours: readonly OpeningHours[]): string {
  const groups = hoursGroups(hours).map(({ days, times }) => {
    const periods = times.map((t) => periodText(...(t.split('-') as [string, string])));
    return `${daysText(days)}, ${joined(periods)}`;
  });
  if (groups.length <= 2) return groups.join(', y ');
  return `${groups.slice(0, -1).join('; ')}; y ${groups.at(-1)}`;
}

import type { OpeningHours } from '#common/schemas/phone-links.js';
import { WEEKDAY_NAMES } from '#common/speech/dates-and-times.js';

/**
 * A phone menu's business hours as a prompt says them (issue 38, record 139): "Monday to Friday,
 * 8 AM to 5 PM, and Saturday, 9 AM to noon". The text stays readable for the owner, who may edit
 * it; the speech text (`common/speech/speak-text.ts`) reads "8 AM" as "eight a.m." and "8:30 AM"
 * as "eight thirty a.m." on the way to the voice (record 095). Noon and midnight are written as
 * words, since "12 PM" is the one time callers mishear.
 */

/** The week as a business reads it: Monday first, Sunday last (0 is Sunday, as Date.getDay counts). */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** "08:00" -> "8 AM", "13:30" -> "1:30 PM", "12:00" -> "noon", "00:00" and "24:00" -> "midnight". */
function clockText(time: string): string {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  if (minute === 0 && (hour === 0 || hour === 24)) return 'midnight';
  if (minute === 0 && hour === 12) return 'noon';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  const suffix = hour < 12 ? 'AM' : 'PM';
  return minute === 0 ? `${twelve} ${suffix}` : `${twelve}:${String(minute).padStart(2, '0')} ${suffix}`;
}

/** A list of two as "a and b", longer as "a, b and c". */
function joined(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Days as runs of the week: three or more in a row read "Monday to Friday", two "Saturday and Sunday". */
function daysText(days: readonly number[]): string {
  if (days.length === 7) return 'every day';
  const runText = (run: number[]) =>
    run.length >= 3
      ? `${WEEKDAY_NAMES[run[0]!]} to ${WEEKDAY_NAMES[run.at(-1)!]}`
      : run.map((day) => WEEKDAY_NAMES[day]).join(' and ');
  return joined(dayRuns(days).map(runText));
}

function timesText(open: string, close: string): string {
  return open === '00:00' && close === '24:00' ? 'all day' : `${clockText(open)} to ${clockText(close)}`;
}

/** Days that share their times, with those times ("08:00-17:00"), in the order the week reads. */
export interface HoursGroup {
  /** In `WEEK_ORDER`: Monday first. */
  days: number[];
  /** "open-close" periods, earliest first. */
  times: string[];
}

/**
 * The hours as groups a prompt reads one by one: periods with the same times on different days are
 * one group ("Monday to Saturday, 9 AM to 5 PM"), days with two periods are one group with both
 * ("9 AM to noon and 1 PM to 5 PM"). Shared by the English and Spanish words (record 146).
 */
export function hoursGroups(hours: readonly OpeningHours[]): HoursGroup[] {
  const byTimes = new Map<string, Set<number>>();
  for (const period of hours) {
    const times = `${period.open}-${period.close}`;
    const days = byTimes.get(times) ?? new Set<number>();
    for (const day of period.days) days.add(day);
    byTimes.set(times, days);
  }
  const byDays = new Map<string, HoursGroup>();
  for (const [times, days] of byTimes) {
    const ordered = WEEK_ORDER.filter((day) => days.has(day));
    const group = byDays.get(ordered.join()) ?? { days: ordered, times: [] };
    group.times.push(times);
    byDays.set(ordered.join(), group);
  }
  return [...byDays.values()]
    .sort((a, b) => WEEK_ORDER.indexOf(a.days[0]!) - WEEK_ORDER.indexOf(b.days[0]!))
    .map(({ days, times }) => ({ days, times: times.sort() }));
}

/** Runs of days in the week's order: Monday to Friday is one run, Monday and Wednesday two. */
export function dayRuns(days: readonly number[]): number[][] {
  const runs: number[][] = [];
  for (const day of WEEK_ORDER.filter((d) => days.includes(d))) {
    const run = runs.at(-1);
    if (run && WEEK_ORDER.indexOf(run.at(-1)!) + 1 === WEEK_ORDER.indexOf(day)) run.push(day);
    else runs.push([day]);
  }
  return runs;
}

/**
 * Every period of the hours, days first (`hoursGroups`). Two groups are joined by ", and"; more by
 * semicolons, so a listener hears where each group ends. Empty hours (always open) give ''.
 */
export function openingHoursText(hours: readonly OpeningHours[]): string {
  const groups = hoursGroups(hours).map(({ days, times }) => {
    const periods = times.map((t) => timesText(...(t.split('-') as [string, string])));
    return `${daysText(days)}, ${joined(periods)}`;
  });
  if (groups.length <= 2) return groups.join(', and ');
  return `${groups.slice(0, -1).join('; ')}; and ${groups.at(-1)}`;
}

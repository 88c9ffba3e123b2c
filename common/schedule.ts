import type { OpeningHours, Playing, PlayTarget, ScheduleRule } from './schemas/phone-links.js';

/**
 * What a phone link plays at a moment, and when that next changes (issue 26, record 110). The rules
 * are read in the business's own time zone, by its IANA name, so daylight-saving changes move the
 * hours with the clocks on the wall: "09:00" is 09:00 there in winter and in summer.
 */

export interface Schedule {
  defaultItemId: string | null;
  defaultProgrammeId: string | null;
  rules: readonly ScheduleRule[];
  timeZone: string;
}

/**
 * A default's or a rule's target as one key, `item:<id>` or `programme:<id>` (issue 40), so that
 * what plays compares as text; null when it names neither.
 */
export function targetKey(target: PlayTarget): string | null {
  if (target.itemId) return `item:${target.itemId}`;
  return target.programmeId ? `programme:${target.programmeId}` : null;
}

/** The default's key. */
export const defaultKey = (schedule: Pick<Schedule, 'defaultItemId' | 'defaultProgrammeId'>) =>
  targetKey({ itemId: schedule.defaultItemId, programmeId: schedule.defaultProgrammeId });

/**
 * Whether a target (by `targetKey`) can still play: a Library item that exists, a programme that
 * exists and has a render. A rule whose target cannot is skipped, so the default plays.
 */
export type TargetExists = (key: string) => boolean;

/** What plays, in the contract's shape. */
function playingOf(target: PlayTarget | null, ruleIndex: number | null): Playing {
  return { itemId: target?.itemId ?? null, programmeId: target?.programmeId ?? null, ruleIndex };
}

/** A moment as the business's clock shows it. */
interface WallClock {
  /** `2026-12-24` */
  date: string;
  /** 0 Sunday … 6 Saturday */
  weekday: number;
  /** `09:30` */
  time: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** Built once per zone: constructing a formatter costs far more than using one. */
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The zone's wall clock at `at`, as numbers. */
function wallParts(at: Date, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatIn(timeZone).formatToParts(at))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

const pad = (n: number) => String(n).padStart(2, '0');

function wallClock(at: Date, timeZone: string): WallClock {
  const p = wallParts(at, timeZone);
  const date = `${p.year}-${pad(p.month)}-${pad(p.day)}`;
  return { date, weekday: weekdayOf(date), time: `${pad(p.hour)}:${pad(p.minute)}` };
}

function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** `2026-12-31` plus one day is `2027-01-01`: calendar arithmetic, free of any zone. */
function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + days));
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/** How far the zone's clock is ahead of UTC at `at`, in milliseconds. */
function offsetAt(at: number, timeZone: string): number {
  const p = wallParts(new Date(at), timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(at / 1000) * 1000;
}

/**
 * The moment the zone's clock shows `time` on `date`, read with the offset in force then, not now.
 * A time the clocks skip (02:30 on the night they go forward) is taken an hour on, as the clocks
 * read after the jump.
 */
function momentOf(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(y, m - 1, d, h, min);
  const first = asUtc - offsetAt(asUtc, timeZone);
  const second = new Date(asUtc - offsetAt(first, timeZone));
  return wallClock(second, timeZone).time === time ? second : new Date(first);
}

function matches(rule: ScheduleRule, clock: WallClock): boolean {
  if (rule.kind === 'dates') return rule.from <= clock.date && clock.date <= rule.to;
  // A 'closed' rule always has hours (at least one), so "no hours, always open" never applies here.
  return !openBy(rule.hours, clock);
}

/** Whether the business is open at `clock` by these hours; no hours at all means always open. */
function openBy(hours: readonly OpeningHours[], clock: WallClock): boolean {
  if (hours.length === 0) return true;
  // Times compare as text: both are HH:MM, and a close of 24:00 sorts after every minute of the day.
  return hours.some((h) => h.days.includes(clock.weekday) && h.open <= clock.time && clock.time < h.close);
}

/**
 * Whether these hours leave no minute of the week closed (record 154): none at all, or every day
 * covered from 00:00 to 24:00, whole or in touching periods. A phone menu with them never plays
 * its after-hours prompt, so nothing may tell its callers to call back.
 */
export function alwaysOpen(hours: readonly OpeningHours[]): boolean {
  if (hours.length === 0) return true;
  for (let weekday = 0; weekday < 7; weekday++) {
    const periods = hours.filter((h) => h.days.includes(weekday)).sort((a, b) => a.open.localeCompare(b.open));
    let reached = '00:00';
    for (const period of periods) {
      if (period.open > reached) return false;
      if (period.close > reached) reached = period.close;
    }
    if (reached !== '24:00') return false;
  }
  return true;
}

/** A phone menu's hours and closure days (issue 38), read in its own zone. */
export interface BusinessHours {
  hours: readonly OpeningHours[];
  /** Whole days, `from` to `to` inclusive, in the zone. */
  closures: readonly { from: string; to: string }[];
  timeZone: string;
}

/**
 * Whether a phone menu answers at `at` (issue 38, record 141): `holiday` on a closure day (even
 * within the hours), `closed` outside the hours, else `open`. Read on the same wall clock as a
 * link's rules, so both agree on every daylight-saving night.
 */
export function businessStateAt(business: BusinessHours, at: Date): 'open' | 'closed' | 'holiday' {
  const clock = wallClock(at, business.timeZone);
  if (business.closures.some((c) => c.from <= clock.date && clock.date <= c.to)) return 'holiday';
  return openBy(business.hours, clock) ? 'open' : 'closed';
}

/** What plays at `at`: the first rule that matches (in the owner's order), else the default. */
export function whatPlays(schedule: Schedule, at: Date, exists: TargetExists): Playing {
  const clock = wallClock(at, schedule.timeZone);
  const canPlay = (target: PlayTarget) => {
    const key = targetKey(target);
    return key !== null && exists(key);
  };
  const index = schedule.rules.findIndex((rule) => canPlay(rule) && matches(rule, clock));
  if (index >= 0) return playingOf(schedule.rules[index]!, index);
  const fallback = { itemId: schedule.defaultItemId, programmeId: schedule.defaultProgrammeId };
  return playingOf(canPlay(fallback) ? fallback : null, null);
}

/** How far ahead a change is looked for: a year, and a little, so next year's holiday is found. */
const HORIZON_DAYS = 400;

/** The times of a day at which some rule can start or stop matching: midnight, and each opening and closing. */
function turnsOn(schedule: Schedule, date: string): string[] {
  const weekday = weekdayOf(date);
  const times = new Set(['00:00']);
  for (const rule of schedule.rules) {
    if (rule.kind !== 'closed') continue;
    for (const h of rule.hours) {
      if (!h.days.includes(weekday)) continue;
      times.add(h.open);
      // 24:00 is the next day's midnight, already a turn of that day.
      if (h.close !== '24:00') times.add(h.close);
    }
  }
  return [...times].sort();
}

/**
 * The next moment after `at` when a different item plays, and what plays then; null when nothing
 * changes within the horizon. Only the moments where a rule can turn are tried, day by day.
 */
export function nextChange(schedule: Schedule, at: Date, exists: TargetExists): (Playing & { at: Date }) | null {
  const now = whatPlays(schedule, at, exists);
  const today = wallClock(at, schedule.timeZone).date;
  for (let day = 0; day <= HORIZON_DAYS; day++) {
    const date = addDays(today, day);
    for (const time of turnsOn(schedule, date)) {
      const moment = momentOf(date, time, schedule.timeZone);
      if (moment <= at) continue;
      const then = whatPlays(schedule, moment, exists);
      if (targetKey(then) !== targetKey(now)) return { ...then, at: moment };
    }
  }
  return null;
}

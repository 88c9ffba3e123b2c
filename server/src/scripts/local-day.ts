import { isKnownTimeZone } from '#common/schemas/business-fields.js';

/**
 * "Today" in the user's time zone (record 055): the client sends its IANA zone; an absent or
 * unknown zone (the business profile's rule, record 107) means UTC. Works across daylight-saving
 * changes, when a day has 23 or 25 hours.
 */
function resolveTimeZone(tz: string | undefined): string {
  return tz && isKnownTimeZone(tz) ? tz : 'UTC';
}

/** Milliseconds the zone's wall clock is ahead of UTC at `instant`. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, Number(p.value)]),
  );
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The UTC instant of local midnight starting the calendar day y-m-d in the zone. */
function localMidnight(year: number, month: number, day: number, timeZone: string): Date {
  const guess = Date.UTC(year, month - 1, day);
  // Two passes: the offset at the guess may differ from the offset at the true midnight (DST).
  const first = guess - zoneOffset(guess, timeZone);
  return new Date(guess - zoneOffset(first, timeZone));
}

/** [start, end) of the local calendar day containing `now`. */
export function localDayBounds(now: Date, tz: string | undefined): { start: Date; end: Date } {
  const timeZone = resolveTimeZone(tz);
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(now)
    .split('-')
    .map(Number) as [number, number, number];
  return { start: localMidnight(year, month, day, timeZone), end: localMidnight(year, month, day + 1, timeZone) };
}

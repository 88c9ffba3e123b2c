/**
 * Wall-clock times in a link's time zone (record 110): the schedule speaks the business's local
 * dates and times, the API speaks instants. The offset is read from the IANA zone at that very
 * moment, so daylight-saving changes are followed rather than a fixed offset assumed.
 */

/** The zone's offset from UTC at `instant`, in milliseconds (positive east of Greenwich). */
function offsetAt(zone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * `2026-12-24T09:00` on the zone's clocks, as an ISO instant. A time skipped by a spring-forward
 * change reads as the same wall time an hour later; a repeated autumn hour, as its first passing.
 */
export function zonedToIso(local: string, zone: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) throw new RangeError(`not a local date and time: ${local}`);
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // The offset a little before and after, so either side of a change is tried.
  const early = wall - offsetAt(zone, wall - offsetAt(zone, wall) - 3_600_000);
  const late = wall - offsetAt(zone, wall - offsetAt(zone, wall) + 3_600_000);
  const exact = [early, late].find((instant) => instant + offsetAt(zone, instant) === wall);
  return new Date(exact ?? Math.max(early, late)).toISOString();
}

/** `instant` on the zone's clocks as `2026-12-24T09:00`, the value a datetime-local input takes. */
export function isoToZoned(instant: Date, zone: string): string {
  const shifted = new Date(instant.getTime() + offsetAt(zone, instant.getTime()));
  return shifted.toISOString().slice(0, 16);
}

/** The zone's calendar date at `instant`, `2026-12-24`. */
export function dateIn(zone: string, instant: Date): string {
  return isoToZoned(instant, zone).slice(0, 10);
}

import { describe, expect, it } from 'vitest';
import { dateIn, isoToZoned, zonedToIso } from './zoned-time';

describe('zonedToIso', () => {
  it('reads a wall-clock time in the zone, winter and summer', () => {
    expect(zonedToIso('2026-12-24T09:00', 'America/New_York')).toBe('2026-12-24T14:00:00.000Z');
    expect(zonedToIso('2026-07-01T09:00', 'America/New_York')).toBe('2026-07-01T13:00:00.000Z');
    expect(zonedToIso('2026-07-01T09:00', 'Europe/London')).toBe('2026-07-01T08:00:00.000Z');
    expect(zonedToIso('2026-07-01T09:00', 'UTC')).toBe('2026-07-01T09:00:00.000Z');
    expect(zonedToIso('2026-07-01T09:00', 'Asia/Kolkata')).toBe('2026-07-01T03:30:00.000Z');
  });

  it('takes the first of a repeated autumn hour, and moves a skipped spring time on', () => {
    // London's clocks go back at 02:00 BST on 25 Oct 2026: 01:30 happens twice.
    expect(zonedToIso('2026-10-25T01:30', 'Europe/London')).toBe('2026-10-25T00:30:00.000Z');
    // New York's clocks jump from 02:00 to 03:00 on 8 Mar 2026: 02:30 does not exist.
    expect(zonedToIso('2026-03-08T02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
  });

  it('refuses what is not a local date and time', () => {
    expect(() => zonedToIso('24/12/2026', 'UTC')).toThrow(RangeError);
  });
});

describe('isoToZoned and dateIn', () => {
  it('give the zone’s clock and calendar', () => {
    const instant = new Date('2026-12-26T03:30:00Z');
    expect(isoToZoned(instant, 'America/New_York')).toBe('2026-12-25T22:30');
    expect(dateIn('America/New_York', instant)).toBe('2026-12-25');
    expect(dateIn('Asia/Tokyo', instant)).toBe('2026-12-26');
  });
});

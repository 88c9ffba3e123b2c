import { describe, expect, it } from 'vitest';
import { alwaysOpen, businessStateAt, nextChange, whatPlays, type Schedule } from './schedule.js';
import type { ScheduleRule } from './schemas/phone-links.js';

const MAIN = '00000000-0000-4000-8000-000000000001';
const HOLIDAY = '00000000-0000-4000-8000-000000000002';
const AFTER_HOURS = '00000000-0000-4000-8000-000000000003';
const all = () => true;

const christmas: ScheduleRule = { kind: 'dates', itemId: HOLIDAY, from: '2026-12-24', to: '2026-12-26' };
const weekdays: ScheduleRule = {
  kind: 'closed',
  itemId: AFTER_HOURS,
  hours: [{ days: [1, 2, 3, 4, 5], open: '09:00', close: '17:00' }],
};
const schedule = (timeZone: string, ...rules: ScheduleRule[]): Schedule => ({
  defaultItemId: MAIN,
  defaultProgrammeId: null,
  rules,
  timeZone,
});
const at = (iso: string) => new Date(iso);

describe('whatPlays', () => {
  it('plays a holiday range for whole days in the business zone', () => {
    const ny = schedule('America/New_York', christmas);
    // 04:59Z on the 24th is 23:59 on the 23rd in New York.
    expect(whatPlays(ny, at('2026-12-24T04:59:00Z'), all)).toEqual({
      itemId: MAIN,
      programmeId: null,
      ruleIndex: null,
    });
    expect(whatPlays(ny, at('2026-12-24T05:00:00Z'), all)).toEqual({
      itemId: HOLIDAY,
      programmeId: null,
      ruleIndex: 0,
    });
    expect(whatPlays(ny, at('2026-12-27T04:59:00Z'), all)).toEqual({
      itemId: HOLIDAY,
      programmeId: null,
      ruleIndex: 0,
    });
    expect(whatPlays(ny, at('2026-12-27T05:00:00Z'), all)).toEqual({
      itemId: MAIN,
      programmeId: null,
      ruleIndex: null,
    });
  });

  it('plays the after-hours message outside the opening hours, and the default inside them', () => {
    const london = schedule('Europe/London', weekdays);
    expect(whatPlays(london, at('2026-11-26T08:59:00Z'), all).itemId).toBe(AFTER_HOURS); // Thursday 08:59
    expect(whatPlays(london, at('2026-11-26T09:00:00Z'), all).itemId).toBe(MAIN);
    expect(whatPlays(london, at('2026-11-26T17:00:00Z'), all).itemId).toBe(AFTER_HOURS);
    expect(whatPlays(london, at('2026-11-28T12:00:00Z'), all).itemId).toBe(AFTER_HOURS); // Saturday
  });

  it('resolves overlapping rules in the owner order: the first that matches plays', () => {
    const christmasEveNight = at('2026-12-24T23:00:00Z'); // Thursday, 23:00 in London: closed and Christmas
    expect(whatPlays(schedule('Europe/London', christmas, weekdays), christmasEveNight, all)).toEqual({
      itemId: HOLIDAY,
      programmeId: null,
      ruleIndex: 0,
    });
    expect(whatPlays(schedule('Europe/London', weekdays, christmas), christmasEveNight, all)).toEqual({
      itemId: AFTER_HOURS,
      programmeId: null,
      ruleIndex: 0,
    });
  });

  it('skips a rule whose message was deleted, so the default plays; with no default, nothing', () => {
    const exists = (key: string) => key !== `item:${HOLIDAY}`;
    const ny = schedule('America/New_York', christmas);
    expect(whatPlays(ny, at('2026-12-25T12:00:00Z'), exists)).toEqual({
      itemId: MAIN,
      programmeId: null,
      ruleIndex: null,
    });
    expect(whatPlays({ ...ny, defaultItemId: null }, at('2026-12-20T12:00:00Z'), all)).toEqual({
      itemId: null,
      programmeId: null,
      ruleIndex: null,
    });
  });

  it('opens until midnight with a close of 24:00', () => {
    const late: ScheduleRule = { ...weekdays, hours: [{ days: [4], open: '18:00', close: '24:00' }] };
    const utc = schedule('UTC', late);
    expect(whatPlays(utc, at('2026-11-26T23:59:00Z'), all).itemId).toBe(MAIN);
    expect(whatPlays(utc, at('2026-11-27T00:00:00Z'), all).itemId).toBe(AFTER_HOURS);
  });
});

describe('nextChange', () => {
  it('finds the start and the end of a holiday', () => {
    const ny = schedule('America/New_York', christmas);
    expect(nextChange(ny, at('2026-12-20T12:00:00Z'), all)).toEqual({
      itemId: HOLIDAY,
      programmeId: null,
      ruleIndex: 0,
      at: at('2026-12-24T05:00:00Z'),
    });
    expect(nextChange(ny, at('2026-12-25T12:00:00Z'), all)).toEqual({
      itemId: MAIN,
      programmeId: null,
      ruleIndex: null,
      at: at('2026-12-27T05:00:00Z'),
    });
  });

  it('follows New York clocks across the change to summer time and back', () => {
    const ny = schedule('America/New_York', weekdays);
    // Friday 12 March 2027, 18:00 EST; clocks go forward on Sunday the 14th: Monday opens at 09:00 EDT.
    expect(nextChange(ny, at('2027-03-12T23:00:00Z'), all)?.at).toEqual(at('2027-03-15T13:00:00Z'));
    // Friday 30 October 2026, 18:00 EDT; clocks go back on Sunday 1 November: Monday opens at 09:00 EST.
    expect(nextChange(ny, at('2026-10-30T22:00:00Z'), all)?.at).toEqual(at('2026-11-02T14:00:00Z'));
  });

  it('follows London clocks across the change to summer time and back', () => {
    const london = schedule('Europe/London', weekdays);
    // Saturday 27 March 2027, GMT; British Summer Time starts on the 28th: Monday opens at 08:00Z.
    expect(nextChange(london, at('2027-03-27T12:00:00Z'), all)).toEqual({
      itemId: MAIN,
      programmeId: null,
      ruleIndex: null,
      at: at('2027-03-29T08:00:00Z'),
    });
    // Monday 26 October 2026 at 10:00 GMT (summer time ended on the 25th): closes at 17:00Z.
    expect(nextChange(london, at('2026-10-26T10:00:00Z'), all)?.at).toEqual(at('2026-10-26T17:00:00Z'));
    // Friday 23 October, 16:00 BST: closes at 17:00 BST, 16:00Z.
    expect(nextChange(london, at('2026-10-23T15:00:00Z'), all)?.at).toEqual(at('2026-10-23T16:00:00Z'));
  });

  it('passes over turns that change nothing, and says never when nothing ever changes', () => {
    // Closed all of Christmas anyway: its end at midnight changes nothing, Monday's opening does.
    const both = schedule('Europe/London', christmas, { ...weekdays, itemId: HOLIDAY });
    expect(nextChange(both, at('2026-12-25T12:00:00Z'), all)?.at).toEqual(at('2026-12-28T09:00:00Z'));
    expect(nextChange(schedule('UTC'), at('2026-12-25T12:00:00Z'), all)).toBeNull();
  });

  it('switches from an item to a programme, and a programme and an item of the same id differ (issue 40)', () => {
    const programmeDays: ScheduleRule = { kind: 'dates', programmeId: MAIN, from: '2026-12-24', to: '2026-12-26' };
    const ny = schedule('America/New_York', programmeDays);
    expect(nextChange(ny, at('2026-12-20T12:00:00Z'), all)).toEqual({
      itemId: null,
      programmeId: MAIN,
      ruleIndex: 0,
      at: at('2026-12-24T05:00:00Z'),
    });
    // A programme never made, or deleted, is skipped like a deleted item.
    const noProgramme = (key: string) => !key.startsWith('programme:');
    expect(whatPlays(ny, at('2026-12-25T12:00:00Z'), noProgramme)).toEqual({
      itemId: MAIN,
      programmeId: null,
      ruleIndex: null,
    });
    expect(nextChange(ny, at('2026-12-20T12:00:00Z'), noProgramme)).toBeNull();
  });

  it('finds next year’s holiday from the start of the year', () => {
    const newYear: ScheduleRule = { kind: 'dates', itemId: HOLIDAY, from: '2027-12-31', to: '2027-12-31' };
    expect(nextChange(schedule('Asia/Tokyo', newYear), at('2027-01-02T00:00:00Z'), all)?.at).toEqual(
      at('2027-12-30T15:00:00Z'),
    );
  });
});

describe('businessStateAt (a phone menu, issue 38)', () => {
  const menu = {
    hours: [{ days: [1, 2, 3, 4, 5], open: '09:00', close: '17:00' }],
    closures: [{ from: '2026-12-24', to: '2026-12-26' }],
    timeZone: 'America/New_York',
  };

  it('is open within the hours on the wall clock of its zone, closed outside them', () => {
    // Tuesday 1 December 2026: 09:00 in New York is 14:00 UTC (EST).
    expect(businessStateAt(menu, new Date('2026-12-01T13:59:00Z'))).toBe('closed');
    expect(businessStateAt(menu, new Date('2026-12-01T14:00:00Z'))).toBe('open');
    expect(businessStateAt(menu, new Date('2026-12-01T21:59:00Z'))).toBe('open');
    expect(businessStateAt(menu, new Date('2026-12-01T22:00:00Z'))).toBe('closed');
    // Saturday.
    expect(businessStateAt(menu, new Date('2026-12-05T16:00:00Z'))).toBe('closed');
  });

  it('is a holiday all day on a closure day, within the hours too', () => {
    expect(businessStateAt(menu, new Date('2026-12-24T16:00:00Z'))).toBe('holiday');
    // 23:30 on the 26th in New York is the 27th in UTC: still the closure's last day there.
    expect(businessStateAt(menu, new Date('2026-12-27T04:30:00Z'))).toBe('holiday');
    expect(businessStateAt(menu, new Date('2026-12-28T16:00:00Z'))).toBe('open');
  });

  it('is always open without hours', () => {
    expect(businessStateAt({ ...menu, hours: [], closures: [] }, new Date('2026-12-05T03:00:00Z'))).toBe('open');
  });
});

describe('alwaysOpen (record 154)', () => {
  const week = [0, 1, 2, 3, 4, 5, 6];

  it('is true without hours, and for hours that cover every minute of every day, in one period or touching ones', () => {
    expect(alwaysOpen([])).toBe(true);
    expect(alwaysOpen([{ days: week, open: '00:00', close: '24:00' }])).toBe(true);
    expect(
      alwaysOpen([
        { days: week, open: '12:00', close: '24:00' },
        { days: week, open: '00:00', close: '12:00' },
      ]),
    ).toBe(true);
    // Every one of those minutes is open on the live line too.
    const allDay = { hours: [{ days: week, open: '00:00', close: '24:00' }], closures: [], timeZone: 'UTC' };
    expect(businessStateAt(allDay, new Date('2026-12-05T23:59:00Z'))).toBe('open');
    expect(businessStateAt(allDay, new Date('2026-12-06T00:00:00Z'))).toBe('open');
  });

  it('is false when a day is left out, or a gap stays between two periods or at either end of a day', () => {
    expect(alwaysOpen([{ days: [1, 2, 3, 4, 5], open: '00:00', close: '24:00' }])).toBe(false);
    expect(alwaysOpen([{ days: week, open: '08:00', close: '17:00' }])).toBe(false);
    expect(alwaysOpen([{ days: week, open: '00:00', close: '23:59' }])).toBe(false);
    expect(alwaysOpen([{ days: week, open: '00:01', close: '24:00' }])).toBe(false);
    expect(
      alwaysOpen([
        { days: week, open: '00:00', close: '12:00' },
        { days: week, open: '13:00', close: '24:00' },
      ]),
    ).toBe(false);
  });
});

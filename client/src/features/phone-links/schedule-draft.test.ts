import { describe, expect, it } from 'vitest';
import type { ScheduleRule } from '#common/schemas/phone-links.js';
import {
  draftOf,
  isChanged,
  newClosedRule,
  newDatesRule,
  scheduleReducer,
  settingsErrors,
  settingsOf,
  toggleDay,
  withHoursRow,
  withTarget,
} from './schedule-draft';

const MAIN = '11111111-1111-4111-8111-111111111111';
const HOLIDAY = '22222222-2222-4222-8222-222222222222';
const NIGHT = '33333333-3333-4333-8333-333333333333';
const SPRING = '44444444-4444-4444-8444-444444444444';
const link = { defaultItemId: MAIN, defaultProgrammeId: null, timeZone: 'Europe/London', rules: [] as ScheduleRule[] };

function withRules() {
  let draft = draftOf(link);
  draft = scheduleReducer(draft, { type: 'addRule', rule: newDatesRule({ itemId: HOLIDAY }, '2026-12-24') });
  draft = scheduleReducer(draft, { type: 'addRule', rule: newClosedRule({ itemId: NIGHT }) });
  return draft;
}

describe('scheduleReducer', () => {
  it('adds rules at the end, each with its own key', () => {
    const draft = withRules();
    expect(draft.rules.map((r) => [r.key, r.rule.kind])).toEqual([
      [0, 'dates'],
      [1, 'closed'],
    ]);
  });

  it('moves a rule up or down, and not past either end', () => {
    const draft = withRules();
    const moved = scheduleReducer(draft, { type: 'moveRule', key: 1, by: -1 });
    expect(moved.rules.map((r) => r.key)).toEqual([1, 0]);
    expect(scheduleReducer(moved, { type: 'moveRule', key: 1, by: -1 })).toBe(moved);
    expect(scheduleReducer(moved, { type: 'moveRule', key: 0, by: 1 })).toBe(moved);
  });

  it('updates and removes a rule by its key', () => {
    let draft = withRules();
    draft = scheduleReducer(draft, { type: 'updateRule', key: 0, rule: newDatesRule({ itemId: NIGHT }, '2026-12-31') });
    expect(draft.rules[0]!.rule).toMatchObject({ itemId: NIGHT, from: '2026-12-31' });
    draft = scheduleReducer(draft, { type: 'removeRule', key: 0 });
    expect(draft.rules.map((r) => r.key)).toEqual([1]);
    // A key is never handed out twice, so a removed rule's inputs are not reused.
    draft = scheduleReducer(draft, { type: 'addRule', rule: newClosedRule({ itemId: NIGHT }) });
    expect(draft.rules.map((r) => r.key)).toEqual([1, 2]);
  });

  it('sets the default and the zone, and knows when the draft differs from the link', () => {
    let draft = draftOf(link);
    expect(isChanged(draft, link)).toBe(false);
    draft = scheduleReducer(draft, { type: 'setTimeZone', timeZone: 'America/New_York' });
    expect(isChanged(draft, link)).toBe(true);
    draft = scheduleReducer(draft, { type: 'setDefault', target: { itemId: HOLIDAY } });
    expect(settingsOf(draft, false)).toEqual({
      defaultItemId: HOLIDAY,
      defaultProgrammeId: null,
      timeZone: 'America/New_York',
      rules: [],
      enabled: false,
    });
    expect(isChanged(scheduleReducer(draft, { type: 'reset', link }), link)).toBe(false);
  });
});

describe('a programme in place of an item (issue 40)', () => {
  it('sets a programme as the default, and a rule from an item to a programme, never naming both', () => {
    let draft = scheduleReducer(withRules(), { type: 'setDefault', target: { programmeId: SPRING } });
    const rule = withTarget(draft.rules[0]!.rule, { programmeId: SPRING });
    draft = scheduleReducer(draft, { type: 'updateRule', key: 0, rule });
    const settings = settingsOf(draft, true);
    expect(settings).toMatchObject({ defaultItemId: null, defaultProgrammeId: SPRING });
    expect(JSON.parse(JSON.stringify(settings.rules[0]))).toEqual({
      kind: 'dates',
      programmeId: SPRING,
      from: '2026-12-24',
      to: '2026-12-24',
    });
    expect(settingsErrors(settings)).toEqual({});
    // Read back from the server as it was saved: nothing left to save.
    const saved = { ...link, defaultItemId: null, defaultProgrammeId: SPRING, rules: settings.rules };
    expect(isChanged(draft, saved)).toBe(false);
  });

  it('asks for a default when it names nothing, in the contract’s words', () => {
    const draft = draftOf({ ...link, defaultItemId: null });
    expect(settingsErrors(settingsOf(draft, true))).toEqual({
      defaultItemId: 'Please choose a saved message or a programme.',
    });
  });
});

describe('settingsErrors', () => {
  it('names each wrong field by its path, in the contract’s words', () => {
    const draft = withRules();
    const settings = settingsOf(draft, true);
    settings.rules[0] = { kind: 'dates', itemId: HOLIDAY, from: '2026-12-26', to: '2026-12-24' };
    settings.rules[1] = { kind: 'closed', itemId: NIGHT, hours: [{ days: [], open: '17:00', close: '09:00' }] };
    expect(settingsErrors(settings)).toEqual({
      'rules.0.to': 'The last day must be on or after the first.',
      'rules.1.hours.0.days': 'Please choose at least one day of the week.',
      'rules.1.hours.0.close': 'The closing time must be after the opening time.',
    });
    expect(settingsErrors(settingsOf(withRules(), true))).toEqual({});
  });
});

describe('opening hours', () => {
  it('ticks and unticks days, kept in week order', () => {
    const hours = { days: [1, 5], open: '09:00', close: '17:00' };
    expect(toggleDay(hours, 3).days).toEqual([1, 3, 5]);
    expect(toggleDay(hours, 5).days).toEqual([1]);
  });

  it('adds a row with the last row’s times', () => {
    expect(withHoursRow([{ days: [1], open: '08:30', close: '18:00' }])[1]).toEqual({
      days: [6],
      open: '08:30',
      close: '18:00',
    });
  });
});

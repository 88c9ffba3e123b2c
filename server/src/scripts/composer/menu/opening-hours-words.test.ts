import { describe, expect, it } from 'vitest';
import type { OpeningHours } from '#common/schemas/phone-links.js';
import { speechText } from '#common/speech/speak-text.js';
import { openingHoursText } from './opening-hours-words.js';

/** A phone menu's hours as its prompts say them, and as the voice then reads them (issue 38, record 139). */
const WEEKDAYS = [1, 2, 3, 4, 5];

describe("a phone menu's business hours in words", () => {
  it.each<[string, OpeningHours[], string]>([
    ['a working week', [{ days: WEEKDAYS, open: '08:00', close: '17:00' }], 'Monday to Friday, 8 AM to 5 PM'],
    [
      'a week and a Saturday morning',
      [
        { days: WEEKDAYS, open: '08:00', close: '17:00' },
        { days: [6], open: '09:00', close: '12:00' },
      ],
      'Monday to Friday, 8 AM to 5 PM, and Saturday, 9 AM to noon',
    ],
    [
      'days apart, on the half hour',
      [{ days: [5, 1, 3], open: '08:30', close: '17:30' }],
      'Monday, Wednesday and Friday, 8:30 AM to 5:30 PM',
    ],
    ['a weekend', [{ days: [0, 6], open: '10:00', close: '16:00' }], 'Saturday and Sunday, 10 AM to 4 PM'],
    [
      'a run and a day apart',
      [{ days: [1, 2, 3, 5], open: '09:05', close: '18:00' }],
      'Monday to Wednesday and Friday, 9:05 AM to 6 PM',
    ],
    [
      'a lunch break',
      [
        { days: WEEKDAYS, open: '13:00', close: '17:00' },
        { days: WEEKDAYS, open: '09:00', close: '12:00' },
      ],
      'Monday to Friday, 9 AM to noon and 1 PM to 5 PM',
    ],
    [
      'the same times on days set apart',
      [
        { days: WEEKDAYS, open: '09:00', close: '17:00' },
        { days: [6], open: '09:00', close: '17:00' },
      ],
      'Monday to Saturday, 9 AM to 5 PM',
    ],
    [
      'three groups',
      [
        { days: [6], open: '09:00', close: '12:00' },
        { days: [1, 2, 3, 4], open: '08:00', close: '17:00' },
        { days: [5], open: '08:00', close: '15:00' },
      ],
      'Monday to Thursday, 8 AM to 5 PM; Friday, 8 AM to 3 PM; and Saturday, 9 AM to noon',
    ],
    [
      'an evening until midnight',
      [{ days: [5, 6], open: '18:00', close: '24:00' }],
      'Friday and Saturday, 6 PM to midnight',
    ],
    ['every hour of the week', [{ days: [0, 1, 2, 3, 4, 5, 6], open: '00:00', close: '24:00' }], 'every day, all day'],
    ['no hours (always open)', [], ''],
  ])('%s', (_name, hours, text) => {
    expect(openingHoursText(hours)).toBe(text);
  });

  it('reads well in the voice: each time in words, noon and midnight as said', () => {
    const text = openingHoursText([
      { days: WEEKDAYS, open: '08:30', close: '17:00' },
      { days: [6], open: '09:05', close: '12:00' },
      { days: [0], open: '18:00', close: '24:00' },
    ]);
    expect(speechText(text)).toBe(
      'Monday to Friday, eight thirty a.m. to five p.m.; Saturday, nine oh five a.m. to noon; and Sunday, six p.m. to midnight',
    );
  });
});

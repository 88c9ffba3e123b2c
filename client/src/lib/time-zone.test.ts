import { describe, expect, it } from 'vitest';
import { choiceOf, offsetQuery, searchTimeZones, timeZoneChoices } from './time-zone';

// The time-zone search (record 136), on this runtime's own zone data, as the browser's.
const all = timeZoneChoices('America/Chicago');
const found = (query: string) => searchTimeZones(all, query).map((choice) => choice.value);
const winter = new Date('2026-12-01T12:00:00Z');

describe('a time zone as the list shows it', () => {
  it('reads its place, everyday name and offset', () => {
    expect(choiceOf('America/New_York', winter)).toMatchObject({
      place: 'America/New York',
      name: 'Eastern Time',
      offset: expect.stringMatching(/^UTC-[45]$/),
      label: expect.stringMatching(/^America\/New York · Eastern Time \(UTC-[45]\)$/),
    });
    expect(choiceOf('Asia/Kolkata', winter)).toMatchObject({ offset: 'UTC+5:30', offsetMinutes: 330 });
  });

  it('lists every zone the runtime knows, with the current one', () => {
    expect(all.length).toBeGreaterThanOrEqual(400);
    expect(all.map((choice) => choice.value)).toContain('Pacific/Kiritimati');
    expect(timeZoneChoices('Etc/GMT+5').map((choice) => choice.value)).toContain('Etc/GMT+5');
  });
});

describe('searching the time zones', () => {
  it('finds US Eastern time first by "Eastern", and the other Easterns after', () => {
    const eastern = found('Eastern');
    expect(eastern[0]).toBe('America/New_York');
    expect(eastern.slice(0, 3)).toContain('America/Toronto');
    expect(eastern).toContain('America/Detroit');
    expect(eastern).toContain('Europe/Bucharest');
    expect(eastern.indexOf('America/Detroit')).toBeLessThan(eastern.indexOf('Europe/Bucharest'));
    expect(eastern).not.toContain('America/Chicago');
  });

  it('finds Pacific time before the Pacific islands, and names in any case', () => {
    const pacific = found('pacific');
    expect(pacific[0]).toBe('America/Los_Angeles');
    expect(pacific).toContain('Pacific/Kiritimati');
    expect(pacific.indexOf('America/Vancouver')).toBeLessThan(pacific.indexOf('Pacific/Kiritimati'));
    expect(found('pacific time')[0]).toBe('America/Los_Angeles');
    expect(found('CENTRAL')[0]).toBe('America/Chicago');
    expect(found('Mountain').slice(0, 2)).toEqual(['America/Denver', 'America/Phoenix']);
  });

  it('finds a city or a zone name, with spaces, underscores or accents as typed', () => {
    expect(found('new york')[0]).toBe('America/New_York');
    expect(found('New_York')[0]).toBe('America/New_York');
    // The browser's list may keep a city's old name (Asia/Calcutta): it is shown and found by today's.
    expect(searchTimeZones(all, 'kolk').map((choice) => choice.place)).toEqual(['Asia/Kolkata']);
    expect(searchTimeZones(all, 'Kyiv').map((choice) => choice.place)).toEqual(['Europe/Kyiv']);
    expect(found('Sao Paulo')).toEqual(['America/Sao_Paulo']);
    expect(found('São Paulo')).toEqual(['America/Sao_Paulo']);
    expect(found('Europe/Paris')).toEqual(['Europe/Paris']);
    expect(found('kiritimati')).toEqual(['Pacific/Kiritimati']);
    expect(found('no such place')).toEqual([]);
    expect(found('  ')).toHaveLength(all.length);
  });

  it('finds the zones on an offset today, however it is typed', () => {
    for (const query of ['UTC+14', '+14', '+14:00', 'gmt +14']) expect(found(query)).toContain('Pacific/Kiritimati');
    const utcMinus = found('UTC-5');
    expect(new Set(utcMinus.map((zone) => choiceOf(zone).offsetMinutes))).toEqual(new Set([-300]));
    expect(found('-05:00')).toEqual(utcMinus);
    expect(found('−5')).toEqual(utcMinus);
    expect(searchTimeZones(all, '+5:30').map((choice) => choice.place)).toContain('Asia/Kolkata');
    expect(found('+1').every((zone) => choiceOf(zone).offsetMinutes === 60)).toBe(true);
    expect(found('UTC').every((zone) => choiceOf(zone).offsetMinutes === 0)).toBe(true);
    expect(found('UTC')).toContain('Europe/London');
  });

  it('reads offsets and nothing else as offsets', () => {
    expect(offsetQuery('UTC-5')).toBe(-300);
    expect(offsetQuery('utc -05:00')).toBe(-300);
    expect(offsetQuery('GMT+5:30')).toBe(330);
    expect(offsetQuery('+0530')).toBe(330);
    expect(offsetQuery('gmt')).toBe(0);
    expect(offsetQuery('5')).toBeNull();
    expect(offsetQuery('Eastern')).toBeNull();
    expect(offsetQuery('+123')).toBeNull();
    expect(offsetQuery('-20')).toBeNull();
  });
});

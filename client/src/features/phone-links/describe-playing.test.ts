import { describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import type { PhoneLinkReply, PlayTarget } from '#common/schemas/phone-links.js';
import {
  deleteLinkNote,
  lastFetchedText,
  nextChangeText,
  playingLabel,
  targetOnLinks,
  timeAgo,
} from './describe-playing';

const titles: Record<string, string> = { main: 'Main greeting', winter: 'Winter hours', spring: 'Spring hold' };
const titleOf = (target: PlayTarget) => titles[target.itemId ?? target.programmeId ?? ''];

describe('what plays', () => {
  it('names the item and the rule that chose it, counting rules from 1', () => {
    expect(playingLabel({ itemId: 'winter', programmeId: null, ruleIndex: 0 }, titleOf)).toBe('Winter hours (rule 1)');
    expect(playingLabel({ itemId: 'main', programmeId: null, ruleIndex: null }, titleOf)).toBe(
      'Main greeting (the default)',
    );
    expect(playingLabel({ itemId: null, programmeId: null, ruleIndex: null }, titleOf)).toMatch(/^nothing/);
  });

  it('names a programme as one, and one deleted as such (issue 40)', () => {
    expect(playingLabel({ itemId: null, programmeId: 'spring', ruleIndex: 1 }, titleOf)).toBe(
      'the programme Spring hold (rule 2)',
    );
    expect(playingLabel({ itemId: null, programmeId: 'gone', ruleIndex: null }, titleOf)).toBe(
      'a deleted programme (the default)',
    );
  });

  it('says the next change on the link’s clocks', () => {
    const next = { at: '2026-12-26T05:00:00Z', itemId: 'main', programmeId: null, ruleIndex: null };
    expect(nextChangeText(next, 'America/New_York', titleOf)).toBe(
      'Next change: Sat, Dec 26, 2026, 12:00 AM → Main greeting',
    );
    expect(nextChangeText(next, 'UTC', titleOf)).toBe('Next change: Sat, Dec 26, 2026, 5:00 AM → Main greeting');
    expect(nextChangeText(null, 'UTC', titleOf)).toBe('No change in the coming year.');
  });

  it('follows daylight saving in the zone', () => {
    const at = (iso: string) => ({ at: iso, itemId: 'main', programmeId: null, ruleIndex: null });
    expect(nextChangeText(at('2026-07-01T08:00:00Z'), 'Europe/London', titleOf)).toContain('Wed, Jul 1, 2026, 9:00 AM');
    expect(nextChangeText(at('2026-12-01T08:00:00Z'), 'Europe/London', titleOf)).toContain('Tue, Dec 1, 2026, 8:00 AM');
  });
});

describe('seen to work', () => {
  const now = new Date('2026-12-24T12:00:00Z');

  it('says how long ago and by what', () => {
    expect(lastFetchedText({ lastFetchedAt: '2026-12-24T11:57:00Z', lastFetchedBy: 'Twilio/1.0' }, now)).toBe(
      'Last fetched 3 minutes ago by Twilio/1.0',
    );
    expect(lastFetchedText({ lastFetchedAt: null, lastFetchedBy: null }, now)).toBe('Not fetched yet');
  });

  it('reads minutes, hours and days', () => {
    expect(timeAgo('2026-12-24T11:59:30Z', now)).toBe('just now');
    expect(timeAgo('2026-12-24T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2026-12-23T09:00:00Z', now)).toBe('yesterday');
  });
});

describe('targetOnLinks', () => {
  const link = {
    defaultItemId: 'main',
    defaultProgrammeId: null,
    rules: [
      { kind: 'dates', itemId: 'winter', from: '2026-12-24', to: '2026-12-26' },
      { kind: 'dates', programmeId: 'spring', from: '2027-03-20', to: '2027-03-21' },
    ],
  } as unknown as PhoneLinkReply;
  const byProgramme = { ...link, defaultItemId: null, defaultProgrammeId: 'spring', rules: [] };

  it('tells a default from a rule’s item or programme, and a programme from an item of the same id', () => {
    expect(targetOnLinks([link], { itemId: 'main' })).toEqual({ asDefault: true, byRule: false, live: true });
    expect(targetOnLinks([link], { itemId: 'winter' })).toEqual({ asDefault: false, byRule: true, live: true });
    expect(targetOnLinks([link], { programmeId: 'spring' })).toEqual({ asDefault: false, byRule: true, live: true });
    expect(targetOnLinks([byProgramme], { programmeId: 'spring' }).asDefault).toBe(true);
    expect(targetOnLinks([link], { itemId: 'spring' }).live).toBe(false);
    expect(targetOnLinks(undefined, { itemId: 'main' }).live).toBe(false);
  });

  it('says what a delete does to the links, for its confirmation', () => {
    expect(deleteLinkNote(targetOnLinks([byProgramme], { programmeId: 'spring' }))).toBe(
      messages.phoneLinkScreens.deleteLiveDefault,
    );
    expect(deleteLinkNote(targetOnLinks([link], { programmeId: 'spring' }))).toBe(
      messages.phoneLinkScreens.deleteLiveRule,
    );
    expect(deleteLinkNote(targetOnLinks([link], { programmeId: 'other' }))).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import type { PhoneLinkReply } from '#common/schemas/phone-links.js';
import { itemOnLinks, lastFetchedText, nextChangeText, playingLabel, timeAgo } from './describe-playing';

const titles: Record<string, string> = { main: 'Main greeting', winter: 'Winter hours' };
const titleOf = (id: string) => titles[id];

describe('what plays', () => {
  it('names the item and the rule that chose it, counting rules from 1', () => {
    expect(playingLabel({ itemId: 'winter', ruleIndex: 0 }, titleOf)).toBe('Winter hours (rule 1)');
    expect(playingLabel({ itemId: 'main', ruleIndex: null }, titleOf)).toBe('Main greeting (the default)');
    expect(playingLabel({ itemId: null, ruleIndex: null }, titleOf)).toMatch(/^nothing/);
  });

  it('says the next change on the link’s clocks', () => {
    const next = { at: '2026-12-26T05:00:00Z', itemId: 'main', ruleIndex: null };
    expect(nextChangeText(next, 'America/New_York', titleOf)).toBe(
      'Next change: Sat, Dec 26, 2026, 12:00 AM → Main greeting',
    );
    expect(nextChangeText(next, 'UTC', titleOf)).toBe('Next change: Sat, Dec 26, 2026, 5:00 AM → Main greeting');
    expect(nextChangeText(null, 'UTC', titleOf)).toBe('No change in the coming year.');
  });

  it('follows daylight saving in the zone', () => {
    const at = (iso: string) => ({ at: iso, itemId: 'main', ruleIndex: null });
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

describe('itemOnLinks', () => {
  const link = {
    defaultItemId: 'main',
    rules: [{ kind: 'dates', itemId: 'winter', from: '2026-12-24', to: '2026-12-26' }],
  } as unknown as PhoneLinkReply;

  it('tells a default from a rule’s item', () => {
    expect(itemOnLinks([link], 'main')).toEqual({ asDefault: true, byRule: false, live: true });
    expect(itemOnLinks([link], 'winter')).toEqual({ asDefault: false, byRule: true, live: true });
    expect(itemOnLinks([link], 'other').live).toBe(false);
    expect(itemOnLinks(undefined, 'main').live).toBe(false);
  });
});

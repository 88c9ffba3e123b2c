import { describe, expect, it } from 'vitest';
import { fromSuggestionBody, withoutRepeats } from './programme-suggestion.js';

describe('a suggested programme’s playing order', () => {
  it('never plays a message twice in a row, nor the last again as the loop turns to the first', () => {
    // The website removed from between two thank-yous.
    expect(withoutRepeats(['welcome', 'hours', 'promotion', 'thanks', 'thanks'])).toEqual([
      'welcome',
      'hours',
      'promotion',
      'thanks',
    ]);
    expect(withoutRepeats(['thanks', 'hours', 'thanks'])).toEqual(['thanks', 'hours']);
    expect(withoutRepeats(['welcome'])).toEqual(['welcome']);
  });

  it('counts two thank-yous in their own words as a repeat too (issue 40)', () => {
    // The website and the offers removed from between the first thank-you and the second.
    expect(withoutRepeats(['welcome', 'services', 'thanks', 'thanks-2'])).toEqual(['welcome', 'services', 'thanks']);
    expect(withoutRepeats(['thanks-2', 'welcome', 'services', 'thanks'])).toEqual(['thanks-2', 'welcome', 'services']);
    expect(withoutRepeats(['welcome', 'thanks', 'services', 'thanks-2'])).toEqual([
      'welcome',
      'thanks',
      'services',
      'thanks-2',
    ]);
  });

  it('keeps each message’s other-language version after it, and counts any other two of one part as a repeat (record 147)', () => {
    const both = ['welcome', 'welcome-es', 'services', 'services-es', 'thanks', 'thanks-es'];
    expect(withoutRepeats(both)).toEqual(both);
    // The messages between two thank-you pairs removed: one pair is said.
    expect(withoutRepeats([...both, 'thanks-2', 'thanks-2-es'])).toEqual(both);
    // A pair the wrong way round, or a message said again after its pair, is a repeat.
    expect(withoutRepeats(['welcome-es', 'welcome', 'services'])).toEqual(['welcome-es', 'services']);
    expect(withoutRepeats(['welcome', 'welcome-es', 'welcome', 'hours'])).toEqual(['welcome', 'welcome-es', 'hours']);
    // The loop's turn: the last pair's second half before the first message is a repeat of its part.
    expect(withoutRepeats(['thanks', 'services', 'services-en', 'thanks-en'])).toEqual([
      'thanks',
      'services',
      'services-en',
    ]);
  });

  it('is kept so by the server whatever the client sends', () => {
    const body = fromSuggestionBody.parse({
      title: 'Bright Smile on hold',
      trackId: 'soft-jazz',
      volume: 20,
      gapSeconds: 6,
      targetSystem: 'other',
      messages: [
        { key: 'welcome', title: 'Welcome', script: 'Welcome to Bright Smile Dental.' },
        { key: 'thanks', title: 'Thanks', script: 'Thank you for holding.' },
      ],
      order: ['welcome', 'thanks', 'thanks'],
      voice: { voiceType: 'en-US-natalie', voiceGender: 'female', voiceAccent: 'en-US' },
    });
    expect(body.order).toEqual(['welcome', 'thanks']);
  });
});

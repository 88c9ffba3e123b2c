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

import { describe, expect, it } from 'vitest';
import { countWords, estimateDurationSeconds, MESSAGE_MAX_SECONDS, spokenSecondsUpperBound } from './script-stats.js';

describe('spokenSecondsUpperBound (issue 12, finding 1)', () => {
  it('counts what an engine spells out: symbols, digits and unpronounceable runs', () => {
    expect(spokenSecondsUpperBound('$'.repeat(5000), 1)).toBeGreaterThan(MESSAGE_MAX_SECONDS);
    expect(spokenSecondsUpperBound('*'.repeat(2000), 1)).toBeGreaterThan(MESSAGE_MAX_SECONDS);
    expect(spokenSecondsUpperBound('7'.repeat(5000), 1)).toBeGreaterThan(MESSAGE_MAX_SECONDS);
    expect(spokenSecondsUpperBound('x'.repeat(5000), 1)).toBeGreaterThan(MESSAGE_MAX_SECONDS);
  });

  it('counts the pauses between paragraphs', () => {
    expect(spokenSecondsUpperBound('a\n\n'.repeat(1666), 1.75)).toBeGreaterThan(MESSAGE_MAX_SECONDS);
    expect(spokenSecondsUpperBound('Hello.\n\nGoodbye.', 1.75)).toBeCloseTo((2 / 140) * 60 + 1.75, 5);
  });

  it('lets any ordinary 5,000-character script through', () => {
    const prose = 'Thank you for calling Bright Smile Dental, where healthy smiles are our passion. ';
    const script = prose.repeat(Math.floor(5000 / prose.length));
    expect(spokenSecondsUpperBound(script, 1.75)).toBeLessThan(MESSAGE_MAX_SECONDS);
  });
});

describe('the estimate counts the words the voice says (record 095)', () => {
  it('reads a phone number digit by digit, while the word count stays what the editor shows', () => {
    const script = 'Call 555 0100.';
    expect(countWords(script)).toBe(3);
    // "Call five five five, zero one zero zero": eight words at 140 a minute.
    expect(estimateDurationSeconds(script, { pauseLength: 'medium', enableParagraphPauses: true })).toBeCloseTo(
      (8 / 140) * 60,
      1,
    );
  });
});

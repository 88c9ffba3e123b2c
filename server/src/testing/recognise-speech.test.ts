import { describe, expect, it } from 'vitest';
import { wordErrorRate } from './recognise-speech.js';

describe('word error rate', () => {
  it('counts substitutions, deletions and insertions against the script', () => {
    expect(wordErrorRate('Thank you for calling.', 'thank you for calling')).toBe(0);
    expect(wordErrorRate('thank you for calling', 'then cue for calling')).toBe(0.5);
    expect(wordErrorRate('thank you for calling', 'thank you calling')).toBe(0.25);
    expect(wordErrorRate('thank you for calling', 'thank you for for calling')).toBe(0.25);
  });

  it('takes a word heard as its two halves as heard', () => {
    expect(wordErrorRate('book online today', 'book on line today')).toBe(0);
    expect(wordErrorRate('book online today', 'book on lime today')).toBeCloseTo(2 / 3);
  });
});

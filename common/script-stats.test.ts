import { describe, expect, it } from 'vitest';
import {
  countWords,
  estimateDurationSeconds,
  MESSAGE_MAX_SECONDS,
  spokenSecondsUpperBound,
  VOICE_MAX_SECONDS,
} from './script-stats.js';

describe('spokenSecondsUpperBound (issue 12, finding 1)', () => {
  it('counts what an engine spells out: symbols, digits and unpronounceable runs', () => {
    expect(spokenSecondsUpperBound('$'.repeat(5000), 1)).toBeGreaterThan(MESSAGE_MAX_SECONDS);
    expect(spokenSecondsUpperBound('*'.repeat(2000), 1)).toBeGreaterThan(MESSAGE_MAX_SECONDS);
    expect(spokenSecondsUpperBound('7'.repeat(5000), 1)).toBeGreaterThan(MESSAGE_MAX_SECONDS);
    expect(spokenSecondsUpperBound('x'.repeat(5000), 1)).toBeGreaterThan(MESSAGE_MAX_SECONDS);
  });

  it('counts the pauses between paragraphs', () => {
    expect(spokenSecondsUpperBound('a\n\n'.repeat(1666), 1.75)).toBeGreaterThan(MESSAGE_MAX_SECONDS);
    // Two words, two full stops, one pause.
    expect(spokenSecondsUpperBound('Hello.\n\nGoodbye.', 1.75)).toBeCloseTo(2 * 0.5 + 2 * 0.7 + 1.75, 5);
  });

  it('lets any ordinary 5,000-character script through', () => {
    const prose = 'Thank you for calling Bright Smile Dental, where healthy smiles are our passion. ';
    const script = prose.repeat(Math.floor(5000 / prose.length));
    expect(spokenSecondsUpperBound(script, 1.75)).toBeLessThan(MESSAGE_MAX_SECONDS);
  });
});

describe('spokenSecondsUpperBound counts what the engine says (issue 29, finding 8)', () => {
  it('counts single letters and their pauses: "w... " takes RHVoice 1.9 s, not one word\'s 0.43 s', () => {
    // 1,750 characters that an offline voice reads for over 11 minutes; 150 s by the old count.
    const dotted = 'w... '.repeat(350);
    expect(spokenSecondsUpperBound(dotted, 1)).toBeGreaterThan(350 * 1.9);
    expect(spokenSecondsUpperBound(dotted, 1)).toBeGreaterThan(VOICE_MAX_SECONDS);
    for (const letters of ['a; b; c; d; e; '.repeat(100), 'Q.W.R.T.P.S.D.F.G.H. '.repeat(50)]) {
      expect(spokenSecondsUpperBound(letters, 1)).toBeGreaterThan(letters.replace(/[^a-z]/gi, '').length * 1.1);
    }
  });

  it('counts digits as the number words speechText gives the engine', () => {
    // "one, two, three": a word and a pause each.
    expect(spokenSecondsUpperBound('1, 2, 3', 1)).toBeCloseTo(3 * 0.5 + 2 * 0.7, 5);
    // A long code is read digit by digit: twelve words.
    expect(spokenSecondsUpperBound('123456789012', 1)).toBeCloseTo(12 * 0.5, 5);
    expect(spokenSecondsUpperBound('1. 2. 3. 4. 5. 6. 7. 8. 9. '.repeat(185), 1)).toBeGreaterThan(VOICE_MAX_SECONDS);
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

describe('a Spanish script’s estimate (issue 39, record 143)', () => {
  it('counts the Spanish words the voice says, at the same 140 words a minute', () => {
    const script = 'Llame al 555 0100, de 9 de la mañana a 5 de la tarde.';
    expect(countWords(script)).toBe(14);
    // "Llame al cinco cinco cinco, cero uno cero cero, de nueve de la mañana a cinco de la tarde": 19 words.
    expect(
      estimateDurationSeconds(script, { pauseLength: 'medium', enableParagraphPauses: true, language: 'es' }),
    ).toBeCloseTo((19 / 140) * 60, 1);
  });

  it('counts words with accents and ñ as one word each', () => {
    expect(countWords('¡Próspero Año Nuevo! Oprima el dos, por favor.')).toBe(8);
  });
});

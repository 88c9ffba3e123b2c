import { describe, expect, it } from 'vitest';
import { countWords, estimateDurationSeconds, spokenSecondsUpperBound } from '../script-stats.js';
import { speechTextIn } from './speech-text-in.js';

/** The words in front of the voice, by the message's language (record 144). */
describe('speechTextIn', () => {
  const script =
    'Abrimos el lunes 12 de enero de 9:30 a.m. a 5:00 p.m.\n\nLa consulta cuesta $45.99; llame al 201-3344.';

  it('reads numbers, a date, times and a price as Spanish words for a Spanish message, paragraphs kept', () => {
    expect(speechTextIn('es', script)).toBe(
      'Abrimos el lunes doce de enero de nueve y media de la mañana a cinco de la tarde.\n\n' +
        'La consulta cuesta cuarenta y cinco dólares con noventa y nueve centavos; llame al dos cero uno, tres tres cuatro cuatro.',
    );
  });

  it('reads them in English for an English message, as before', () => {
    expect(speechTextIn('en', 'It costs $45.99.')).toBe('It costs forty-five dollars and ninety-nine cents.');
  });
});

describe('script stats of a Spanish script', () => {
  const pauses = { pauseLength: 'medium', enableParagraphPauses: false } as const;

  it('counts the Spanish words the voice says', () => {
    const script = 'Cuesta $45.99.';
    const spoken = countWords('Cuesta cuarenta y cinco dólares con noventa y nueve centavos.');
    expect(estimateDurationSeconds(script, { ...pauses, language: 'es' })).toBeCloseTo((spoken / 140) * 60, 1);
  });

  it('takes accented words as words, not letters to spell, in the upper estimate', () => {
    // "sí" and "más" are one word each; without their vowels they would be spelled letter by letter.
    expect(spokenSecondsUpperBound('sí más', 0, 'es')).toBe(1);
  });
});

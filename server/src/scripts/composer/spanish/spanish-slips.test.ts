import { describe, expect, it } from 'vitest';
import { scriptRequest } from '../../testing/script-fixtures.js';
import { SPANISH_CALQUES } from './spanish-calques.js';
import { englishWords, spanishSlips } from './spanish-slips.js';

/** The checks a Spanish script is held to (record 143) catch what they name, and spare what the user typed. */
const request = scriptRequest({
  companyName: 'Bright Smile Dental',
  industry: 'healthcare',
  language: 'es',
  keyProducts: 'Teeth whitening, limpiezas',
  attendants: { '1': 'Citas', '2': 'facturación', '0': 'recepción' },
});
const MENU =
  'Para citas, oprima el uno. Para facturación, oprima el dos. Para comunicarse con la recepción, oprima el cero.';

describe('the Spanish checks', () => {
  it('pass a script a native speaker wrote, with the user’s own English names in it', () => {
    const script = `Gracias por llamar a Bright Smile Dental. Ofrecemos teeth whitening y limpiezas. ${MENU} Que tenga un buen día.`;
    expect(spanishSlips(script, request)).toEqual([]);
    expect(englishWords(script, request)).toEqual([]);
  });

  it.each(SPANISH_CALQUES.map((c) => [c.said, c] as const))('catch the calque "%s"', (_said, calque) => {
    const example = calque.said.replace(/ \(.*\)$/, '');
    expect(spanishSlips(`Gracias por llamar. ${example[0]!.toUpperCase()}${example.slice(1)}.`, request)).toEqual([
      expect.stringContaining(`say "${calque.instead}"`),
    ]);
  });

  it('spare "que tenga un buen día", and catch it without "que"', () => {
    expect(spanishSlips('Muchas gracias, y que tenga un buen día.', request)).toEqual([]);
    expect(spanishSlips('Muchas gracias. Tenga un buen día.', request)).toHaveLength(1);
  });

  it('catch English, "tú", and a keypad that is English, a numeral, a key not set up or out of order', () => {
    expect(spanishSlips('Thank you for calling Bright Smile Dental.', request)).toContain('an English word: "thank"');
    expect(spanishSlips('Gracias por llamarnos. Te esperamos.', request)).toEqual(['informal "tú": "Te"']);
    expect(spanishSlips('Gracias. ¿Y tú qué necesitas?', request)).toEqual(['informal "tú": "tú"']);
    // A slogan the user typed may say "tú".
    const slogan = scriptRequest({ ...request, customMessage: 'Tu sonrisa es primero.' });
    expect(spanishSlips('Gracias por llamar. Tu sonrisa es primero.', slogan)).toEqual([]);
    expect(spanishSlips('Para citas, oprime el uno.', request)).toContain('a keypad word that is English or informal');
    expect(spanishSlips('Para citas, oprima el 1.', request)).toContain('a keypad digit written as a numeral');
    expect(spanishSlips('Para ventas, oprima el tres.', request)).toContain('a keypad option the user did not type: 3');
    expect(spanishSlips(MENU.replace('el uno', 'el ocho').replace('el dos', 'el uno'), request)).toContain(
      'a keypad option the user did not type: 8',
    );
    expect(spanishSlips('Para la recepción, oprima el cero. Para citas, oprima el uno.', request)).toContain(
      'keypad options out of order: 0, 1',
    );
  });

  it('find English words by the word list, but not the spellings both languages share', () => {
    expect(englishWords('Gracias por su paciencia, por favor espere. Nuestro horario general.', request)).toEqual([]);
    expect(englishWords('Gracias por holding, nuestro team le atenderá.', request)).toEqual(['holding', 'team']);
  });
});

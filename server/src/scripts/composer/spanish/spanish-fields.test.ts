import { describe, expect, it } from 'vitest';
import { speakSpanishText } from '#common/speech/spanish/speak-text.js';
import { spanishHours, spanishReturnDate } from './spanish-clock.js';
import { spanishHoliday } from './spanish-holidays.js';
import { spanishKeypadSentence } from './spanish-keypad.js';
import { spanishList } from './spanish-phrases.js';

/** The user's fields as a Spanish script writes them (record 143), and as the Spanish voice path then reads them. */
describe('opening hours in a Spanish script', () => {
  it.each([
    ['Mon-Fri 9:00 AM-5:00 PM', 'de lunes a viernes, de 9 de la mañana a 5 de la tarde'],
    ['Mon-Fri 8:30am-5pm', 'de lunes a viernes, de 8 y media de la mañana a 5 de la tarde'],
    ['Monday to Saturday, 7:15 AM to 1 PM', 'de lunes a sábado, de 7 y cuarto de la mañana a la una de la tarde'],
    [
      'Mon-Thu 10am-7:45pm, Sat 9am-12pm',
      'de lunes a jueves, de 10 de la mañana a 7 y 45 de la tarde, sábado, de 9 de la mañana a 12 del mediodía',
    ],
    ['Lunes a viernes de 9 a 6', 'de lunes a viernes, de 9 a 6'],
    ['lun-vie 9am-5pm', 'de lunes a viernes, de 9 de la mañana a 5 de la tarde'],
  ])('%s -> %s', (typed, written) => expect(spanishHours(typed)).toBe(written));

  it('is read the Spanish way by the Spanish voice path', () => {
    expect(speakSpanishText(`Atendemos ${spanishHours('Mon-Fri 8:30am-1pm')}.`)).toBe(
      'Atendemos de lunes a viernes, de ocho y media de la mañana a la una de la tarde.',
    );
    expect(speakSpanishText(spanishHours('Sat 10am-4:45pm'))).toBe(
      'sábado, de diez de la mañana a cuatro y cuarenta y cinco de la tarde',
    );
  });
});

describe('a return date in a Spanish script', () => {
  it.each([
    ['2026-12-28', 'el lunes 28 de diciembre'],
    ['12/28', 'el 28 de diciembre'],
    ['January 5th', 'el 5 de enero'],
    ['Monday', 'el lunes'],
    ['después de las fiestas', 'después de las fiestas'],
  ])('%s -> %s', (typed, written) => expect(spanishReturnDate(typed)).toBe(written));

  it('is read in Spanish words', () => {
    expect(speakSpanishText(`Regreso ${spanishReturnDate('2027-01-01')}.`)).toBe(
      'Regreso el viernes primero de enero.',
    );
  });
});

describe('holidays in Spanish', () => {
  it.each([
    ['Thanksgiving', 'el Día de Acción de Gracias', 'Feliz Día de Acción de Gracias'],
    ['Christmas', 'Navidad', 'Feliz Navidad'],
    ["New Year's Day", 'Año Nuevo', 'Próspero Año Nuevo'],
    ['Fourth of July', 'el Día de la Independencia', 'Feliz Día de la Independencia'],
    ['Memorial Day', 'el Día de los Caídos', ''],
    ['Día de los Muertos', 'el Día de los Muertos', 'Feliz Día de los Muertos'],
    ['Cinco de Mayo', 'Cinco de Mayo', 'Feliz Cinco de Mayo'],
  ])('%s is named "%s" and wished "%s"', (typed, name, wish) => expect(spanishHoliday(typed)).toEqual({ name, wish }));
});

describe('keypad options in Spanish', () => {
  it.each([
    ['Ventas', 'Para ventas, oprima el uno.'],
    ['hablar con un asesor', 'Para hablar con un asesor, oprima el uno.'],
    ['Si llama por facturación', 'Si llama por facturación, oprima el uno.'],
    ['¿Es paciente nuevo?', 'Si es paciente nuevo, oprima el uno.'],
    ['para citas', 'Para citas, oprima el uno.'],
    ['recepción', 'Para comunicarse con la recepción, oprima el uno.'],
    ['Operadora', 'Para comunicarse con la operadora, oprima el uno.'],
    ['representante', 'Para comunicarse con un representante, oprima el uno.'],
    ['la oficina de cobranza', 'Para comunicarse con la oficina de cobranza, oprima el uno.'],
    ['Invisalign', 'Para Invisalign, oprima el uno.'],
  ])('%s -> %s', (typed, sentence) => expect(spanishKeypadSentence(typed, 'uno', 'oprima')).toBe(sentence));

  it('says the digit as a word after "el", with the verb the script uses', () => {
    expect(spanishKeypadSentence('emergencias', 'cero', 'marque')).toBe('Para emergencias, marque el cero.');
  });
});

describe('the user’s lists in Spanish', () => {
  it('joins with "y" or "o" and no serial comma, "e" before an "i" sound and "u" before an "o"', () => {
    expect(spanishList('Limpiezas, coronas, implantes')).toBe('limpiezas, coronas e implantes');
    expect(spanishList('Limpiezas, coronas, implantes', 'o')).toBe('limpiezas, coronas o implantes');
    expect(spanishList('pan, café y higos')).toBe('pan, café e higos');
    // "hie-" is a diphthong: "y hielo", as the Academia writes it.
    expect(spanishList('agua, limón y hielo')).toBe('agua, limón y hielo');
    expect(spanishList('tacos, ostiones', 'o')).toBe('tacos u ostiones');
    expect(spanishList('desayunos, comidas and cenas')).toBe('desayunos, comidas y cenas');
  });

  it('keeps brands and names as typed, and lowers a sentence-case capital', () => {
    expect(spanishList('Blanqueamiento, coronas CEREC e Invisalign')).toBe(
      'blanqueamiento, coronas CEREC e Invisalign',
    );
    expect(spanishList('Invisalign, iPhone')).toBe('Invisalign e iPhone');
    expect(spanishList('Tacos al pastor, Aguas frescas')).toBe('tacos al pastor y aguas frescas');
    expect(spanishList('Comedor privado, banquetes, terraza')).toBe('comedor privado, banquetes y terraza');
  });
});

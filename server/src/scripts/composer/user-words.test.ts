import { describe, expect, it } from 'vitest';
import { MESSAGE_LENGTH_VALUES, TONE_VALUES } from '#common/constants.js';
import type { GenerateScriptBody } from '#common/schemas/scripts.js';
import { MINIMAL_FIELDS, scriptRequest } from '../testing/script-fixtures.js';
import { composeScript } from './compose-script.js';
import { isOrdinaryWord } from './ordinary-words.js';

/**
 * The user's own lists and names as the scripts say them (issue 40, record 134): a list typed with
 * its own "and" keeps its commas and that one "and", and a brand keeps its case wherever it is
 * typed, while a list in plain sentence case still reads as a sentence.
 */
const SEEDS = Array.from({ length: 12 }, (_, i) => 3 + i * 7919);

/** Every script the composer writes for `body` over a few seeds, tones and lengths. */
function scriptsFor(body: Partial<GenerateScriptBody>, messageType: GenerateScriptBody['messageType'] = 'on-hold') {
  return SEEDS.map((seed, i) =>
    composeScript(
      scriptRequest({
        ...MINIMAL_FIELDS,
        ...body,
        messageType,
        tone: TONE_VALUES[i % TONE_VALUES.length],
        messageLength: MESSAGE_LENGTH_VALUES[i % MESSAGE_LENGTH_VALUES.length],
      }),
      seed,
    ),
  );
}

/** The products as the script says them: a list joined by "and", or by "or" in "Whether you need …". */
function saidList(script: string, items: readonly string[], typedComma = ''): RegExpExecArray | null {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const head = items.slice(0, -1).map(escape).join(', ');
  return new RegExp(`${head}${escape(typedComma)} (?:and|or) ${escape(items.at(-1)!)}\\b`).exec(script);
}

describe("the user's own lists", () => {
  it.each([
    [
      'emergency repairs, drain cleaning and water heater installs',
      ['emergency repairs', 'drain cleaning', 'water heater installs'],
    ],
    ['Invisalign, CEREC crowns and Zoom whitening', ['Invisalign', 'CEREC crowns', 'Zoom whitening']],
    ['Cleanings, fillings and crowns', ['cleanings', 'fillings', 'crowns']],
    ['Cleanings, fillings, crowns and implants', ['cleanings', 'fillings', 'crowns', 'implants']],
  ])('"%s" keeps its commas and its one "and"', (keyProducts, items) => {
    for (const script of scriptsFor({ industry: 'healthcare', keyProducts })) {
      const list = saidList(script, items);
      expect(list, script).not.toBeNull();
      // The sentence that says the list has its one "and" (or "or"), not one between every item.
      const sentence = script.split(/(?<=[.!?])\s+/).find((s) => s.includes(list![0]))!;
      expect(sentence.match(/\b(?:and|or)\b/g), sentence).toHaveLength(1);
      expect(script).not.toMatch(/\bour (?:invisalign|cleanings|emergency)/i);
    }
  });

  it('keeps the serial comma a user typed, and gives a list of commas only one "and" with it', () => {
    for (const script of scriptsFor({ keyProducts: 'Cleanings, fillings, crowns, and implants' }))
      expect(saidList(script, ['cleanings', 'fillings', 'crowns', 'implants'], ','), script).not.toBeNull();
    for (const script of scriptsFor({ keyProducts: 'Cleanings, fillings, crowns' }))
      expect(saidList(script, ['cleanings', 'fillings', 'crowns'], ','), script).not.toBeNull();
  });

  it('says a list of two with one "and", typed with a comma or with the "and"', () => {
    for (const script of scriptsFor({ keyProducts: 'Cleanings, fillings' }))
      expect(saidList(script, ['cleanings', 'fillings']), script).not.toBeNull();
    for (const script of scriptsFor({ keyProducts: 'Cleanings and fillings' }))
      expect(script, script).toMatch(/\bcleanings and fillings\b/);
  });

  it('reads "Cleanings, fillings and crowns" as a sentence', () => {
    const said = new Set<string>();
    for (const script of scriptsFor({ industry: 'healthcare', keyProducts: 'Cleanings, fillings and crowns' })) {
      const sentence = /[^.!?]*\bcleanings, fillings (?:and|or) crowns\b[^.!?]*[.!?]/.exec(script)?.[0].trim();
      expect(sentence, script).toBeDefined();
      // Lower case mid-sentence, no stray article, and the sentence goes on or ends after the list.
      expect(sentence).toMatch(
        /^(?:We offer|Ask us about|Whether you need|Our healthcare team offers|As healthcare specialists, we offer|We're proud to bring you) /,
      );
      said.add(sentence!);
    }
    expect(said.size).toBeGreaterThan(1);
  });
});

describe('brands keep their case', () => {
  it('knows an ordinary word from a brand by the shipped word list', () => {
    for (const word of ['Cleanings', 'fillings', 'whitening', 'Zoom', 'free']) expect(isOrdinaryWord(word)).toBe(true);
    for (const word of ['Invisalign', 'Sonicare', 'Trane', 'CEREC', 'iPhone']) expect(isOrdinaryWord(word)).toBe(false);
  });

  it.each([
    ['Invisalign, whitening', ['Invisalign', 'whitening']],
    ['Whitening, Invisalign', ['whitening', 'Invisalign']],
    ['Sonicare toothbrushes, cleanings', ['Sonicare toothbrushes', 'cleanings']],
    ['Check-ups, Sonicare toothbrushes', ['check-ups', 'Sonicare toothbrushes']],
    ['Trane furnaces, AC tune-ups, emergency repairs', ['Trane furnaces', 'AC tune-ups', 'emergency repairs']],
    ['Furnace repair, Trane heat pumps, duct cleaning', ['furnace repair', 'Trane heat pumps', 'duct cleaning']],
    ['Invisalign, Sonicare, Trane', ['Invisalign', 'Sonicare', 'Trane']],
    ['CEREC crowns, whitening', ['CEREC crowns', 'whitening']],
    ['Screen repairs, iPhone cases', ['screen repairs', 'iPhone cases']],
    ['Check-ups, Whitening, Emergency care', ['check-ups', 'whitening', 'emergency care']],
  ])('"%s" reads as %j', (keyProducts, items) => {
    for (const script of scriptsFor({ keyProducts })) {
      const comma = items.length > 2 ? ',' : '';
      expect(saidList(script, items, comma), script).not.toBeNull();
    }
  });

  it('in promotion items, custom sectors, holiday names and keypad options', () => {
    const [promotions] = scriptsFor(
      { promotionItems: ['Sonicare toothbrushes at cost', 'Free whitening with every check-up'] },
      'on-hold-promotions',
    );
    expect(promotions).toMatch(/ Sonicare toothbrushes at cost\./);
    expect(promotions).toMatch(/ free whitening with every check-up\./);

    for (const script of scriptsFor({ industry: 'other', customSector: 'Trane comfort specialists' }))
      expect(script).not.toMatch(/trane/);
    for (const script of scriptsFor({ industry: 'other', customSector: 'Veterinary clinic' }))
      expect(script).toMatch(/veterinary clinic/);

    for (const script of scriptsFor({ holidayType: 'Nowruz' }, 'holiday')) expect(script).toContain('Nowruz');

    const attendants = { '1': 'Invisalign consultations', '2': 'Sales', '3': 'Trane warranty questions' };
    for (const script of scriptsFor({ attendants }, 'auto-attendant')) {
      expect(script).toContain('For Invisalign consultations, press one.');
      expect(script).toContain('For sales, press two.');
      expect(script).toContain('For Trane warranty questions, press three.');
    }
  });
});

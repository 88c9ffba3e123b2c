import { describe, expect, it } from 'vitest';
import { MESSAGE_LENGTH_VALUES, MESSAGE_TYPES } from '#common/constants.js';
import type { GenerateScriptBody } from '#common/schemas/scripts.js';
import { scriptRequest } from '../../testing/script-fixtures.js';
import { SPANISH_COMMON, spanishSenseSlips } from '../../testing/spanish-sense-checks.js';
import { composeScript } from '../compose-script.js';
import { readsAsEnglish } from './spanish-business-words.js';

/**
 * A Spanish script never quotes the business's English words (issue 47, record 155): left without
 * Spanish ones, it speaks of the business from its industry's Spanish lines; given them, it says them.
 */
describe('which words read as English', () => {
  it.each([
    ['24/7 emergency plumbing', true],
    ['Emergency plumbing repairs, burst pipes and leak detection', true],
    ['Check-ups, teeth whitening', true],
    ['Invisalign clear aligners', true],
    ['Reparaciones de emergencia 24/7, destape de drenajes', false],
    ['Limpiezas, coronas e implantes', false],
    ['Plomería', false],
    // A brand on its own is no language: it is quoted.
    ['Invisalign', false],
    ['Invisalign y blanqueamiento', false],
  ])('%s: %s', (text, english) => expect(readsAsEnglish(text)).toBe(english));
});

/** Businesses as an owner types them on the studio's English screens, with no Spanish words given. */
const ENGLISH_ONLY: { label: string; body: Partial<GenerateScriptBody>; english: string[] }[] = [
  {
    label: '24/7 plumber (a custom sector)',
    body: { industry: 'other', customSector: '24/7 emergency plumbing', businessHours: '24/7' },
    english: ['24/7 emergency plumbing', 'emergency plumbing repairs', 'burst pipes', 'leak detection'],
  },
  { label: 'dentist', body: { industry: 'healthcare' }, english: ['check-ups', 'teeth whitening', 'emergency care'] },
  { label: 'bakery', body: { industry: 'retail' }, english: ['birthday cakes', 'fresh bread', 'catering trays'] },
  { label: 'hotel', body: { industry: 'hospitality' }, english: ['ocean view rooms', 'airport shuttle', 'spa'] },
  { label: 'accountant', body: { industry: 'finance' }, english: ['tax preparation', 'bookkeeping', 'payroll'] },
];
const ENGLISH_PROMOTIONS = ['Free estimates on water heaters', '10% off drain cleaning this month'];

function englishBusiness({ body, english }: (typeof ENGLISH_ONLY)[number]): GenerateScriptBody {
  // The services as typed: the phrases after any sector phrase, joined as a list.
  const services = english.filter((phrase) => phrase !== body.customSector);
  return {
    ...SPANISH_COMMON,
    ...body,
    keyProducts: `${services.slice(0, -1).join(', ')} and ${services.at(-1)!}`,
    promotionItems: ENGLISH_PROMOTIONS,
  };
}

describe('a Spanish script with the business given only in English', () => {
  it.each(ENGLISH_ONLY.map((c) => [c.label, c] as const))('%s: no English phrase in any script', (_label, c) => {
    const problems: string[] = [];
    for (const messageType of MESSAGE_TYPES)
      for (const messageLength of MESSAGE_LENGTH_VALUES)
        for (const seed of [7, 5151]) {
          const request = scriptRequest({ ...englishBusiness(c), messageType, messageLength });
          const script = composeScript(request, seed);
          const quoted = [...c.english, ...ENGLISH_PROMOTIONS].filter((phrase) =>
            script.toLowerCase().includes(phrase.toLowerCase()),
          );
          for (const slip of [
            ...quoted.map((p) => `quotes "${p}"`),
            ...spanishSenseSlips(script, request, messageType),
          ])
            problems.push(`${messageType}/${messageLength}/${seed}: ${slip}\n  ${script.replace(/\n\n/g, ' ¶ ')}`);
        }
    expect(problems.slice(0, 5).join('\n'), `${problems.length} slips`).toBe('');
  });

  it('still tells the caller of a 24/7 emergency plumber, in Spanish, that help is there day and night', () => {
    const request = scriptRequest({ ...englishBusiness(ENGLISH_ONLY[0]!), messageType: 'on-hold' });
    expect(composeScript(request, 7)).toMatch(/emergencia/);
  });

  it('says there are offers, without naming the English ones', () => {
    const request = scriptRequest({ ...englishBusiness(ENGLISH_ONLY[0]!), messageType: 'on-hold-promotions' });
    expect(composeScript(request, 7)).toMatch(/promociones especiales|ofertas vigentes/);
  });
});

describe('a Spanish script with the business given in Spanish too', () => {
  const plumber: GenerateScriptBody = {
    ...englishBusiness(ENGLISH_ONLY[0]!),
    spanishCustomSector: 'plomería de emergencia',
    spanishKeyProducts: 'reparaciones de plomería de emergencia, tuberías rotas y detección de fugas',
    spanishPromotionItems: ['Presupuestos gratis para calentadores de agua'],
  };

  it('says the Spanish services and offers, and no English one', () => {
    for (const seed of [1, 2, 3, 4]) {
      const onHold = composeScript(scriptRequest({ ...plumber, messageType: 'on-hold', messageLength: 'long' }), seed);
      expect(onHold).toMatch(/reparaciones de plomería de emergencia, tuberías rotas [yo] detección de fugas/);
      const offers = composeScript(scriptRequest({ ...plumber, messageType: 'on-hold-promotions' }), seed);
      expect(offers).toMatch(/presupuestos gratis para calentadores de agua/i);
      for (const script of [onHold, offers])
        for (const phrase of [...ENGLISH_ONLY[0]!.english, ...ENGLISH_PROMOTIONS])
          expect(script.toLowerCase()).not.toContain(phrase.toLowerCase());
    }
  });

  it('names the team by the Spanish sector', () => {
    const scripts = [1, 2, 3, 4, 5, 6].map((seed) =>
      composeScript(scriptRequest({ ...plumber, messageType: 'on-hold', messageLength: 'long' }), seed),
    );
    expect(scripts.join('\n')).toMatch(/equipo de plomería de emergencia/);
  });

  it('reads as a native speaker writes it, in every message type', () => {
    for (const messageType of MESSAGE_TYPES)
      for (const messageLength of MESSAGE_LENGTH_VALUES) {
        const request = scriptRequest({ ...plumber, messageType, messageLength });
        const script = composeScript(request, 99);
        expect(spanishSenseSlips(script, request, messageType), script).toEqual([]);
      }
  });
});

import { describe, expect, it } from 'vitest';
import { programmePartSlips } from '../../testing/programme-part-slips.js';
import { scriptRequest } from '../../testing/script-fixtures.js';
import { spanishCases, spanishSenseSlips } from '../../testing/spanish-sense-checks.js';
import { composeScript } from '../compose-script.js';

/**
 * A suggested programme's parts in Spanish (record 147), read by the checks every Spanish script
 * passes (record 143) for every business and tone: 48–64 words, the company named, nothing
 * invented, no English, no calque, "usted", and no sentence heard twice in one programme.
 */
const sentencesOf = (script: string) =>
  script
    .split(/(?<=[.!?])\s+(?=[¡¿\p{Lu}0-9])/u)
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);

const SEEDS = [7, 7926, 15_845, 90_001];

describe('every part of a Spanish programme reads as a native speaker writes it', () => {
  it.each(spanishCases.map((c) => [c.label, c] as const))('%s: every part and tone', (_label, { body }) => {
    const problems = programmePartSlips(body, {
      seeds: SEEDS,
      slipsOf: (script, request) => spanishSenseSlips(script, request, 'on-hold'),
      sentencesOf,
    });
    expect(problems.slice(0, 30).join('\n'), `${problems.length} slips`).toBe('');
  });

  it('says the hours the Spanish way and the offers as typed, in the parts about them', () => {
    const body = spanishCases.find((c) => c.label === 'healthcare')!.body;
    const part = (segment: 'hours' | 'promotion' | 'website') =>
      composeScript({ ...scriptRequest({ ...body, messageType: 'on-hold', tone: 'warm' }), segment }, 11);
    expect(part('hours')).toContain('de lunes a viernes, de 9 de la mañana a 5 de la tarde');
    expect(part('promotion')).toContain('20% de descuento en su primera visita');
    expect(part('website')).toContain('www.sonrisabrillante.com');
  });
});

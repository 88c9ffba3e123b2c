import { describe, expect, it } from 'vitest';
import { TONE_VALUES } from '#common/constants.js';
import { PROGRAMME_MESSAGE_WORDS, PROGRAMME_SEGMENTS, THANKS_VARIANTS } from '#common/schemas/programme-suggestion.js';
import { countWords } from '#common/script-stats.js';
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
    const problems: string[] = [];
    for (const tone of TONE_VALUES)
      for (const seed of SEEDS) {
        const heard = new Map<string, string>();
        for (const [segment, bare, variant] of [
          ...PROGRAMME_SEGMENTS.map((segment) => [segment, false, 0] as const),
          ...Array.from({ length: THANKS_VARIANTS - 1 }, (_, n) => ['thanks', false, n + 1] as const),
          ['promotion', true, 0] as const,
        ]) {
          const given = bare ? { ...body, promotionItems: [] } : body;
          const request = { ...scriptRequest({ ...given, messageType: 'on-hold', tone }), segment, variant };
          const script = composeScript(request, seed);
          const words = countWords(script);
          const here = [
            ...spanishSenseSlips(script, request, 'on-hold'),
            ...(words < PROGRAMME_MESSAGE_WORDS.min || words > PROGRAMME_MESSAGE_WORDS.max ? [`${words} words`] : []),
          ];
          for (const sentence of sentencesOf(script)) {
            const before = heard.get(sentence);
            if (before && !bare) here.push(`"${sentence}" already in the ${before}`);
            heard.set(sentence, segment);
          }
          for (const slip of here)
            problems.push(
              `${segment}${variant ? ` ${variant + 1}` : ''}/${tone}/${seed}: ${slip}\n  ${script.replace(/\n\n/g, ' ¶ ')}`,
            );
        }
      }
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

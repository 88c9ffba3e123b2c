import { describe, expect, it } from 'vitest';
import { TONE_VALUES } from '#common/constants.js';
import { PROGRAMME_MESSAGE_WORDS, PROGRAMME_SEGMENTS, THANKS_VARIANTS } from '#common/schemas/programme-suggestion.js';
import { countWords } from '#common/script-stats.js';
import { scriptRequest } from '../../testing/script-fixtures.js';
import { cases, slips } from '../../testing/sense-checks.js';
import { composeScript } from '../compose-script.js';

/**
 * The suggested programme's parts (record 118) read by the same checks as every message type, for
 * every business and tone: 48–64 words each, nothing invented, and no sentence heard twice in one
 * programme.
 */
const sentencesOf = (script: string) => script.split(/(?<=[.!?])\s+(?=[A-Z])/).map((s) => s.trim().toLowerCase());

describe('every part of a suggested programme reads well', () => {
  it.each(cases.map((c) => [c.label, c] as const))('%s: every part and tone', (_label, { body, sector }) => {
    const problems: string[] = [];
    for (const tone of TONE_VALUES)
      for (const seed of Array.from({ length: 8 }, (_, i) => 7 + i * 7919)) {
        const heard = new Map<string, string>();
        for (const [segment, bare, variant] of [
          ...PROGRAMME_SEGMENTS.map((segment) => [segment, false, 0] as const),
          // The second and third thank-you, each in words of its own (issue 40).
          ...Array.from({ length: THANKS_VARIANTS - 1 }, (_, n) => ['thanks', false, n + 1] as const),
          // A business that gave no offers: the promotion invites questions (hours and website are then not asked for).
          ['promotion', true, 0] as const,
        ]) {
          const given = bare ? { ...body, promotionItems: [] } : body;
          const request = { ...scriptRequest({ ...given, messageType: 'on-hold', tone }), segment, variant };
          const script = composeScript(request, seed);
          const words = countWords(script);
          const here = [
            ...slips(script, request, 'on-hold', sector),
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
    expect(problems.slice(0, 40).join('\n'), `${problems.length} slips`).toBe('');
  });
});

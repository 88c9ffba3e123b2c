import { TONE_VALUES } from '#common/constants.js';
import { PROGRAMME_MESSAGE_WORDS, PROGRAMME_SEGMENTS, THANKS_VARIANTS } from '#common/schemas/programme-suggestion.js';
import type { GenerateScriptBody } from '#common/schemas/scripts.js';
import { countWords } from '#common/script-stats.js';
import { composeScript } from '../composer/compose-script.js';
import type { ScriptRequest } from '../script-writer.js';
import { scriptRequest } from './script-fixtures.js';

/**
 * What a careful reader finds in the parts of a suggested programme the composer writes for `body`
 * (records 118 and 147), in every tone and by each of `seeds`: the slips `slipsOf` reads in a part
 * (its language's sense checks), a part outside 48–64 words, and a sentence (as `sentencesOf` splits
 * them) heard twice in one programme. Each names its part, tone and seed, with the script.
 */
export function programmePartSlips(
  body: GenerateScriptBody,
  {
    seeds,
    slipsOf,
    sentencesOf,
  }: {
    seeds: readonly number[];
    slipsOf: (script: string, request: ScriptRequest) => string[];
    sentencesOf: (script: string) => string[];
  },
): string[] {
  const problems: string[] = [];
  for (const tone of TONE_VALUES)
    for (const seed of seeds) {
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
          ...slipsOf(script, request),
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
  return problems;
}

import { describe, expect, it } from 'vitest';
import { TONE_VALUES } from '#common/constants.js';
import { FULL_FIELDS, scriptRequest } from '../testing/script-fixtures.js';
import { composeScript } from './compose-script.js';

/**
 * The user's offers as a caller hears them (issue 47): each in a whole sentence of its own, as the
 * composer's other lines are. A dental practice heard "Take advantage of teeth whitening special…
 * Remember to mention Free consultation for Invisalign": an article missing, a capital mid-sentence,
 * and an instruction to mention an offer to no one. Read in the promotions message and in a
 * suggested programme's offer part, in every tone, by several seeds.
 */

/** How each offer must read in its sentence: a noun phrase the business's own, a figure or article as typed, a name's capital kept. */
const READS_AS: Record<string, string> = {
  'Teeth whitening special': 'our teeth whitening special.',
  'Free consultation for Invisalign': 'our free consultation for Invisalign.',
  '20% off whitening in December': ' 20% off whitening in December.',
  'a free check-up for new patients': ' a free check-up for new patients.',
  'New patient special': 'our new patient special.',
  'Christmas gift vouchers': 'our Christmas gift vouchers.',
};
/** Offers that are sentences of their own: typed as what to do, or with their own punctuation. */
const OWN_SENTENCES: Record<string, string> = {
  'Book a cleaning and get a free electric toothbrush': 'Book a cleaning and get a free electric toothbrush.',
  'half-price whitening for new patients!': 'Half-price whitening for new patients!',
};
/** Two or three offers, as a business lists them. */
const OFFER_LISTS = [
  ['Teeth whitening special', 'Free consultation for Invisalign'],
  ['20% off whitening in December', 'a free check-up for new patients', 'New patient special'],
  ['Book a cleaning and get a free electric toothbrush', 'Christmas gift vouchers'],
  ['half-price whitening for new patients!', 'Teeth whitening special'],
];
const SEEDS = Array.from({ length: 8 }, (_, i) => 11 + i * 7919);

const sentencesOf = (script: string) => script.split(/(?<=[.!?])\s+/).map((s) => s.trim());

/** What is wrong with the sentence that says `offer` in `script`, if anything. */
function offerSlips(script: string, offer: string): string[] {
  const core = offer.replace(/[.!?]$/, '').toLowerCase();
  const said = sentencesOf(script).filter((s) => s.toLowerCase().includes(core));
  if (said.length !== 1) return [`"${offer}" said ${said.length} times`];
  const sentence = said[0]!;
  const slips: string[] = [];
  if (!/^[A-Z]/.test(sentence)) slips.push(`"${sentence}" starts in lower case`);
  if (!/[.!?]$/.test(sentence)) slips.push(`"${sentence}" has no end`);
  if (/\bmention\b/i.test(sentence)) slips.push(`"${sentence}" asks the caller to mention it`);
  const own = OWN_SENTENCES[offer];
  if (own ? sentence !== own : !sentence.endsWith(READS_AS[offer]!))
    slips.push(`"${sentence}" should read ${JSON.stringify(own ?? READS_AS[offer])}`);
  return slips;
}

describe('the offers the user typed', () => {
  it.each(TONE_VALUES)('%s: each is a sentence of its own, as a business says its own offers', (tone) => {
    const problems: string[] = [];
    for (const promotionItems of OFFER_LISTS)
      for (const seed of SEEDS)
        for (const [where, request] of [
          [
            'promotions message',
            scriptRequest({ ...FULL_FIELDS, messageType: 'on-hold-promotions', tone, promotionItems }),
          ],
          [
            'programme offer part',
            {
              ...scriptRequest({ ...FULL_FIELDS, messageType: 'on-hold', tone, promotionItems }),
              segment: 'promotion' as const,
            },
          ],
        ] as const) {
          const script = composeScript(request, seed);
          for (const offer of promotionItems)
            for (const slip of offerSlips(script, offer)) problems.push(`${where}/${seed}: ${slip}\n  ${script}`);
        }
    expect(problems.slice(0, 10).join('\n'), `${problems.length} slips`).toBe('');
  });

  it('reads the dental practice’s offers as the practice would say them', () => {
    const promotionItems = ['Teeth whitening special', 'Free consultation for Invisalign'];
    const script = composeScript(
      scriptRequest({ ...FULL_FIELDS, messageType: 'on-hold-promotions', tone: 'warm', promotionItems }),
      SEEDS[0]!,
    );
    expect(script).toMatch(/[A-Z][^.!?]* our teeth whitening special\./);
    expect(script).toMatch(/[A-Z][^.!?]* our free consultation for Invisalign\./);
    expect(script).not.toMatch(
      /Remember to mention|\b(?:of|about|offer|enjoy|miss) [A-Z][a-z]+ (?:consultation|whitening)/,
    );
  });
});

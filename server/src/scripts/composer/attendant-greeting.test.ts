import { describe, expect, it } from 'vitest';
import { MESSAGE_LENGTH_VALUES, TONE_VALUES } from '#common/constants.js';
import { countWords } from '#common/script-stats.js';
import type { GenerateScriptBody } from '#common/schemas/scripts.js';
import { scriptRequest } from '../testing/script-fixtures.js';
import { SPANISH_COMMON } from '../testing/spanish-sense-checks.js';
import { splitParagraphs } from '../../voice/text-chunks.js';
import { composeScript } from './compose-script.js';

/**
 * A bilingual auto-attendant offers the other language after its script's first paragraph (record
 * 145): that paragraph must be the greeting alone, one short welcome, in English and in Spanish, for
 * every tone and length, with the user's own introduction or without, so the offer comes right after
 * the welcome and before any option or anything else a caller of the other language would not follow.
 */
const ENGLISH: GenerateScriptBody = {
  companyName: 'Bright Smile Dental',
  industry: 'healthcare',
  keyProducts: 'cleanings, whitening and implants',
  companyWebsite: 'www.brightsmile.com',
  attendants: { '1': 'Appointments', '2': 'billing questions', '0': 'the front desk' },
  attendantOptions: 'Please listen closely, as our options have changed',
};
const SPANISH: GenerateScriptBody = {
  ...SPANISH_COMMON,
  industry: 'healthcare',
  keyProducts: 'limpiezas y blanqueamiento',
};

const KEYPAD = /\b(?:press|dial|oprima|marque|presione)\b/i;
/** The longest welcome in either language's tones, with a company name of a few words. */
const GREETING_MAX_WORDS = 16;
const SEEDS = [7, 4242, 90_001, 314_159];

describe.each([
  ['English', ENGLISH],
  ['Spanish', SPANISH],
])('an auto-attendant in %s', (_language, business) => {
  it.each([
    ['with its own introduction', {}],
    ['without one', { attendantOptions: '' }],
    ['with no options', { attendants: {} }],
  ])('opens with its greeting alone, %s, in every tone and length', (_case, change) => {
    for (const tone of TONE_VALUES)
      for (const messageLength of MESSAGE_LENGTH_VALUES)
        for (const seed of SEEDS) {
          const body = { ...business, ...change, messageType: 'auto-attendant' as const, tone, messageLength };
          const script = composeScript(scriptRequest(body), seed);
          const [greeting, next] = splitParagraphs(script);
          const label = `${tone}/${messageLength}/${seed}:\n${script}`;
          expect(greeting, label).not.toMatch(KEYPAD);
          expect(greeting, label).toMatch(/[.!?]$/);
          expect(countWords(greeting!), label).toBeLessThanOrEqual(GREETING_MAX_WORDS);
          // The user's introduction, when given, is the next paragraph, before the options.
          if (body.attendantOptions) expect(next, label).toContain(body.attendantOptions.replace(/\.$/, ''));
          else expect(next, label).toBeDefined();
        }
  });
});

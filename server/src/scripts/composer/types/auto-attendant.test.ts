import { describe, expect, it } from 'vitest';
import { MESSAGE_LENGTH_VALUES, TONE_VALUES } from '#common/constants.js';
import { countWords } from '#common/script-stats.js';
import { scriptRequest } from '../../testing/script-fixtures.js';
import { slips } from '../../testing/sense-checks.js';
import { composeScript } from '../compose-script.js';
import { WORD_RANGES } from '../length-control.js';

/**
 * A caller listening for options hears them at once, and the menu ends by saying how to hear it
 * again (issue 40, record 134): the plumber of the issue spent about 10 s on the business first.
 */
const PLUMBER = {
  companyName: 'Bright Smile Co.',
  industry: 'other',
  customSector: 'Plumbing',
  keyProducts: '24/7 emergency repairs, drain cleaning and water heater installs',
  companyWebsite: 'www.brightsmile.com',
  attendants: { '1': 'Emergencies', '2': 'schedule a service visit', '0': 'the office' },
} as const;
const SEEDS = Array.from({ length: 8 }, (_, i) => 5 + i * 104_729);

const sentencesOf = (script: string) =>
  script
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
const isOption = (sentence: string) => /, press \w+\.$/.test(sentence);

function everyScript(body: Record<string, unknown>, check: (script: string, label: string) => void) {
  for (const tone of TONE_VALUES)
    for (const messageLength of MESSAGE_LENGTH_VALUES)
      for (const seed of SEEDS) {
        const request = scriptRequest({ ...PLUMBER, ...body, messageType: 'auto-attendant', tone, messageLength });
        const script = composeScript(request, seed);
        const label = `${tone}/${messageLength}/${seed}:\n${script}`;
        const { min, max } = WORD_RANGES[messageLength];
        expect(countWords(script), label).toBeGreaterThanOrEqual(min);
        expect(countWords(script), label).toBeLessThanOrEqual(max);
        expect(slips(script, request, 'auto-attendant', 'Plumbing'), label).toEqual([]);
        check(script, label);
      }
}

describe('an auto-attendant', () => {
  it('gives its first option within its first two sentences, and ends with a way to hear them again', () => {
    everyScript({}, (script, label) => {
      const sentences = sentencesOf(script);
      expect(sentences.findIndex(isOption), label).toBe(1);
      expect(sentences[1], label).toBe('For emergencies, press one.');
      expect(sentences.at(-1), label).toMatch(
        /^(?:To hear (?:these options|this menu) again, .*stay on the line|Stay on the line to hear these options again)\.$/,
      );
    });
  });

  it('spends a short menu’s first seconds on the options, not the business', () => {
    for (const seed of SEEDS) {
      const script = composeScript(
        scriptRequest({ ...PLUMBER, messageType: 'auto-attendant', messageLength: 'short' }),
        seed,
      );
      const before = script.slice(0, script.indexOf('For emergencies, press one.'));
      // About 3 s at the 140 words a minute of record 054: the greeting and the company's name.
      expect(countWords(before), script).toBeLessThanOrEqual(10);
    }
  });

  it('says the user’s own introduction first, then the options straight away', () => {
    everyScript({ attendantOptions: 'Our menu has changed' }, (script, label) => {
      const sentences = sentencesOf(script);
      expect(sentences.indexOf('Our menu has changed.'), label).toBe(1);
      expect(sentences.findIndex(isOption), label).toBe(2);
    });
  });

  it('ends with the user’s own option for hearing the menu again, after the operator, and adds no other', () => {
    const attendants = { ...PLUMBER.attendants, '9': 'repeat this menu' };
    everyScript({ attendants }, (script, label) => {
      const options = sentencesOf(script).filter(isOption);
      expect(options.slice(-2), label).toEqual(['For the office, press zero.', 'To repeat this menu, press nine.']);
      expect(sentencesOf(script).at(-1), label).toBe('To repeat this menu, press nine.');
      expect(script, label).not.toMatch(/stay on the line/);
    });
  });
});

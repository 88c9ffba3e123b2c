import { describe, expect, it } from 'vitest';
import { MESSAGE_LENGTH_VALUES, MESSAGE_TYPES, TONE_VALUES } from '#common/constants.js';
import { countWords, splitParagraphs } from '#common/script-stats.js';
import { FULL_FIELDS, MINIMAL_FIELDS, scriptRequest, SECTOR_FIELDS } from '../testing/script-fixtures.js';
import { composeScript, createComposer } from './compose-script.js';
import { WORD_RANGES } from './length-control.js';

/** What the script must show for each field of FULL_FIELDS, by message type (readable forms, record 095). */
const COMMON_FULL = [
  'Bright Smile Dental',
  'healthcare',
  'check-ups',
  'teeth whitening',
  'emergency care',
  'www.brightsmile.com',
];
const TYPE_FULL: Record<(typeof MESSAGE_TYPES)[number], string[]> = {
  holiday: ['Thanksgiving', 'Monday to Friday 8:30am-5pm'],
  voicemail: ['Dr. Sarah Lee', 'Monday, December 28'],
  'on-hold': [],
  'after-hours': ['Monday to Friday 8:30am-5pm'],
  'intro-greeting': [],
  'on-hold-promotions': ['20% off whitening in December', 'a free check-up for new patients'],
  'auto-attendant': [
    'Our menu has changed.',
    'For appointments, press one.',
    'To reach billing, press two.',
    'To speak with the front desk, press zero.',
  ],
  custom: ['We are moving to 12 Harbor Street on 1/5/2027.', 'Call (555) 123-4567 with any questions.'],
};

function sentences(script: string): string[] {
  return script
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
}

/** Readable as written: numbers and addresses stay for the editor; the speech path words them (record 095). */
function expectReadable(script: string) {
  expect(script).not.toMatch(/[{}]/); // no unfilled placeholder
  expect(script).not.toMatch(/https?:/i); // an address as people write it, without the scheme
  expect(script).not.toMatch(/ {2}|\s[.,!?]/); // no gaps left by an empty field
  expect(script).not.toMatch(/(?<!\.)\.\.(?!\.)/); // "Co.." never
  const all = sentences(script);
  expect(new Set(all).size, `repeated sentence in:\n${script}`).toBe(all.length);
}

describe('the offline composer', () => {
  const seeds = Array.from({ length: 10 }, (_, i) => i * 7919 + 1);
  describe.each(MESSAGE_TYPES)('%s', (messageType) => {
    it.each(TONE_VALUES.flatMap((tone) => MESSAGE_LENGTH_VALUES.map((length) => [tone, length] as const)))(
      '%s, %s: in range, every field used, readable',
      (tone, messageLength) => {
        const { min, max } = WORD_RANGES[messageLength];
        for (const [fields, expected] of [
          [FULL_FIELDS, [...COMMON_FULL, ...TYPE_FULL[messageType]]],
          [MINIMAL_FIELDS, ['Northwind Traders', 'retail']],
          [SECTOR_FIELDS, ['Paws & Claws', 'veterinary care', 'vaccinations', 'grooming', 'pawsandclaws.vet']],
        ] as const) {
          for (const seed of seeds) {
            const script = composeScript(scriptRequest({ ...fields, messageType, tone, messageLength }), seed);
            const words = countWords(script);
            expect(words, `${words} words:\n${script}`).toBeGreaterThanOrEqual(min);
            expect(words, `${words} words:\n${script}`).toBeLessThanOrEqual(max);
            for (const text of expected)
              expect(script.toLowerCase(), `"${text}" missing from:\n${script}`).toContain(text.toLowerCase());
            expectReadable(script);
            expect(splitParagraphs(script).length).toBeGreaterThanOrEqual(2);
          }
        }
      },
    );

    it('writes a different variant for each new generation', async () => {
      const composer = createComposer();
      const scripts = await Promise.all(
        Array.from({ length: 20 }, () => composer.write(scriptRequest({ ...FULL_FIELDS, messageType }))),
      );
      expect(new Set(scripts.map((s) => s.script)).size).toBeGreaterThanOrEqual(18);
    });
  });

  it('gives the same script for the same seed', () => {
    const request = scriptRequest({ ...FULL_FIELDS, messageType: 'on-hold' });
    expect(composeScript(request, 7)).toBe(composeScript(request, 7));
  });

  it('wishes a US caller a Merry Christmas and a British one a Happy one, as the voice’s accent says', () => {
    const wishes = (accent: 'en-US' | 'en-GB', holidayType = 'Christmas') =>
      Array.from({ length: 20 }, (_, seed) =>
        composeScript(scriptRequest({ ...FULL_FIELDS, messageType: 'holiday', holidayType, accent }), seed),
      ).join(' ');
    expect(wishes('en-US')).toMatch(/Merry Christmas|merry and restful Christmas/);
    expect(wishes('en-US')).not.toMatch(/happy( and restful)? Christmas/i);
    expect(wishes('en-GB')).toMatch(/Happy Christmas|happy and restful Christmas/);
    expect(wishes('en-US', 'Thanksgiving')).not.toMatch(/merry/i);
  });

  it('puts every keypad option in the menu, operator last, even past the short range', () => {
    const attendants = Object.fromEntries(
      ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'].map((d) => [d, `Department ${d}`]),
    );
    const script = composeScript(
      scriptRequest({ ...MINIMAL_FIELDS, messageType: 'auto-attendant', messageLength: 'short', attendants }),
      3,
    );
    const presses = [...script.matchAll(/For department (\w+), press (\w+)\./g)].map((m) => m[2]);
    expect(presses).toEqual(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'zero']);
    expectReadable(script);
  });

  it('speaks of no menu options when the attendant has none', () => {
    const script = composeScript(
      scriptRequest({ ...MINIMAL_FIELDS, messageType: 'auto-attendant', messageLength: 'long' }),
      4,
    );
    expect(script).not.toMatch(/options|press/);
    expect(script).toContain('please stay on the line');
  });

  it('drops blank promotion lines and gives each item its own sentence', () => {
    const script = composeScript(
      scriptRequest({
        ...MINIMAL_FIELDS,
        messageType: 'on-hold-promotions',
        promotionItems: ['Buy one, get one free', '', 'Free delivery over $50.'],
      }),
      5,
    );
    // Typed as what to do, an offer is a sentence of its own (issue 47).
    expect(script).toMatch(/(?:^|[.!?]\s+)Buy one, get one free\./);
    expect(script).toContain('Free delivery over $50.');
  });

  it("lowers a promotion's sentence-case capital even when a day, a month or a name follows, and keeps a name's", () => {
    const script = composeScript(
      scriptRequest({
        ...MINIMAL_FIELDS,
        messageType: 'on-hold-promotions',
        promotionItems: [
          'A glass of prosecco with Sunday lunch',
          'Tasting nights at Harbour Hall',
          'Jazz Brunch at Harbour Hall',
        ],
      }),
      5,
    );
    expect(script).toMatch(/ a glass of prosecco with Sunday lunch\./);
    // A word in lower case shows the capital is the sentence's, not a name's (issue 47).
    expect(script).toContain(' our tasting nights at Harbour Hall.');
    expect(script).toContain(' our Jazz Brunch at Harbour Hall.');
  });

  it('speaks for a team when no voicemail contact is given, and for the person when one is', () => {
    const team = composeScript(
      scriptRequest({ ...MINIMAL_FIELDS, messageType: 'voicemail', voicemailOutOfOffice: true }),
      2,
    );
    expect(team).not.toMatch(/\bI('| )/);
    const person = composeScript(
      scriptRequest({ ...MINIMAL_FIELDS, messageType: 'voicemail', voicemailContactName: 'Ana Ruiz' }),
      2,
    );
    expect(person).toContain('Ana Ruiz');
  });
});

import { describe, expect, it } from 'vitest';
import { TONE_VALUES, type Tone } from '#common/constants.js';
import { countWords } from '#common/script-stats.js';
import { phoneMenuSettings, type PhoneMenuSettings } from '#common/schemas/phone-menus.js';
import { speechText } from '#common/speech/speak-text.js';
import { DENTAL_MENU_OPTIONS, DENTAL_MENU_PROMPT_KEYS, withoutOtherLabels } from '../../testing/dental-menu.js';
import { keypadSlips } from '../../testing/phrasing-slips.js';
import { composeMenuScripts } from './menu-scripts.js';

/**
 * Every prompt of a phone menu as the composer words it (issue 38, record 139), in every tone: the
 * options in key order with the keypad's phrasing, the user's labels as typed, the way to hear a
 * menu again, and nothing the settings do not hold (no number read out, no hours, no holiday).
 */
const DENTIST = {
  name: 'Main line',
  companyName: 'Bright Smile Dental',
  promptPrefix: 'bright_smile',
  voiceId: 'en-US-natalie',
  timeZone: 'America/New_York',
  hours: [
    { days: [1, 2, 3, 4, 5], open: '08:00', close: '17:00' },
    { days: [6], open: '09:00', close: '12:00' },
  ],
  closures: [{ from: '2026-11-26', to: '2026-11-27', name: 'Thanksgiving' }],
  main: { options: withoutOtherLabels(DENTAL_MENU_OPTIONS) },
};

function menu(changes: Partial<Record<keyof typeof DENTIST | 'tone', unknown>> = {}): PhoneMenuSettings {
  return phoneMenuSettings.parse({ ...structuredClone(DENTIST), ...changes });
}

const scriptsIn = (tone: Tone, changes: Parameters<typeof menu>[0] = {}) =>
  composeMenuScripts(menu({ ...changes, tone }));

const paragraphs = (text: string) => text.split('\n\n');
const sentences = (text: string) =>
  text
    .replace(/\n+/g, ' ')
    .split(/(?<=[.!?])\s+/)
    .filter(Boolean);

/** Words each prompt may take for its job: a caller waits through all of them for the next choice. */
const MOST_WORDS: Record<string, number> = {
  greeting: 12,
  invalid: 12,
  no_input: 12,
  transfer: 12,
  info_3: 25,
  after_hours: 40,
  holiday: 25,
  voicemail: 28,
};
/** A menu's words: an option is one short sentence, and a sub-menu names the choice in a few words. */
const MOST_WORDS_PER_OPTION = 10;

/** Facts a menu's settings never hold: an address, a website, a holiday, a promise, an emergency line. */
const INVENTED =
  /\b(?:street|avenue|suite|located|address|website|www|christmas|new year|easter|holiday|emergenc\w*|24\/7|around the clock|next business day|within|minutes|hours? a day|office)\b/i;

const OWNER_LABELS = ["Dr. Lee's office", 'Our opening hours'];

describe.each(TONE_VALUES)('the prompts of a phone menu, %s', (tone) => {
  const scripts = scriptsIn(tone);

  it('has a prompt for every key of the menu, all but an unknown information message worded', () => {
    expect(Object.keys(scripts)).toEqual(DENTAL_MENU_PROMPT_KEYS);
    for (const [key, text] of Object.entries(scripts)) if (key !== 'info_4') expect(text.trim(), key).not.toBe('');
  });

  it('reads the main menu in key order with the keypad phrasing and the labels as typed', () => {
    expect(paragraphs(scripts.menu!)).toEqual([
      'For appointments, press one.',
      'To leave a message for billing, press two.',
      'For our opening hours, press three.',
      'For directions, press four.',
      'If you are a new patient, press five.',
      'For the operator, press zero.',
      'For Invisalign consultations, press pound.',
      'To hear these options again, please stay on the line.',
    ]);
    expect(keypadSlips(scripts.menu!)).toEqual([]);
  });

  it('opens a sub-menu by naming the choice, ends it with its own repeat key, and reads voicemail as a message', () => {
    const [opening, ...options] = paragraphs(scripts.menu_1!);
    expect(opening).toMatch(/\bchosen appointments[.!]$/);
    expect(countWords(opening!)).toBeLessThanOrEqual(6);
    expect(options).toEqual([
      'To book a new appointment, press one.',
      'To cancel or reschedule, press two and leave a message.',
      "To leave a message for Dr. Lee's office, press three.",
      'To hear these options again, press star.',
    ]);
    expect(scripts.menu_1).not.toMatch(/stay on the line/);
    expect(keypadSlips(scripts.menu_1!)).toEqual([]);
  });

  it('names no choice that is a clause of its own, and says a voicemail option as leaving a message', () => {
    expect(paragraphs(scripts.menu_5!)).toEqual([
      'To leave a message, press one.',
      'To hear these options again, please stay on the line.',
    ]);
  });

  it('never reads a number to dial, and invents no fact', () => {
    const spoken = Object.values(scripts).join('\n').toLowerCase();
    for (const number of ['555', '0100', '0101', '0102', 'five five five', 'plus one'])
      expect(spoken).not.toContain(number);
    for (const [key, text] of Object.entries(scripts)) {
      // The owner's labels are theirs to say ("Dr. Lee's office"); the composer's own words are judged.
      const composers = OWNER_LABELS.reduce((rest, label) => rest.replace(new RegExp(label, 'gi'), ''), text);
      expect(composers, key).not.toMatch(INVENTED);
      // The only numbers are the owner's hours, in the prompts that read them.
      const numbers = text.match(/\d+(?::\d+)?/g) ?? [];
      if (['info_3', 'after_hours'].includes(key)) expect(numbers, key).toEqual(['8', '5', '9']);
      else expect(numbers, key).toEqual([]);
    }
  });

  it('greets in one short sentence naming the business', () => {
    expect(scripts.greeting).toContain('Bright Smile Dental');
    expect(sentences(scripts.greeting!)).toHaveLength(1);
  });

  it('reads the hours where a caller asked for them, and when closed; says nothing of an information message it cannot know', () => {
    const hours = 'Monday to Friday, 8 AM to 5 PM, and Saturday, 9 AM to noon.';
    expect(scripts.info_3).toMatch(new RegExp(`^\\w.* ${hours.replace(/[.,]/g, '\\$&')}$`));
    expect(scripts.after_hours).toContain(hours);
    expect(scripts.info_4).toBe('');
    expect(speechText(scripts.after_hours!)).toContain(
      'Monday to Friday, eight a.m. to five p.m., and Saturday, nine a.m. to noon.',
    );
  });

  it('after hours asks for a call back, which holds with or without the voicemail prompt after it', () => {
    expect(scripts.after_hours).toMatch(/\bcall (?:us )?back\b/i);
    expect(scripts.after_hours).not.toMatch(/\bmessage\b|\bvoicemail\b|\btone\b/i);
    const noHours = scriptsIn(tone, { hours: [] });
    expect(noHours.after_hours).toMatch(/\bcall (?:us )?back\b/i);
    expect(noHours.after_hours).not.toMatch(/\d|monday|saturday/i);
    expect(noHours.info_3).toBe('');
  });

  it("names the closure on the holiday prompt only when every closure is the owner's same one", () => {
    expect(scripts.holiday).toMatch(/\bclosed today for Thanksgiving\./);
    const twoNames = scriptsIn(tone, {
      closures: [
        { from: '2026-11-26', to: '2026-11-26', name: 'Thanksgiving' },
        { from: '2026-12-25', to: '2026-12-25', name: 'Christmas Day' },
      ],
    });
    const unnamed = scriptsIn(tone, {
      closures: [
        { from: '2026-11-26', to: '2026-11-26', name: 'Thanksgiving' },
        { from: '2026-12-01', to: '2026-12-01' },
      ],
    });
    const none = scriptsIn(tone, { closures: [] });
    for (const holiday of [twoNames.holiday!, unnamed.holiday!, none.holiday!]) {
      expect(holiday).toMatch(/\bclosed today\./);
      expect(holiday).not.toMatch(/thanksgiving|christmas|holiday/i);
    }
    // The owner's casing: a name stays a name, a sentence-case word is lowered mid-sentence.
    const training = scriptsIn(tone, { closures: [{ from: '2026-12-01', to: '2026-12-01', name: 'Staff training' }] });
    expect(training.holiday).toMatch(/\bclosed today for staff training\./);
  });

  it('greets callers for a voicemail with the business and the tone', () => {
    expect(scripts.voicemail).toContain('Bright Smile Dental');
    expect(scripts.voicemail).toMatch(/\bafter the tone\b/);
  });

  it('keeps every prompt short enough for its job', () => {
    for (const [key, most] of Object.entries(MOST_WORDS))
      expect(countWords(scripts[key]!), `${key}: ${scripts[key]}`).toBeLessThanOrEqual(most);
    for (const key of ['menu', 'menu_1', 'menu_5']) {
      const options = paragraphs(scripts[key]!).length;
      expect(countWords(scripts[key]!), key).toBeLessThanOrEqual(options * MOST_WORDS_PER_OPTION);
    }
  });

  it('gives the same words for the same settings, and a change only to the prompts it concerns', () => {
    expect(composeMenuScripts(menu({ tone }))).toEqual(scripts);
    const relabelled = menu({ tone });
    const appointments = relabelled.main.options.find((o) => o.key === '1')!.action;
    if (appointments.kind === 'submenu')
      appointments.menu.options.find((o) => o.key === '1')!.label = 'Book a cleaning';
    const changed = composeMenuScripts(relabelled);
    expect(Object.keys(scripts).filter((key) => changed[key] !== scripts[key])).toEqual(['menu_1']);
    const later = scriptsIn(tone, { hours: [{ days: [1, 2, 3, 4, 5], open: '09:00', close: '18:00' }] });
    expect(Object.keys(scripts).filter((key) => later[key] !== scripts[key])).toEqual(['info_3', 'after_hours']);
  });
});

describe('the words of a phone menu, whatever the tone', () => {
  it('keeps a name ending in an abbreviation to one full stop', () => {
    const scripts = composeMenuScripts(menu({ companyName: 'Bright Smile Co.', tone: 'professional' }));
    expect(scripts.voicemail).toMatch(/^You have reached Bright Smile Co\. Please/);
    expect(scripts.greeting).not.toContain('..');
  });

  it('gives each business its own greeting among the tone’s, and the same one every time', () => {
    const names = ['Bright Smile Dental', 'Harbor Plumbing', 'Oak Street Bakery', 'Summit Legal', 'Blue Fern Spa'];
    for (const tone of TONE_VALUES) {
      const greetings = names.map((companyName) => composeMenuScripts(menu({ companyName, tone })).greeting!);
      expect(new Set(greetings.map((g, i) => g.replace(names[i]!, '{company}'))).size, tone).toBeGreaterThan(1);
      expect(names.map((companyName) => composeMenuScripts(menu({ companyName, tone })).greeting)).toEqual(greetings);
    }
  });

  it('says an hours option only for the hours, never for what the composer cannot know', () => {
    const options = [
      'Hours',
      'Opening times',
      'When are you open?',
      'Hours and location',
      'Holiday hours',
      'Class times',
    ].map((label, i) => ({ key: String(i + 1), label, action: { kind: 'info' } }));
    const scripts = composeMenuScripts(menu({ main: { options }, tone: 'calm' }));
    expect([1, 2, 3, 4, 5, 6].map((key) => scripts[`info_${key}`] !== '')).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

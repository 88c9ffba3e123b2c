import { describe, expect, it } from 'vitest';
import { TONE_VALUES, type Tone } from '#common/constants.js';
import { phoneMenuSettings, type PhoneMenuSettings } from '#common/schemas/phone-menus.js';
import { DENTAL_MENU_OPTIONS } from '../../testing/dental-menu.js';
import { composeMenuScripts } from './menu-scripts.js';

/**
 * The after-hours prompt of a two-language menu (issue 47, record 154), in both its languages and
 * every tone: with office hours it says the business is closed, reads those hours and asks for a
 * call back then; a menu open around the clock never plays it, and its words tell no caller it is
 * closed or to call back.
 */
const OFFICE_HOURS = [{ days: [1, 2, 3, 4, 5], open: '08:00', close: '17:00' }];
const AROUND_THE_CLOCK = [{ days: [0, 1, 2, 3, 4, 5, 6], open: '00:00', close: '24:00' }];

const menu = (tone: Tone, hours: unknown[]): PhoneMenuSettings =>
  phoneMenuSettings.parse({
    name: 'Main line',
    companyName: 'Harbour Plumbing',
    promptPrefix: 'harbour',
    language: 'en',
    otherLanguage: { key: '9', voiceId: 'es-US-lucia', prompts: {} },
    voiceId: 'en-US-ken',
    timeZone: 'America/Chicago',
    hours,
    closures: [],
    main: { options: DENTAL_MENU_OPTIONS },
    tone,
  });

const CLOSED = /\bclosed\b|\bcerrad[oa]s\b|fuera de nuestro horario/i;
const CALL_BACK = /\bcall (?:us )?back\b|\bgive us a call back\b|\bllámenos\b|\bvuelva a llamarnos\b/i;

describe.each(TONE_VALUES)('the after-hours prompt, %s', (tone) => {
  it('with office hours: closed, the hours, and a call back then, in English and in Spanish', () => {
    const scripts = composeMenuScripts(menu(tone, OFFICE_HOURS));
    expect(scripts.after_hours).toMatch(CLOSED);
    expect(scripts.after_hours).toContain('Monday to Friday, 8 AM to 5 PM.');
    expect(scripts.after_hours).toMatch(CALL_BACK);
    // The call back comes after the hours it points to ("then", "during those hours").
    expect(scripts.after_hours!.search(CALL_BACK)).toBeGreaterThan(scripts.after_hours!.indexOf('Monday'));
    expect(scripts.after_hours_es).toMatch(CLOSED);
    expect(scripts.after_hours_es).toContain('de lunes a viernes, de 8 de la mañana a 5 de la tarde.');
    expect(scripts.after_hours_es).toMatch(CALL_BACK);
    expect(scripts.after_hours_es!.search(CALL_BACK)).toBeGreaterThan(scripts.after_hours_es!.indexOf('lunes'));
  });

  it('open around the clock: never closed, never a call back, no hours read, in either language', () => {
    const scripts = composeMenuScripts(menu(tone, AROUND_THE_CLOCK));
    for (const words of [scripts.after_hours!, scripts.after_hours_es!]) {
      expect(words).not.toMatch(CLOSED);
      expect(words).not.toMatch(CALL_BACK);
      expect(words).not.toMatch(/every day|all day|todos los días|\d/i);
      expect(words.length).toBeGreaterThan(0);
    }
    // The same hours as two touching periods a day are around the clock too.
    const halves = [
      { days: [0, 1, 2, 3, 4, 5, 6], open: '00:00', close: '12:00' },
      { days: [0, 1, 2, 3, 4, 5, 6], open: '12:00', close: '24:00' },
    ];
    expect(composeMenuScripts(menu(tone, halves)).after_hours).toBe(scripts.after_hours);
  });

  it('without hours, asks for a call back when the business reopens, as a phone system keeping its own hours plays it', () => {
    const scripts = composeMenuScripts(menu(tone, []));
    for (const words of [scripts.after_hours!, scripts.after_hours_es!]) {
      expect(words).toMatch(CALL_BACK);
      expect(words).not.toMatch(/\d|monday|lunes/i);
    }
  });
});

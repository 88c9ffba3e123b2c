import { describe, expect, it } from 'vitest';
import { TONE_VALUES, type Tone } from '#common/constants.js';
import { menuPrompts } from '#common/phone-menu-prompts.js';
import { countWords } from '#common/script-stats.js';
import { phoneMenuSettings, type MenuOption, type PhoneMenuSettings } from '#common/schemas/phone-menus.js';
import { speechTextIn } from '#common/speech/speech-text-in.js';
import { DENTAL_MENU_OPTIONS, DENTAL_MENU_PROMPT_KEYS } from '../../testing/dental-menu.js';
import { scriptRequest } from '../../testing/script-fixtures.js';
import { englishWords, spanishSlips } from '../spanish/spanish-slips.js';
import { composeMenuScripts } from './menu-scripts.js';

/**
 * A phone menu's prompts in Spanish (issue 39, record 146), in every tone: a menu made whole in
 * both languages (English first, Spanish on key 9), a Spanish-only menu, and a Spanish menu that
 * offers English. Every Spanish prompt passes the Spanish composer's checks (record 143: no English
 * word but the owner's, no calque, "usted", the keypad's verb, digits as words, options in order),
 * reads the hours and holidays the Spanish way, and says each option by its Spanish label.
 */

const BILINGUAL = {
  name: 'Main line',
  companyName: 'Bright Smile Dental',
  promptPrefix: 'bright_smile',
  language: 'en',
  otherLanguage: { key: '9', voiceId: 'es-US-lucia', prompts: {} },
  voiceId: 'en-US-natalie',
  timeZone: 'America/New_York',
  hours: [
    { days: [1, 2, 3, 4, 5], open: '08:30', close: '17:00' },
    { days: [6], open: '09:00', close: '12:00' },
  ],
  closures: [{ from: '2026-11-26', to: '2026-11-27', name: 'Thanksgiving' }],
  main: { options: DENTAL_MENU_OPTIONS },
};

type Changes = Partial<Record<keyof typeof BILINGUAL | 'tone', unknown>>;
const menu = (changes: Changes = {}): PhoneMenuSettings =>
  phoneMenuSettings.parse({ ...structuredClone(BILINGUAL), ...changes });

/** The menu with every option's two labels swapped: the same menu written by a Spanish-speaking owner. */
function spanishFirst(options: MenuOption[]): MenuOption[] {
  return options.map((o) => ({
    ...o,
    label: o.otherLabel!,
    otherLabel: o.label,
    action:
      o.action.kind === 'submenu'
        ? { kind: 'submenu', menu: { options: spanishFirst(o.action.menu.options) } }
        : o.action,
  }));
}

const paragraphs = (text: string) => text.split('\n\n');
const spanishIds = (settings: PhoneMenuSettings) =>
  menuPrompts(settings).filter((p) => p.language === 'es' && p.kind !== 'languageOffer');

/** The owner's words a prompt may say as typed, and the keypad options it offers, as the Spanish checks take them. */
function ownersRequest(
  settings: PhoneMenuSettings,
  options: readonly MenuOption[],
  spanishLabel: (o: MenuOption) => string,
) {
  const every: string[] = [];
  const walk = (level: readonly MenuOption[]) => {
    for (const o of level) {
      every.push(spanishLabel(o));
      if (o.action.kind === 'submenu') walk(o.action.menu.options);
    }
  };
  walk(settings.main.options);
  const attendants = Object.fromEntries(options.filter((o) => /^\d$/.test(o.key)).map((o) => [o.key, spanishLabel(o)]));
  return scriptRequest({
    companyName: settings.companyName,
    industry: 'healthcare',
    language: 'es',
    holidayType: settings.closures[0]?.name ?? '',
    attendants,
    customMessage: every.join('\n'),
  });
}

/** Every Spanish prompt's slips by the Spanish composer's checks, and English words the owner did not type. */
function slipsOf(
  settings: PhoneMenuSettings,
  scripts: Record<string, string>,
  spanishLabel: (o: MenuOption) => string,
) {
  return spanishIds(settings).flatMap((prompt) => {
    const request = ownersRequest(settings, prompt.options ?? [], spanishLabel);
    const text = scripts[prompt.id]!;
    return [...spanishSlips(text, request), ...englishWords(text, request)].map((slip) => `${prompt.id}: ${slip}`);
  });
}

const otherLabel = (o: MenuOption) => o.otherLabel!;

describe.each(TONE_VALUES)('a two-language phone menu in Spanish, %s', (tone: Tone) => {
  const settings = menu({ tone });
  const scripts = composeMenuScripts(settings);

  it('has every prompt again in Spanish after the offer, all but an unknown information message worded', () => {
    expect(Object.keys(scripts)).toEqual([
      ...DENTAL_MENU_PROMPT_KEYS,
      'language_offer',
      ...DENTAL_MENU_PROMPT_KEYS.map((key) => `${key}_es`),
    ]);
    expect(scripts.language_offer).toBe('Para español, oprima el nueve.');
    for (const [id, text] of Object.entries(scripts))
      if (!id.startsWith('info_4')) expect(text.trim(), id).not.toBe('');
    expect(scripts.info_4_es).toBe('');
  });

  it('passes the Spanish checks on every prompt: no English but the owner’s, no calque, usted, the keypad in order', () => {
    expect(slipsOf(settings, scripts, otherLabel)).toEqual([]);
  });

  it('reads the main menu in key order with the Spanish keypad and each option’s Spanish label', () => {
    expect(paragraphs(scripts.menu_es!)).toEqual([
      'Para citas, oprima el uno.',
      'Para dejar un mensaje a facturación, oprima el dos.',
      'Para nuestro horario, oprima el tres.',
      'Para nuestra dirección, oprima el cuatro.',
      'Si es paciente nuevo, oprima el cinco.',
      'Para comunicarse con la operadora, oprima el cero.',
      'Para consultas de Invisalign, oprima la tecla numeral.',
      'Para escuchar estas opciones de nuevo, permanezca en la línea.',
    ]);
  });

  it('opens a sub-menu by naming the choice in Spanish, says voicemail as leaving a message, and ends with its repeat key', () => {
    const [opening, ...options] = paragraphs(scripts.menu_1_es!);
    expect(opening).toMatch(/\b[Ee]ligió citas\.$/);
    expect(options).toEqual([
      'Para programar una cita nueva, oprima el uno.',
      'Para cancelar o cambiar una cita, oprima el dos y deje un mensaje.',
      'Para dejar un mensaje al consultorio del Dr. Lee, oprima el tres.',
      'Para escuchar estas opciones de nuevo, oprima la tecla asterisco.',
    ]);
    // A clause of the owner's names no choice; a label that is only voicemail is leaving a message.
    expect(paragraphs(scripts.menu_5_es!)).toEqual([
      'Para dejar un mensaje, oprima el uno.',
      'Para escuchar estas opciones de nuevo, permanezca en la línea.',
    ]);
  });

  it('reads the hours the Spanish way, where a caller asked for them and when closed', () => {
    const hours =
      'de lunes a viernes, de 8 y media de la mañana a 5 de la tarde, y los sábados, de 9 de la mañana al mediodía.';
    expect(scripts.info_3_es).toMatch(new RegExp(`^(?:Atendemos|Abrimos) ${hours.replace(/[.,]/g, '\\$&')}$`));
    expect(scripts.after_hours_es).toContain(hours.slice(0, -1));
    expect(speechTextIn('es', scripts.info_3_es!)).toContain(
      'de lunes a viernes, de ocho y media de la mañana a cinco de la tarde, y los sábados, de nueve de la mañana al mediodía.',
    );
    // The only numbers are the owner's hours, in the prompts that read them; no number to dial is read.
    for (const prompt of spanishIds(settings)) {
      const numbers = scripts[prompt.id]!.match(/\d+/g) ?? [];
      expect(numbers, prompt.id).toEqual(['info_3_es', 'after_hours_es'].includes(prompt.id) ? ['8', '5', '9'] : []);
    }
    const noHours = composeMenuScripts(menu({ tone, hours: [] }));
    expect(noHours.after_hours_es).toMatch(/\b(?:llámenos|vuelva a llamarnos)\b/i);
    expect(noHours.after_hours_es).not.toMatch(/\d|lunes|sábado/);
    expect(noHours.info_3_es).toBe('');
  });

  it('names a US holiday by its Spanish name, another closure in the owner’s words, and none when closures differ', () => {
    expect(scripts.holiday_es).toMatch(/^Hoy estamos cerrados por el Día de Acción de Gracias\. /);
    const training = composeMenuScripts(
      menu({ tone, closures: [{ from: '2026-12-01', to: '2026-12-01', name: 'Capacitación del personal' }] }),
    );
    expect(training.holiday_es).toMatch(/^Hoy estamos cerrados por capacitación del personal\. /);
    const christmas = composeMenuScripts(
      menu({ tone, closures: [{ from: '2026-12-25', to: '2026-12-25', name: 'Christmas Day' }] }),
    );
    expect(christmas.holiday_es).toMatch(/^Hoy estamos cerrados por Navidad\. /);
    const two = composeMenuScripts(
      menu({
        tone,
        closures: [
          { from: '2026-11-26', to: '2026-11-26', name: 'Thanksgiving' },
          { from: '2026-12-25', to: '2026-12-25', name: 'Christmas Day' },
        ],
      }),
    );
    expect(two.holiday_es).toMatch(/^Hoy estamos cerrados\. /);
  });

  it('greets in one sentence naming the business, and asks for a message after the tone in the voicemail', () => {
    expect(scripts.greeting_es).toContain('Bright Smile Dental');
    expect(scripts.greeting_es).not.toMatch(/[.!?]\s/);
    expect(scripts.voicemail_es).toContain('Bright Smile Dental');
    expect(scripts.voicemail_es).toMatch(/\bdespués del tono\b/);
  });

  it('keeps every prompt short enough for its job, Spanish taking a few more words than English', () => {
    const most: Record<string, number> = {
      greeting_es: 14,
      invalid_es: 14,
      no_input_es: 14,
      transfer_es: 14,
      info_3_es: 30,
      after_hours_es: 50,
      holiday_es: 30,
      voicemail_es: 30,
    };
    for (const [id, words] of Object.entries(most))
      expect(countWords(scripts[id]!), `${id}: ${scripts[id]}`).toBeLessThanOrEqual(words);
  });

  it('gives the same words every time, and a changed Spanish label changes only the Spanish prompts that say it', () => {
    expect(composeMenuScripts(menu({ tone }))).toEqual(scripts);
    const relabelled = menu({ tone });
    relabelled.main.options.find((o) => o.key === '2')!.otherLabel = 'cuentas';
    const changed = composeMenuScripts(relabelled);
    expect(Object.keys(scripts).filter((id) => changed[id] !== scripts[id])).toEqual(['menu_es']);
  });
});

describe.each(TONE_VALUES)('a Spanish-only phone menu, %s', (tone: Tone) => {
  const settings = menu({
    tone,
    language: 'es',
    otherLanguage: null,
    voiceId: 'es-US-mateo',
    main: { options: spanishFirst(DENTAL_MENU_OPTIONS) },
  });
  const scripts = composeMenuScripts(settings);
  const label = (o: MenuOption) => o.label;

  it('writes every prompt in Spanish under its own key, by the options’ own labels', () => {
    expect(Object.keys(scripts)).toEqual(DENTAL_MENU_PROMPT_KEYS);
    expect(menuPrompts(settings).every((p) => p.language === 'es')).toBe(true);
    expect(slipsOf(settings, scripts, label)).toEqual([]);
    expect(paragraphs(scripts.menu!)[0]).toMatch(/^Para citas, (?:oprima|marque) el uno\.$/);
    expect(scripts.info_3).toMatch(/de lunes a viernes/);
  });

  it('uses one keypad verb in every prompt of the menu', () => {
    const verbs = new Set(Object.values(scripts).flatMap((text) => text.match(/\b(?:oprima|marque)\b/g) ?? []));
    expect(verbs.size).toBe(1);
  });

  it('offers English on a key, said in English, and says every English prompt by the English labels', () => {
    const offering = menu({
      tone,
      language: 'es',
      voiceId: 'es-US-mateo',
      otherLanguage: { key: '9', voiceId: 'en-US-ken', prompts: {} },
      main: { options: spanishFirst(DENTAL_MENU_OPTIONS) },
    });
    const both = composeMenuScripts(offering);
    expect(both.language_offer).toBe('For English, press 9.');
    expect(both.menu).toBe(scripts.menu);
    expect(paragraphs(both.menu_en!)[0]).toBe('For appointments, press one.');
    expect(both.info_3_en).toMatch(/Monday to Friday, 8:30 AM to 5 PM/);
    expect(both.holiday_en).toMatch(/\bclosed today for Thanksgiving\./);
  });
});

import { describe, expect, it } from 'vitest';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import type { PhoneMenuSettings } from '#common/schemas/phone-menus.js';
import {
  newMenuSettings,
  optionErrorPath,
  optionsFromAttendants,
  settingsErrors,
  settingsToSave,
  withPromptEnabled,
  withPromptText,
} from './menu-draft';
import { withOtherLanguage } from './menu-language';

const start = {
  companyName: 'Bright Smile Dental',
  tone: 'warm',
  timeZone: 'America/Chicago',
  voiceId: 'en-US-natalie',
} as const;
const words = messages.phoneMenus;

function filled(): PhoneMenuSettings {
  const menu = newMenuSettings(start);
  menu.main.options[0] = { key: '1', label: 'appointments', action: { kind: 'dial', number: '+15551230001' } };
  return menu;
}

describe('a new menu', () => {
  it('starts from the business profile, its prompts named after the business', () => {
    const menu = newMenuSettings(start);
    expect(menu).toMatchObject({
      name: 'Bright Smile Dental',
      companyName: 'Bright Smile Dental',
      tone: 'warm',
      timeZone: 'America/Chicago',
      voiceId: 'en-US-natalie',
      promptPrefix: 'bright_smile_dental',
      closures: [],
      prompts: {},
    });
    expect(menu.hours).toEqual([{ days: [1, 2, 3, 4, 5], open: '09:00', close: '17:00' }]);
  });

  it('asks for the label and number of its first option in the contract’s words', () => {
    expect(settingsErrors(newMenuSettings(start))).toEqual({
      'main.options.0.label': words.labelRequired,
      'main.options.0.action.number': words.numberInvalid,
    });
    expect(settingsErrors(filled())).toEqual({});
  });
});

describe('an auto-attendant message made a menu', () => {
  it('takes each digit’s words as an option, in the order a menu reads keys', () => {
    const options = optionsFromAttendants({
      '0': 'the operator',
      '1': 'Sales',
      '2': 'to leave a voicemail',
      '3': '  ',
      '9': 'hear these options again',
      '4': 'our hours and directions',
    });
    expect(options).toEqual([
      { key: '1', label: 'Sales', action: { kind: 'dial', number: '' } },
      { key: '2', label: 'to leave a voicemail', action: { kind: 'voicemail' } },
      { key: '4', label: 'our hours and directions', action: { kind: 'info' } },
      { key: '9', label: 'hear these options again', action: { kind: 'repeat' } },
      { key: '0', label: 'the operator', action: { kind: 'dial', number: '' } },
    ]);
    expect(newMenuSettings(start, options).main.options).toBe(options);
  });

  it('keeps nine options at most', () => {
    const all = Object.fromEntries(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'].map((d) => [d, `option ${d}`]));
    expect(optionsFromAttendants(all).map((o) => o.key)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });
});

describe('prompt settings', () => {
  it('sends only settings that say something, for prompts the menu still has', () => {
    let menu = filled();
    menu = withPromptEnabled(menu, 'holiday', false);
    menu = withPromptText(menu, 'greeting', 'Hello from Bright Smile.');
    menu = withPromptText(menu, 'info_4', 'Left behind by a removed option.');
    menu = withPromptEnabled(withPromptEnabled(menu, 'transfer', false), 'transfer', true);
    expect(settingsToSave(menu).prompts).toEqual({
      holiday: { enabled: false },
      greeting: { enabled: true, text: 'Hello from Bright Smile.' },
    });
  });

  it('keeps a turned-off prompt’s words for when it is on again, and goes back to the composer’s', () => {
    let menu = withPromptText(filled(), 'greeting', 'Hello.');
    menu = withPromptEnabled(menu, 'greeting', false);
    expect(menu.prompts.greeting).toEqual({ enabled: false, text: 'Hello.' });
    expect(withPromptText(menu, 'greeting', undefined).prompts.greeting).toEqual({ enabled: false, text: undefined });
  });

  it('refuses blank words the owner wrote, in the contract’s words', () => {
    expect(settingsErrors(withPromptText(filled(), 'greeting', '   '))).toEqual({
      'prompts.greeting.text': words.promptTextRequired,
    });
  });
});

describe('field paths', () => {
  it('names an option of a sub-menu as the contract’s issues do', () => {
    expect(optionErrorPath([0])).toBe('main.options.0');
    expect(optionErrorPath([1, 0])).toBe('main.options.1.action.menu.options.0');
    const menu = filled();
    menu.main.options[1] = {
      key: '2',
      label: 'billing',
      action: {
        kind: 'submenu',
        menu: { options: [{ key: '1', label: 'invoices', action: { kind: 'dial', number: '555' } }] },
      },
    };
    expect(settingsErrors(menu)).toEqual({ [`${optionErrorPath([1, 0])}.action.number`]: words.numberInvalid });
  });
});

describe('a menu in two languages', () => {
  it('starts from the profile’s language and bilingual answer, in a voice of that language', () => {
    expect(newMenuSettings({ ...start, language: 'es' })).toMatchObject({
      language: 'es',
      voiceId: 'es-US-lucia',
      otherLanguage: null,
    });
    expect(newMenuSettings({ ...start, bilingual: true }).otherLanguage).toEqual({
      key: '9',
      voiceId: 'es-US-lucia',
      prompts: {},
    });
    // A bilingual auto-attendant's key is kept when the menu leaves it free.
    expect(newMenuSettings({ ...start, bilingual: true, languageKey: '2' }).otherLanguage?.key).toBe('9');
    expect(newMenuSettings({ ...start, bilingual: true, languageKey: '8' }).otherLanguage?.key).toBe('8');
  });

  it('asks for every option’s label in the other language, and for a free key, in the contract’s words', () => {
    const menu = withOtherLanguage(filled(), true);
    const language = { language: 'Spanish' };
    expect(settingsErrors(menu)).toEqual({
      'main.options.0.otherLabel': formatMessage(words.otherLabelRequired, language),
      'main.options.1.otherLabel': formatMessage(words.otherLabelRequired, language),
    });
    menu.main.options[0]!.otherLabel = 'citas';
    menu.main.options[1]!.otherLabel = 'dejar un mensaje';
    expect(settingsErrors(menu)).toEqual({});
    menu.otherLanguage = { ...menu.otherLanguage!, key: '2' };
    expect(settingsErrors(menu)).toEqual({
      'otherLanguage.key': formatMessage(words.offerKeyTaken, { ...language, key: '2' }),
    });
  });

  it('keeps each language’s words apart, and turns a prompt off in both', () => {
    let menu = withOtherLanguage(filled(), true);
    menu = withPromptText(menu, 'greeting', 'Hello.');
    menu = withPromptText(menu, 'greeting', 'Hola.', 'es');
    menu = withPromptText(menu, 'language_offer', 'Para español, marque el nueve.', 'es');
    menu = withPromptEnabled(menu, 'holiday', false);
    expect(menu.prompts).toEqual({ greeting: { enabled: true, text: 'Hello.' }, holiday: { enabled: false } });
    expect(menu.otherLanguage!.prompts).toEqual({
      greeting: { enabled: true, text: 'Hola.' },
      language_offer: { enabled: true, text: 'Para español, marque el nueve.' },
      holiday: { enabled: false },
    });
    // In English, the language of the menu itself, the words are the menu's own.
    expect(withPromptText(menu, 'menu', 'Press 1.', 'en').prompts.menu).toEqual({ enabled: true, text: 'Press 1.' });
  });

  it('sends each language’s settings for its own prompts only, and no other labels for one language', () => {
    let menu = withOtherLanguage(filled(), true);
    menu.main.options[0]!.otherLabel = 'citas';
    menu = withPromptText(menu, 'greeting', 'Hola.', 'es');
    menu = withPromptText(menu, 'info_4', 'Left behind.', 'es');
    menu = withPromptText(menu, 'language_offer', 'Para español, oprima el nueve.', 'es');
    // The offer is said in the other language only: an English setting for it is not sent.
    menu = withPromptText(menu, 'language_offer', 'For Spanish, press 9.', 'en');
    const sent = settingsToSave(menu);
    expect(sent.otherLanguage!.prompts).toEqual({
      greeting: { enabled: true, text: 'Hola.' },
      language_offer: { enabled: true, text: 'Para español, oprima el nueve.' },
    });
    expect(sent.prompts).toEqual({});
    expect(sent.main.options[0]!.otherLabel).toBe('citas');
    const single = settingsToSave(withOtherLanguage(menu, false));
    expect(single.otherLanguage).toBeNull();
    expect(single.main.options[0]).not.toHaveProperty('otherLabel');
  });
});

import { describe, expect, it } from 'vitest';
import type { PhoneMenuSettings } from '#common/schemas/phone-menus.js';
import { newMenuSettings, withPromptText } from './menu-draft';
import { defaultOfferKey, offerKeys, voiceIn, withLanguage, withOtherLanguage } from './menu-language';

const start = { companyName: 'Clínica Sol', tone: 'warm', timeZone: 'America/Phoenix', voiceId: 'en-US-ken' } as const;

function english(): PhoneMenuSettings {
  const menu = newMenuSettings(start);
  menu.main.options = [
    { key: '1', label: 'appointments', otherLabel: 'citas', action: { kind: 'dial', number: '+15551230001' } },
    {
      key: '2',
      label: 'billing',
      otherLabel: 'facturación',
      action: { kind: 'submenu', menu: { options: [{ key: '1', label: 'insurance', action: { kind: 'voicemail' } }] } },
    },
  ];
  return menu;
}

describe('a voice in the menu’s language', () => {
  it('is kept when it speaks it, else that language’s voice of the same gender', () => {
    expect(voiceIn('en', 'en-GB-hugo')).toBe('en-GB-hugo');
    expect(voiceIn('es', 'en-GB-hugo')).toBe('es-US-mateo');
    expect(voiceIn('es', 'en-US-claire')).toBe('es-US-lucia');
    expect(voiceIn('en', 'es-US-mateo')).toBe('en-US-ken');
    expect(voiceIn('en', 'es-US-lucia')).toBe('en-US-natalie');
  });
});

describe('the key that offers the other language', () => {
  it('is one the main menu leaves free: 9 when it can be, else the first free', () => {
    const menu = english();
    expect(offerKeys(menu.main)).toEqual(['3', '4', '5', '6', '7', '8', '9', '0', '*', '#']);
    expect(defaultOfferKey(menu.main)).toBe('9');
    expect(defaultOfferKey(menu.main, '2')).toBe('9');
    expect(defaultOfferKey(menu.main, '0')).toBe('0');
    menu.main.options.push({ key: '9', label: 'the operator', action: { kind: 'dial', number: '+15551230009' } });
    expect(defaultOfferKey(menu.main)).toBe('3');
  });
});

describe('also in the other language', () => {
  it('turns on with the offer on 9 and the other language’s voice of the same gender, and off again', () => {
    const on = withOtherLanguage(english(), true);
    expect(on.otherLanguage).toEqual({ key: '9', voiceId: 'es-US-mateo', prompts: {} });
    expect(withOtherLanguage(on, true)).toBe(on);
    expect(withOtherLanguage(on, false).otherLanguage).toBeNull();
    // The labels typed in Spanish stay in the draft for a change of mind.
    expect(withOtherLanguage(on, false).main.options[0]!.otherLabel).toBe('citas');
  });

  it('is English for a Spanish menu', () => {
    const menu = withOtherLanguage(withLanguage(newMenuSettings(start), 'es'), true);
    expect(menu.voiceId).toBe('es-US-mateo');
    expect(menu.otherLanguage).toEqual({ key: '9', voiceId: 'en-US-ken', prompts: {} });
  });
});

describe('changing the menu’s language', () => {
  it('takes a voice of the new language for a menu in one language, its words kept', () => {
    const menu = withPromptText(english(), 'greeting', 'Welcome.');
    const spanish = withLanguage(menu, 'es');
    expect(spanish).toMatchObject({ language: 'es', voiceId: 'es-US-mateo', otherLanguage: null });
    expect(spanish.prompts).toEqual(menu.prompts);
    expect(withLanguage(menu, 'en')).toBe(menu);
  });

  it('swaps a two-language menu’s languages whole: labels, the owner’s words and voices', () => {
    let menu = withOtherLanguage({ ...english(), voiceId: 'en-US-claire' }, true, '0');
    menu = { ...menu, otherLanguage: { ...menu.otherLanguage!, voiceId: 'es-US-mateo' } };
    menu = withPromptText(menu, 'greeting', 'Welcome.');
    menu = withPromptText(menu, 'greeting', 'Bienvenidos.', 'es');
    const swapped = withLanguage(menu, 'es');
    expect(swapped.language).toBe('es');
    expect(swapped.voiceId).toBe('es-US-mateo');
    expect(swapped.otherLanguage).toEqual({
      key: '0',
      voiceId: 'en-US-claire',
      prompts: { greeting: { enabled: true, text: 'Welcome.' } },
    });
    expect(swapped.prompts).toEqual({ greeting: { enabled: true, text: 'Bienvenidos.' } });
    expect(swapped.main.options.map((o) => [o.label, o.otherLabel])).toEqual([
      ['citas', 'appointments'],
      ['facturación', 'billing'],
    ]);
    // A label never written in the other language comes back empty, for the editor to ask for it.
    const sub = swapped.main.options[1]!.action;
    expect(sub.kind === 'submenu' && sub.menu.options[0]).toMatchObject({ label: '', otherLabel: 'insurance' });
    // And back: the same menu as before.
    expect(withLanguage(swapped, 'en')).toEqual(menu);
  });
});

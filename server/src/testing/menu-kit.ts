import { inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  phoneMenuReply,
  type MenuOption,
  type PhoneMenuReply,
  type PhoneMenuSettings,
} from '#common/schemas/phone-menus.js';
import { audioFiles } from '../db/schema.js';
import { api, type TestUser } from './api-kit.js';
import type { TestApp } from './test-app.js';

/** The API tests' phone menus (issue 38): settings as the menu's page sends them, and a menu made through the route. */

/**
 * Bright Smile Dental's menu: a greeting, four options (one a sub-menu of two) and the standard
 * prompts. The information options carry the owner's words, as the composer writes none it would
 * have to invent.
 */
export const dentalOptions = (): MenuOption[] => [
  {
    key: '1',
    label: 'appointments',
    action: {
      kind: 'submenu',
      menu: {
        options: [
          { key: '1', label: 'new patients', action: { kind: 'dial', number: '+15551230001' } },
          { key: '2', label: 'directions', action: { kind: 'info' } },
        ],
      },
    },
  },
  { key: '2', label: 'billing', action: { kind: 'dial', number: '+15551230002' } },
  { key: '3', label: 'opening hours', action: { kind: 'info' } },
  { key: '0', label: 'leave a message', action: { kind: 'voicemail' } },
];

export const menuSettings = (more: Partial<PhoneMenuSettings> = {}): PhoneMenuSettings => ({
  name: 'Main line',
  companyName: 'Bright Smile Dental',
  tone: 'professional',
  promptPrefix: 'bright_smile',
  language: 'en',
  otherLanguage: null,
  voiceId: 'en-US-ken',
  main: { options: dentalOptions() },
  hours: [],
  closures: [],
  timeZone: 'America/New_York',
  prompts: {
    info_1_2: { enabled: true, text: 'We are at 12 Main Street, next to the library.' },
    info_3: { enabled: true, text: 'We are open from eight until six, Monday to Friday.' },
  },
  ...more,
});

/** The dental options with each label in Spanish too (`otherLabel`), as a two-language menu needs them (record 146). */
export const bilingualDentalOptions = (): MenuOption[] => {
  const spanish: Record<string, string> = {
    appointments: 'citas',
    'new patients': 'pacientes nuevos',
    directions: 'nuestra ubicación',
    billing: 'facturación',
    'opening hours': 'nuestro horario',
    'leave a message': 'dejar un mensaje',
  };
  const withOther = (options: MenuOption[]): MenuOption[] =>
    options.map((o) => ({
      ...o,
      otherLabel: spanish[o.label] ?? o.label,
      action:
        o.action.kind === 'submenu'
          ? { kind: 'submenu', menu: { options: withOther(o.action.menu.options) } }
          : o.action,
    }));
  return withOther(dentalOptions());
};

/**
 * Bright Smile Dental's menu made whole in Spanish too (issue 39, record 146): English in
 * en-US-ken, and after the greeting "Para español, oprima el nueve." in es-US-lucia, who says every
 * later prompt in Spanish. The information options carry the owner's Spanish words as well.
 */
export const bilingualMenuSettings = (more: Partial<PhoneMenuSettings> = {}): PhoneMenuSettings =>
  menuSettings({
    main: { options: bilingualDentalOptions() },
    otherLanguage: {
      key: '9',
      voiceId: 'es-US-lucia',
      prompts: {
        info_1_2: { enabled: true, text: 'Estamos en el 12 de Main Street, junto a la biblioteca.' },
        info_3: { enabled: true, text: 'Abrimos de lunes a viernes, de ocho de la mañana a seis de la tarde.' },
      },
    },
    ...more,
  });

export async function createMenu(t: TestApp, user: TestUser, settings: PhoneMenuSettings): Promise<PhoneMenuReply> {
  const res = await api(t, 'POST', '/api/phone-menus', user.cookie, settings);
  expect(res.json()).toMatchObject({ success: true });
  return phoneMenuReply.parse(res.json<{ menu: unknown }>().menu);
}

/** The audio rows of a made menu's prompts: who said each one, and how it is kept. */
export function promptAudioRows(t: TestApp, menu: PhoneMenuReply) {
  const ids = menu.prompts.flatMap((p) => (p.audio ? [p.audio.audioId] : []));
  return t.deps.database.db.select().from(audioFiles).where(inArray(audioFiles.id, ids));
}

/** A call-flow sheet as its reader copies it: without the `<wbr>` its names may break at (record 154). */
export const sheetText = (sheet: string): string => sheet.replaceAll('<wbr>', '');

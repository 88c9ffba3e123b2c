import type { MenuOption } from '#common/schemas/phone-menus.js';

/**
 * Bright Smile Dental's phone menu as the composer's tests type it (records 139 and 146): each
 * label with its Spanish one (`otherLabel`), typed out of key order as an owner adds options (the
 * menu reads them 1 to 9, 0, star, pound), two sub-menus, two information options and a repeat.
 */
export const DENTAL_MENU_OPTIONS: MenuOption[] = [
  {
    key: '#',
    label: 'Invisalign consultations',
    otherLabel: 'consultas de Invisalign',
    action: { kind: 'dial', number: '+15555550102' },
  },
  { key: '0', label: 'operator', otherLabel: 'la operadora', action: { kind: 'dial', number: '+15555550100' } },
  {
    key: '1',
    label: 'Appointments',
    otherLabel: 'Citas',
    action: {
      kind: 'submenu',
      menu: {
        options: [
          { key: '*', label: 'Repeat these options', otherLabel: 'Repetir estas opciones', action: { kind: 'repeat' } },
          {
            key: '1',
            label: 'Book a new appointment',
            otherLabel: 'Programar una cita nueva',
            action: { kind: 'dial', number: '+15555550101' },
          },
          {
            key: '2',
            label: 'Cancel or reschedule',
            otherLabel: 'Cancelar o cambiar una cita',
            action: { kind: 'voicemail' },
          },
          {
            key: '3',
            label: "Dr. Lee's office",
            otherLabel: 'el consultorio del Dr. Lee',
            action: { kind: 'voicemail' },
          },
        ],
      },
    },
  },
  { key: '2', label: 'Billing', otherLabel: 'Facturación', action: { kind: 'voicemail' } },
  { key: '3', label: 'Our opening hours', otherLabel: 'nuestro horario', action: { kind: 'info' } },
  { key: '4', label: 'Directions', otherLabel: 'nuestra dirección', action: { kind: 'info' } },
  {
    key: '5',
    label: 'If you are a new patient',
    otherLabel: 'Si es paciente nuevo',
    action: {
      kind: 'submenu',
      menu: { options: [{ key: '1', label: 'Voicemail', otherLabel: 'Buzón de voz', action: { kind: 'voicemail' } }] },
    },
  },
];

/** The options as the owner of a menu in one language types them: without the Spanish labels. */
export function withoutOtherLabels(options: readonly MenuOption[]): MenuOption[] {
  return options.map(({ otherLabel: _, ...o }) => ({
    ...o,
    action:
      o.action.kind === 'submenu'
        ? { kind: 'submenu', menu: { options: withoutOtherLabels(o.action.menu.options) } }
        : o.action,
  }));
}

/** That menu's prompt keys in one language, in the order the menu lists them. */
export const DENTAL_MENU_PROMPT_KEYS = [
  'greeting',
  'menu',
  'menu_1',
  'info_3',
  'info_4',
  'menu_5',
  'invalid',
  'no_input',
  'transfer',
  'after_hours',
  'holiday',
  'voicemail',
];

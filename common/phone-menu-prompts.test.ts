import { describe, expect, it } from 'vitest';
import { menuPrompts } from './phone-menu-prompts.js';
import { phoneMenuSettings } from './schemas/phone-menus.js';

const menu = (main: unknown) =>
  phoneMenuSettings.parse({
    name: 'Main line',
    companyName: 'Bright Smile',
    promptPrefix: 'bright_smile',
    voiceId: 'en-US-natalie',
    main,
    hours: [],
    closures: [],
    timeZone: 'America/New_York',
  });

describe('phone menu prompts (issue 38)', () => {
  it('names each prompt by the keys that reach it, so adding or relabelling an option renames no other', () => {
    const before = menuPrompts(
      menu({
        options: [
          {
            key: '1',
            label: 'appointments',
            action: {
              kind: 'submenu',
              menu: { options: [{ key: '1', label: 'new patients', action: { kind: 'info' } }] },
            },
          },
          { key: '#', label: 'our hours', action: { kind: 'info' } },
        ],
      }),
    );
    expect(before.map((p) => p.name)).toEqual([
      'bright_smile_greeting',
      'bright_smile_menu',
      'bright_smile_menu_1',
      'bright_smile_info_1_1',
      'bright_smile_info_hash',
      'bright_smile_invalid',
      'bright_smile_no_input',
      'bright_smile_transfer',
      'bright_smile_after_hours',
      'bright_smile_holiday',
      'bright_smile_voicemail',
    ]);
    expect(before.find((p) => p.key === 'info_1_1')!.description).toBe('After pressing 1, then 1: about new patients');
  });

  it('refuses a fourth level, a key used twice and a number not in international form', () => {
    const leaf = { key: '1', label: 'x', action: { kind: 'repeat' } };
    const nest = (options: unknown[]) => ({
      options: [{ key: '1', label: 'more', action: { kind: 'submenu', menu: { options } } }],
    });
    expect(() => menu(nest([{ key: '1', label: 'more', action: { kind: 'submenu', menu: nest([leaf]) } }]))).toThrow(
      /three levels/,
    );
    expect(() => menu(nest([leaf]))).not.toThrow();
    expect(() => menu({ options: [leaf, leaf] })).toThrow(/once in a menu/);
    expect(() =>
      menu({ options: [{ key: '0', label: 'the operator', action: { kind: 'dial', number: '555-1234' } }] }),
    ).toThrow(/international form/);
  });
});

import { describe, expect, it } from 'vitest';
import { depthOf, type MenuLevel } from '#common/schemas/phone-menus.js';
import {
  actionOf,
  addOption,
  canAddOption,
  canHaveSubmenus,
  changeOption,
  freeKeys,
  moveOption,
  removeOption,
} from './menu-tree';

const main: MenuLevel = {
  options: [
    { key: '1', label: 'sales', action: { kind: 'dial', number: '+15551230001' } },
    {
      key: '2',
      label: 'support',
      action: {
        kind: 'submenu',
        menu: { options: [{ key: '1', label: 'billing', action: { kind: 'info' } }] },
      },
    },
    { key: '0', label: 'the operator', action: { kind: 'voicemail' } },
  ],
};

describe('the menu tree', () => {
  it('changes one option of a level and leaves the others and the level given as they were', () => {
    const changed = changeOption(main, '2', { label: 'technical support' });
    expect(changed.options[1]!.label).toBe('technical support');
    expect(changed.options[0]).toBe(main.options[0]);
    expect(main.options[1]!.label).toBe('support');
  });

  it('adds an option on the first key the level does not use, empty for the owner to fill', () => {
    expect(freeKeys(main).slice(0, 3)).toEqual(['3', '4', '5']);
    expect(addOption(main).options.at(-1)).toEqual({ key: '3', label: '', action: { kind: 'dial', number: '' } });
  });

  it('adds no tenth option', () => {
    let level: MenuLevel = { options: [] };
    for (let i = 0; i < 12; i++) level = addOption(level);
    expect(level.options).toHaveLength(9);
    expect(canAddOption(level)).toBe(false);
    expect(level.options.map((o) => o.key)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('removes and reorders options, each keeping its key', () => {
    expect(removeOption(main, '2').options.map((o) => o.key)).toEqual(['1', '0']);
    expect(moveOption(main, '0', -1).options.map((o) => o.key)).toEqual(['1', '0', '2']);
    expect(moveOption(main, '1', -1)).toBe(main);
    expect(moveOption(main, '0', 1)).toBe(main);
  });

  it('refuses a key another option of the level already has', () => {
    expect(changeOption(main, '1', { key: '2' })).toBe(main);
    expect(changeOption(main, '1', { key: '5', label: 'new sales' }).options[0]).toEqual({
      key: '5',
      label: 'new sales',
      action: { kind: 'dial', number: '+15551230001' },
    });
  });

  it('starts a new sub-menu with one option, and keeps what an unchanged kind holds', () => {
    const dial = main.options[0]!.action;
    expect(actionOf('dial', dial)).toBe(dial);
    expect(actionOf('submenu', dial)).toEqual({
      kind: 'submenu',
      menu: { options: [{ key: '1', label: '', action: { kind: 'dial', number: '' } }] },
    });
    expect(actionOf('repeat', dial)).toEqual({ kind: 'repeat' });
    expect(actionOf('dial', { kind: 'voicemail' })).toEqual({ kind: 'dial', number: '' });
  });

  it('offers sub-menus only while the tree stays within three levels', () => {
    expect([1, 2, 3].map(canHaveSubmenus)).toEqual([true, true, false]);
    const support = main.options[1]!.action;
    if (support.kind !== 'submenu') throw new Error('option 2 opens a sub-menu');
    const billing = changeOption(support.menu, '1', { action: actionOf('submenu', support.menu.options[0]!.action) });
    const deeper = changeOption(main, '2', { action: { kind: 'submenu', menu: billing } });
    expect(depthOf(deeper)).toBe(3);
  });
});

import { describe, expect, it } from 'vitest';
import { MESSAGE_TYPES } from '#common/constants.js';
import { GUIDE_USES, guideUseFor } from './guide-uses';
import { PHONE_SYSTEMS } from './phone-systems';

describe('the Guide’s uses', () => {
  it('puts every message type under exactly one use', () => {
    for (const type of MESSAGE_TYPES) {
      expect(GUIDE_USES.filter((use) => use.messageTypes.includes(type)).map((u) => u.id)).toHaveLength(1);
    }
    expect(guideUseFor('voicemail').id).toBe('voicemail');
    expect(guideUseFor('holiday').id).toBe('after-hours');
    expect(guideUseFor('intro-greeting').id).toBe('attendant');
    expect(guideUseFor(null).id).toBe('hold');
    expect(guideUseFor('no-such-type').id).toBe('hold');
  });

  it('gives every phone system at least three steps for every use', () => {
    for (const use of GUIDE_USES) {
      for (const system of PHONE_SYSTEMS)
        expect(use.steps[system.id].length, `${use.id} ${system.id}`).toBeGreaterThan(2);
    }
  });
});

describe('the Guide’s auto-attendant steps', () => {
  it('say on every phone system to play the menu again when the caller presses nothing (records 134, 139)', () => {
    const attendant = GUIDE_USES.find((use) => use.id === 'attendant')!;
    const saysIt = (step: string) =>
      /no key is pressed|on no input|without pressing a key/.test(step) &&
      /play(?:s)? the menu again|menu (?:should )?plays? again|repeat the menu/.test(step);
    for (const system of PHONE_SYSTEMS) expect(attendant.steps[system.id].some(saysIt), system.id).toBe(true);
  });
});

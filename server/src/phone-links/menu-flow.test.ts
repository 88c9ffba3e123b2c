import { describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { phoneMenuSettings, type PhoneMenuSettings } from '#common/schemas/phone-menus.js';
import { answerCall, answerKey, type MenuFlow } from './menu-flow.js';
import { menuStateQuery, readMenuState } from './menu-state.js';

/** The flow's choices where the live walk (live-menu.api.test.ts) has no menu to show them. */
const settings = (more: Partial<PhoneMenuSettings> = {}): PhoneMenuSettings =>
  phoneMenuSettings.parse({
    name: 'Front desk',
    companyName: 'Bright Smile Dental',
    promptPrefix: 'smile',
    voiceId: 'en-US-natalie',
    main: { options: [{ key: '1', label: 'appointments', action: { kind: 'dial', number: '+15551230001' } }] },
    hours: [],
    closures: [],
    timeZone: 'UTC',
    ...more,
  });

const flowOf = (menu: PhoneMenuSettings, off: string[] = []): MenuFlow => ({
  settings: menu,
  promptUrl: (key) => (off.includes(key) ? null : `https://x.test/p/${key}`),
  menuUrl: (state) => `https://x.test/menu${menuStateQuery(state)}`,
  voicemailUrl: 'https://x.test/voicemail',
});

describe('the live menu flow', () => {
  it('says goodbye and hangs up after the last retry when the menu has no voicemail option', () => {
    const answer = answerKey(flowOf(settings()), { path: [], tries: 3 }, '5');
    expect(answer).toEqual([{ verb: 'Say', body: messages.phoneMenus.callGoodbye }, { verb: 'Hangup' }]);
  });

  it('skips a prompt that is turned off', () => {
    const [gather] = answerCall(flowOf(settings(), ['greeting']), 'open');
    expect(gather).toMatchObject({ verb: 'Gather', body: [{ verb: 'Play', body: 'https://x.test/p/menu' }] });
  });

  it('hangs up after the after-hours prompt when the voicemail prompt is off', () => {
    const answer = answerCall(flowOf(settings(), ['voicemail']), 'closed');
    expect(answer.map((v) => v.verb)).toEqual(['Play', 'Say', 'Hangup']);
    expect(answer[0]).toEqual({ verb: 'Play', body: 'https://x.test/p/after_hours' });
  });

  it('carries the path and tries in the action URL, * and # as words, and reads them back strictly', () => {
    const query = menuStateQuery({ path: ['*', '2'], tries: 2 });
    expect(query).toBe('?menu=star-2&try=2');
    expect(readMenuState({ menu: 'star-2', try: '2' })).toEqual({ path: ['*', '2'], tries: 2 });
    for (const bad of [{ menu: '1-2-3' }, { try: '4' }, { menu: '10' }, { menu: ['1'] }, { menu: 'star--2' }])
      expect(readMenuState(bad)).toBeNull();
  });
});

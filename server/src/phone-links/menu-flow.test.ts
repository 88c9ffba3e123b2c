import { describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { phoneMenuSettings, type PhoneMenuSettings } from '#common/schemas/phone-menus.js';
import { answerCall, answerKey, answerVoicemailKept, type MenuFlow } from './menu-flow.js';
import { menuStateQuery, readMenuState } from './menu-state.js';
import type { TwimlVerb } from './twiml.js';

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

  it('refuses a language value that is not a message language, as any bad state', () => {
    expect(menuStateQuery({ path: ['2'], tries: 1, language: 'es' })).toBe('?menu=2&try=1&lang=es');
    expect(readMenuState({ menu: '2', try: '1', lang: 'es' })).toEqual({ path: ['2'], tries: 1, language: 'es' });
    for (const bad of [{ lang: 'fr' }, { lang: 'ES' }, { lang: '' }, { lang: ['es'] }, { lang: 'es&x' }])
      expect(readMenuState(bad)).toBeNull();
  });
});

/** A two-language menu (record 146): English, with Spanish offered on 9. */
const bilingual = () =>
  settings({
    otherLanguage: { key: '9', voiceId: 'es-US-lucia', prompts: {} },
    main: {
      options: [
        { key: '1', label: 'appointments', otherLabel: 'citas', action: { kind: 'dial', number: '+15551230001' } },
        { key: '2', label: 'directions', otherLabel: 'cómo llegar', action: { kind: 'info' } },
        { key: '0', label: 'a message', otherLabel: 'un mensaje', action: { kind: 'voicemail' } },
      ],
    },
  });
/** The prompt addresses the answer plays, in order, those inside `<Gather>` too. */
const played = (verbs: readonly TwimlVerb[]): string[] =>
  verbs.flatMap((v) => (v.verb === 'Play' ? [v.body as string] : Array.isArray(v.body) ? played(v.body) : []));
const p = (id: string) => `https://x.test/p/${id}`;

describe('a two-language live menu', () => {
  const flow = flowOf(bilingual());

  it('reads the greeting, the offer and the main menu; the offer key switches to the other language', () => {
    const [gather] = answerCall(flow, 'open');
    expect(played([gather!])).toEqual([p('greeting'), p('language_offer'), p('menu')]);
    const spanish = answerKey(flow, { path: [], tries: 0 }, '9');
    expect(played(spanish)).toEqual([p('greeting_es'), p('menu_es')]);
    expect(spanish[0]!.attributes!.action).toBe('https://x.test/menu?try=0&lang=es');
  });

  it('plays every later prompt in the chosen language: information, transfer, invalid, no input, voicemail', () => {
    const es = { path: [], tries: 0, language: 'es' as const };
    expect(played(answerKey(flow, es, '2'))).toEqual([p('info_2_es'), p('menu_es')]);
    expect(played(answerKey(flow, es, '1'))).toEqual([p('transfer_es')]);
    expect(played(answerKey(flow, es, '7'))).toEqual([p('invalid_es'), p('menu_es')]);
    expect(played(answerKey(flow, es, undefined))).toEqual([p('no_input_es'), p('menu_es')]);
    // 9 is not an option of the Spanish menu: the offer is only the menu's own language's.
    expect(played(answerKey(flow, es, '9'))).toEqual([p('invalid_es'), p('menu_es')]);
    const record = answerKey(flow, es, '0');
    expect(played(record)).toEqual([p('voicemail_es')]);
    expect(record.find((v) => v.verb === 'Record')!.attributes!.action).toBe('https://x.test/voicemail?lang=es');
    const last = answerKey(flow, { ...es, tries: 3 }, '7');
    expect(played(last)).toEqual([p('voicemail_es')]);
  });

  it('reads the offer again whenever the main menu plays in English, never in a sub-menu or in Spanish', () => {
    expect(played(answerKey(flow, { path: [], tries: 0 }, '7'))).toEqual([
      p('invalid'),
      p('language_offer'),
      p('menu'),
    ]);
    expect(played(answerKey(flow, { path: [], tries: 0, language: 'es' }, undefined))).not.toContain(
      p('language_offer'),
    );
  });

  it('says a closed line’s prompts in both languages, one after the other, then voicemail in both', () => {
    const closed = answerCall(flow, 'closed');
    expect(played(closed)).toEqual([p('after_hours'), p('after_hours_es'), p('voicemail'), p('voicemail_es')]);
    // No language chosen: the thanks after the recording is in both.
    expect(closed.find((v) => v.verb === 'Record')!.attributes!.action).toBe('https://x.test/voicemail');
    expect(played(answerCall(flow, 'holiday')).slice(0, 2)).toEqual([p('holiday'), p('holiday_es')]);
    const noVoicemail = answerCall(flowOf(bilingual(), ['voicemail']), 'closed');
    expect(noVoicemail.slice(2)).toEqual([
      { verb: 'Say', body: messages.phoneMenus.callGoodbye },
      { verb: 'Say', attributes: { language: 'es-US' }, body: messages.phoneMenus.callGoodbyeSpanish },
      { verb: 'Hangup' },
    ]);
  });

  it('answers a language the menu does not speak with its main menu in its own language', () => {
    const oneLanguage = flowOf(settings());
    const answer = answerKey(oneLanguage, { path: [], tries: 0, language: 'es' }, '1');
    expect(played(answer)).toEqual([p('menu')]);
    expect(answer[0]!.attributes!.action).toBe('https://x.test/menu?try=0');
  });

  it('thanks a voicemail in the chosen language, or in both when none was chosen', () => {
    const says = (verbs: readonly TwimlVerb[]) => verbs.filter((v) => v.verb === 'Say').map((v) => v.body);
    expect(says(answerVoicemailKept(bilingual(), 'es'))).toEqual([messages.phoneMenus.voicemailThanksSpanish]);
    expect(says(answerVoicemailKept(bilingual(), undefined))).toEqual([
      messages.phoneMenus.voicemailThanks,
      messages.phoneMenus.voicemailThanksSpanish,
    ]);
    // A one-language menu thanks in its language whatever the address says.
    expect(says(answerVoicemailKept(settings(), 'es'))).toEqual([messages.phoneMenus.voicemailThanks]);
  });
});

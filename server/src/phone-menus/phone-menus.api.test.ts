import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import {
  MENU_PROMPTS_MAX,
  PHONE_MENUS_MAX,
  phoneMenuReply,
  type MenuLevel,
  type PhoneMenuReply,
} from '#common/schemas/phone-menus.js';
import { insertCustomVoice } from '../voice/custom-voices.js';
import { api, signInUser, type TestUser } from '../testing/api-kit.js';
import { createMenu, menuSettings } from '../testing/menu-kit.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/**
 * The phone menu routes (issue 38, record 138) through the real server and database: the owner's
 * create, read, list, change and delete; each prompt with its name, words and no audio before the
 * menu is made; the checks beyond the schema in the contract's words; another user's menu as 404.
 * Making a menu (speech, mastering, all or nothing) is in menu-make.api.test.ts.
 */
let t: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signInUser(t, 'menus-alice@example.com');
  bob = await signInUser(t, 'menus-bob@example.com');
});
afterAll(() => t.close());

async function read(user: TestUser, id: string): Promise<PhoneMenuReply> {
  const res = await api(t, 'GET', `/api/phone-menus/${id}`, user.cookie);
  expect(res.statusCode).toBe(200);
  return phoneMenuReply.parse(res.json<{ menu: unknown }>().menu);
}

/** The refusal `settings` get when created by `user`. */
async function refusal(user: TestUser, settings: object): Promise<{ status: number; message: string }> {
  const res = await api(t, 'POST', '/api/phone-menus', user.cookie, settings);
  return { status: res.statusCode, message: res.json<{ message: string }>().message };
}

describe('/api/phone-menus', () => {
  it('needs a signed-in owner, and refuses writes from another site', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/phone-menus' })).statusCode).toBe(401);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/phone-menus',
      headers: { cookie: alice.cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: menuSettings(),
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('creates a menu whose prompts are named by their keys, reads, lists, changes and deletes it', async () => {
    const menu = await createMenu(t, alice, menuSettings());
    expect(menu.prompts.map((p) => p.name)).toEqual([
      'bright_smile_greeting',
      'bright_smile_menu',
      'bright_smile_menu_1',
      'bright_smile_info_1_2',
      'bright_smile_info_3',
      'bright_smile_invalid',
      'bright_smile_no_input',
      'bright_smile_transfer',
      'bright_smile_after_hours',
      'bright_smile_holiday',
      'bright_smile_voicemail',
    ]);
    // Nothing is made yet: no prompt has audio, and the menu is not ready.
    expect(menu).toMatchObject({ ready: false, renderJobId: null });
    expect(menu.prompts.every((p) => p.audio === null && p.enabled)).toBe(true);
    // The owner's words where given, the composer's elsewhere.
    const info = menu.prompts.find((p) => p.key === 'info_3')!;
    expect(info).toMatchObject({ edited: true, text: 'We are open from eight until six, Monday to Friday.' });
    const greeting = menu.prompts.find((p) => p.key === 'greeting')!;
    expect(greeting.edited).toBe(false);
    expect(greeting.text).toContain('Bright Smile Dental');
    expect(menu.prompts.find((p) => p.key === 'menu')!.text).toMatch(/billing/);

    t.clock.advance(1000);
    const second = await createMenu(t, alice, menuSettings({ name: 'After hours line', promptPrefix: 'after' }));
    const listed = await api(t, 'GET', '/api/phone-menus', alice.cookie);
    expect(listed.headers['cache-control']).toBe('no-store');
    expect(listed.json<{ menus: PhoneMenuReply[] }>().menus.map((m) => m.settings.name)).toEqual([
      'After hours line',
      'Main line',
    ]);
    expect((await api(t, 'GET', '/api/phone-menus', bob.cookie)).json()).toEqual({ success: true, menus: [] });

    // PUT replaces the settings whole: a standard prompt turned off, the greeting in the owner's words.
    const changed = await api(
      t,
      'PUT',
      `/api/phone-menus/${menu.id}`,
      alice.cookie,
      menuSettings({
        prompts: {
          ...menuSettings().prompts,
          holiday: { enabled: false },
          greeting: { enabled: true, text: 'Hello, and thank you for calling Bright Smile.' },
        },
      }),
    );
    expect(changed.statusCode).toBe(200);
    const reread = await read(alice, menu.id);
    expect(reread.prompts.find((p) => p.key === 'holiday')!.enabled).toBe(false);
    expect(reread.prompts.find((p) => p.key === 'greeting')).toMatchObject({
      edited: true,
      text: 'Hello, and thank you for calling Bright Smile.',
    });
    expect(reread.createdAt).toBe(menu.createdAt);

    expect((await api(t, 'DELETE', `/api/phone-menus/${second.id}`, alice.cookie)).json()).toEqual({ success: true });
    const gone = await api(t, 'GET', `/api/phone-menus/${second.id}`, alice.cookie);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ message: messages.phoneMenus.notFound });
  });

  it('answers another user’s menu, and an id that is none, as not found', async () => {
    const menu = await createMenu(t, alice, menuSettings({ name: 'Private' }));
    for (const [method, url, body] of [
      ['GET', `/api/phone-menus/${menu.id}`, undefined],
      ['PUT', `/api/phone-menus/${menu.id}`, menuSettings()],
      ['DELETE', `/api/phone-menus/${menu.id}`, undefined],
      ['POST', `/api/phone-menus/${menu.id}/render`, undefined],
    ] as const) {
      const res = await api(t, method, url, bob.cookie, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ message: messages.phoneMenus.notFound });
    }
    for (const id of ['not-an-id', '00000000-0000-4000-8000-000000000000'])
      expect((await api(t, 'GET', `/api/phone-menus/${id}`, alice.cookie)).statusCode).toBe(404);
    // Still Alice's, untouched.
    expect((await read(alice, menu.id)).settings.name).toBe('Private');
  });
});

describe('the checks beyond the schema', () => {
  it('refuses a setting for a prompt the menu does not have', async () => {
    expect(await refusal(alice, menuSettings({ prompts: { info_7: { enabled: false } } }))).toEqual({
      status: 400,
      message: messages.phoneMenus.unknownPrompt,
    });
  });

  it(`refuses more than ${MENU_PROMPTS_MAX} prompts`, async () => {
    // Five sub-menus of nine information options: 5 × 9 + 5 + the greeting, main menu and six standard prompts.
    const infos: MenuLevel = {
      options: (['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const).map((key) => ({
        key,
        label: `topic ${key}`,
        action: { kind: 'info' as const },
      })),
    };
    const main: MenuLevel = {
      options: (['1', '2', '3', '4', '5'] as const).map((key) => ({
        key,
        label: `department ${key}`,
        action: { kind: 'submenu' as const, menu: infos },
      })),
    };
    expect(await refusal(alice, menuSettings({ main, prompts: {} }))).toEqual({
      status: 400,
      message: messages.phoneMenus.tooManyPrompts,
    });
  });

  it('refuses prompts that together run over 10 minutes, by the editor’s estimate', async () => {
    // 800 words each: 1,600 words at 140 a minute is over 11 minutes, while each alone is a message the voice takes.
    const long = Array.from({ length: 800 }, () => 'word').join(' ');
    const settings = menuSettings({
      prompts: {
        ...menuSettings().prompts,
        greeting: { enabled: true, text: long },
        menu: { enabled: true, text: long },
      },
    });
    expect(await refusal(alice, settings)).toEqual({ status: 400, message: messages.phoneMenus.tooLong });
    // A prompt turned off does not play, so does not count.
    const off = menuSettings({
      prompts: { ...settings.prompts, menu: { enabled: false, text: long } },
    });
    expect((await api(t, 'POST', '/api/phone-menus', alice.cookie, off)).statusCode).toBe(200);
  });

  it('refuses a prompt with nothing the voice can read aloud, by its name', async () => {
    const settings = menuSettings({
      prompts: { ...menuSettings().prompts, invalid: { enabled: true, text: '... ???' } },
    });
    expect(await refusal(alice, settings)).toEqual({
      status: 400,
      message: formatMessage(messages.phoneMenus.promptNothingToSay, { name: 'bright_smile_invalid' }),
    });
  });

  it('takes only a voice the user may use, as the voice routes do', async () => {
    expect(await refusal(alice, menuSettings({ voiceId: 'en-US-nobody' }))).toEqual({
      status: 400,
      message: messages.voice.voiceRequired,
    });
    const bobs = await insertCustomVoice(t.deps.database.db, {
      userId: bob.id,
      name: 'Bob',
      provider: 'local',
      baseVoiceId: 'en-US-ken',
      sampleSeconds: 20,
      consentAt: t.clock.now(),
    });
    expect(await refusal(alice, menuSettings({ voiceId: bobs.id }))).toEqual({
      status: 400,
      message: messages.voice.customVoiceNotFound,
    });
    // Bob's own voice is his to use.
    const own = await createMenu(t, bob, menuSettings({ voiceId: bobs.id }));
    expect(own.settings.voiceId).toBe(bobs.id);
  });

  it('answers the schema’s limits in their words', async () => {
    const deep: MenuLevel = {
      options: [
        {
          key: '1',
          label: 'one',
          action: {
            kind: 'submenu',
            menu: {
              options: [
                {
                  key: '1',
                  label: 'two',
                  action: {
                    kind: 'submenu',
                    menu: {
                      options: [
                        {
                          key: '1',
                          label: 'three',
                          action: {
                            kind: 'submenu',
                            menu: { options: [{ key: '1', label: 'four', action: { kind: 'repeat' } }] },
                          },
                        },
                      ],
                    },
                  },
                },
              ],
            },
          },
        },
      ],
    };
    expect(await refusal(alice, menuSettings({ main: deep, prompts: {} }))).toMatchObject({
      status: 400,
      message: messages.phoneMenus.tooDeep,
    });
    const bad = menuSettings({
      main: { options: [{ key: '1', label: 'sales', action: { kind: 'dial', number: '555-1234' } }] },
      prompts: {},
    });
    expect(await refusal(alice, bad)).toMatchObject({ status: 400, message: messages.phoneMenus.numberInvalid });
  });

  it(`keeps at most ${PHONE_MENUS_MAX} menus for an account`, async () => {
    const carol = await signInUser(t, 'menus-carol@example.com');
    const small = menuSettings({
      main: { options: [{ key: '1', label: 'sales', action: { kind: 'repeat' } }] },
      prompts: {},
    });
    for (let i = 0; i < PHONE_MENUS_MAX; i++) await createMenu(t, carol, { ...small, name: `Menu ${i + 1}` });
    expect(await refusal(carol, small)).toEqual({ status: 409, message: messages.phoneMenus.tooManyMenus });
    // Another account is not counted against it.
    expect((await api(t, 'POST', '/api/phone-menus', bob.cookie, small)).statusCode).toBe(200);
  });
});

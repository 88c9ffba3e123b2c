import fs from 'node:fs/promises';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import type { SaveLibraryReply } from '#common/schemas/library.js';
import type { PhoneLinkReply } from '#common/schemas/phone-links.js';
import { promptStates, type PhoneMenuRow } from '../phone-menus/menu-read.js';
import { api, signInUser, storeMix, type TestUser } from '../testing/api-kit.js';
import { probeAudioFile, toneFile } from '../testing/audio-fixtures.js';
import { bakeryMenu, makePrompts } from '../testing/live-menu-kit.js';
import { storeMenu } from '../testing/menu-prompt-audio.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { checkDocumentedTwiml, readTwiml, type TwimlElement } from '../testing/twiml-reader.js';
import { postAsTwilio } from '../testing/twilio-server.js';

/**
 * A two-language phone menu answered live on Twilio (issue 39, record 146), walked as Twilio walks
 * it: signed POSTs on loopback, each answer read as XML and held to TwiML's documented verbs. The
 * English prompts are said by an English voice, the Spanish ones by es-US-lucia; the caller hears
 * the greeting, the offer and the menu, presses 9, and from then on hears the Spanish renders.
 */
const AUTH_TOKEN = 'twilio-test-auth-token-0123456789';
const CALL = { CallSid: `CA${'d4'.repeat(16)}`, AccountSid: `AC${'a1'.repeat(16)}`, From: '+15557654321' };
/** Tuesday 1 December 2026, 10:00 in New York: open. */
const OPEN = '2026-12-01T15:00:00Z';

let t: TestApp;
let base: string;
let alice: TestUser;
let menu: PhoneMenuRow;
let link: PhoneLinkReply;

const SPANISH_LABELS: Record<string, string> = {
  '1': 'pedidos',
  '2': 'banquetes',
  '3': 'nuestra dirección',
  '0': 'dejar un mensaje',
};

beforeAll(async () => {
  t = await createTestApp({ TWILIO_AUTH_TOKEN: AUTH_TOKEN });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as net.AddressInfo).port}`;
  const english = bakeryMenu();
  const settings = bakeryMenu({
    otherLanguage: { key: '9', voiceId: 'es-US-lucia', prompts: {} },
    main: {
      options: english.main.options.map((o) => ({ ...o, otherLabel: SPANISH_LABELS[o.key] })),
    },
  });
  alice = await signInUser(t, 'bilingual-alice@example.com');
  menu = await storeMenu(t, alice, settings);
  await makePrompts(t, alice, menu);
  const mix = await storeMix(t, alice.id, await toneFile(t.deps.ffmpeg.path, 'mp3', 2, 440));
  const saved = await api(t, 'POST', '/api/library', alice.cookie, { audioId: mix.id, title: 'Welcome' });
  const itemId = saved.json<SaveLibraryReply>().item.id;
  link = (await api(t, 'POST', '/api/phone-links', alice.cookie, { itemId })).json<{ link: PhoneLinkReply }>().link;
  const published = await api(t, 'PUT', `/api/phone-links/${link.id}`, alice.cookie, {
    defaultItemId: link.defaultItemId,
    timeZone: link.timeZone,
    rules: [],
    enabled: true,
    menuId: menu.id,
  });
  expect(published.statusCode, published.body).toBe(200);
  link = published.json<{ link: PhoneLinkReply }>().link;
});
afterAll(async () => {
  await t.close();
});

/** Moves the test's clock to `iso` (it only goes forward). */
function setClock(iso: string) {
  const ms = new Date(iso).getTime() - t.clock.now().getTime();
  if (ms > 0) t.clock.advance(ms);
}

const local = (url: string) => url.replace(t.deps.config.publicUrl, base);
const menuUrl = () => link.urls.twiml.replace('.xml', '/menu');

async function twilioPost(url: string, params: Record<string, string> = {}): Promise<TwimlElement> {
  const res = await postAsTwilio(AUTH_TOKEN, url, local(url), { ...CALL, ...params });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  const response = readTwiml(text);
  checkDocumentedTwiml(response);
  return response;
}

const promptOf = (play: TwimlElement) => /\/prompts\/([a-z0-9_]+)\.v\d+\.(mp3|wav)$/.exec(play.text)?.[1];
/** The prompt ids the answer plays, in order, those inside `<Gather>` too. */
const plays = (element: TwimlElement): (string | undefined)[] =>
  element.children.flatMap((c) => (c.name === 'Play' ? [promptOf(c)] : c.name === 'Gather' ? plays(c) : []));
const gatherAction = (response: TwimlElement) => response.children.find((c) => c.name === 'Gather')!.attributes.action!;

describe('a call to a two-language menu', () => {
  it('hears the greeting, the Spanish offer and the main menu; 9 switches to the Spanish menu, and every later prompt is Spanish', async () => {
    setClock(OPEN);
    const first = await twilioPost(link.urls.twiml);
    expect(plays(first)).toEqual(['greeting', 'language_offer', 'menu']);
    expect(gatherAction(first)).toBe(`${menuUrl()}?try=0`);

    const spanish = await twilioPost(gatherAction(first), { Digits: '9' });
    expect(plays(spanish)).toEqual(['greeting_es', 'menu_es']);
    const es = gatherAction(spanish);
    expect(es).toBe(`${menuUrl()}?try=0&lang=es`);

    const catering = await twilioPost(es, { Digits: '2' });
    expect(plays(catering)).toEqual(['menu_2_es']);
    const cateringAction = gatherAction(catering);
    expect(cateringAction).toBe(`${menuUrl()}?menu=2&try=0&lang=es`);
    expect(plays(await twilioPost(cateringAction, { Digits: '1' }))).toEqual(['info_2_1_es', 'menu_2_es']);
    const dial = await twilioPost(cateringAction, { Digits: '2' });
    expect(plays(dial)).toEqual(['transfer_es']);
    expect(dial.children.at(-1)).toMatchObject({ name: 'Dial', text: '+15551230002' });

    const wrong = await twilioPost(es, { Digits: '7' });
    expect(plays(wrong)).toEqual(['invalid_es', 'menu_es']);
    expect(gatherAction(wrong)).toBe(`${menuUrl()}?try=1&lang=es`);
    const silent = await twilioPost(es);
    expect(plays(silent)).toEqual(['no_input_es', 'menu_es']);

    const voicemail = await twilioPost(es, { Digits: '0' });
    expect(plays(voicemail)).toEqual(['voicemail_es']);
    expect(voicemail.children.find((c) => c.name === 'Record')!.attributes.action).toBe(
      `${link.urls.twiml.replace('.xml', '/voicemail')}?lang=es`,
    );
  });

  it('serves each Spanish prompt as its own render, of the length it was made at', async () => {
    setClock(OPEN);
    const spanish = await twilioPost(`${menuUrl()}?try=0`, { Digits: '9' });
    const gather = spanish.children.find((c) => c.name === 'Gather')!;
    const prompts = new Map((await promptStates(t.deps.database.db, menu)).map((p) => [p.id, p]));
    for (const play of gather.children) {
      const id = promptOf(play)!;
      const res = await fetch(local(play.text));
      expect(res.status).toBe(200);
      const bytes = Buffer.from(await res.arrayBuffer());
      const english = prompts.get(id.replace(/_es$/, ''))!;
      // Its own render, not the English one's, and audio of the length it was made at.
      expect(prompts.get(id)!.audio!.audioId).not.toBe(english.audio!.audioId);
      const file = path.join(os.tmpdir(), `avs-walk-${menu.id}-${id}.${play.text.endsWith('.wav') ? 'wav' : 'mp3'}`);
      await fs.writeFile(file, bytes);
      const probed = await probeAudioFile(file);
      await fs.rm(file);
      expect(Math.abs(probed.seconds - prompts.get(id)!.audio!.duration)).toBeLessThan(0.15);
    }
  });

  it('answers a tampered or unspoken language with the English main menu, the key unread', async () => {
    setClock(OPEN);
    for (const lang of ['fr', 'ES', 'es-US'])
      expect(plays(await twilioPost(`${menuUrl()}?try=0&lang=${lang}`, { Digits: '2' }))).toEqual([
        'language_offer',
        'menu',
      ]);
    // English named outright is the menu's own language: the key is read.
    expect(plays(await twilioPost(`${menuUrl()}?try=0&lang=en`, { Digits: '2' }))).toEqual(['menu_2']);
  });

  it('says the after-hours and holiday prompts in both languages, then the voicemail greeting in both', async () => {
    // Tuesday 1 December, 19:00 in New York.
    setClock('2026-12-02T00:00:00Z');
    const closed = await twilioPost(link.urls.twiml);
    expect(plays(closed)).toEqual(['after_hours', 'after_hours_es', 'voicemail', 'voicemail_es']);
    expect(closed.children.find((c) => c.name === 'Record')!.attributes.action).toBe(
      link.urls.twiml.replace('.xml', '/voicemail'),
    );
    const says = closed.children.filter((c) => c.name === 'Say');
    expect(says.map((s) => s.text)).toEqual([messages.phoneMenus.callGoodbye, messages.phoneMenus.callGoodbyeSpanish]);
    expect(says[1]!.attributes).toEqual({ language: 'es-US' });
    // Thursday 24 December, 11:00: a closure day.
    setClock('2026-12-24T16:00:00Z');
    expect(plays(await twilioPost(link.urls.twiml))).toEqual(['holiday', 'holiday_es', 'voicemail', 'voicemail_es']);
  });

  it('thanks a voicemail in the language the caller chose, and in both when none was chosen', async () => {
    const voicemailUrl = link.urls.twiml.replace('.xml', '/voicemail');
    // A recording not at Twilio's API is never fetched; the caller is thanked all the same.
    const sid = `RE${'c9'.repeat(16)}`;
    const callback = {
      RecordingUrl: `https://elsewhere.example/2010-04-01/Accounts/AC${'a1'.repeat(16)}/Recordings/${sid}`,
      RecordingSid: sid,
    };
    const says = (response: TwimlElement) => response.children.filter((c) => c.name === 'Say');
    const spanish = says(await twilioPost(`${voicemailUrl}?lang=es`, callback));
    expect(spanish.map((s) => s.text)).toEqual([messages.phoneMenus.voicemailThanksSpanish]);
    expect(spanish[0]!.attributes).toEqual({ language: 'es-US' });
    expect(says(await twilioPost(`${voicemailUrl}?lang=en`, callback)).map((s) => s.text)).toEqual([
      messages.phoneMenus.voicemailThanks,
    ]);
    // A closed line's recording, or a language tampered with: both languages.
    for (const url of [voicemailUrl, `${voicemailUrl}?lang=fr`])
      expect(says(await twilioPost(url, callback)).map((s) => s.text)).toEqual([
        messages.phoneMenus.voicemailThanks,
        messages.phoneMenus.voicemailThanksSpanish,
      ]);
  });
});

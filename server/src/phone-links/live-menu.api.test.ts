import type net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import type { SaveLibraryReply } from '#common/schemas/library.js';
import type { PhoneLinkReply } from '#common/schemas/phone-links.js';
import { menuVoicemails } from '../db/schema.js';
import { runClusterHousekeeping } from '../housekeeping/housekeeping.js';
import { api, signInUser, storeMix, type TestUser } from '../testing/api-kit.js';
import { toneFile } from '../testing/audio-fixtures.js';
import { bakeryMenu, makePrompts } from '../testing/live-menu-kit.js';
import { storeMenu } from '../testing/menu-prompt-audio.js';
import { startSmtpServer, type TestSmtpServer } from '../testing/smtp-server.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { checkDocumentedTwiml, readTwiml, type TwimlElement } from '../testing/twiml-reader.js';
import { postAsTwilio, startTwilioApiServer, type TwilioApiServer } from '../testing/twilio-server.js';
import type { PhoneMenuRow } from '../phone-menus/menu-read.js';

/**
 * A phone menu answered live on Twilio through a phone link (issue 38, record 141), walked as Twilio
 * walks it: real HTTP POSTs on loopback with Twilio's form parameters and a valid X-Twilio-Signature,
 * each answer read as XML and checked against TwiML's documented verbs and attributes; the prompts'
 * audio fetched from the addresses the answers give; a voicemail fetched from a loopback "Twilio"
 * API with basic auth, kept, listed, mailed over real SMTP and purged after 30 days.
 */
const AUTH_TOKEN = 'twilio-test-auth-token-0123456789';
const ACCOUNT_SID = `AC${'a1'.repeat(16)}`;
const CALL = { CallSid: `CA${'c3'.repeat(16)}`, AccountSid: ACCOUNT_SID, From: '+15557654321', To: '+15550001111' };

let t: TestApp;
let base: string;
let smtp: TestSmtpServer;
let twilio: TwilioApiServer;
let alice: TestUser;
let bob: TestUser;
let menu: PhoneMenuRow;
let link: PhoneLinkReply;
let bobLink: PhoneLinkReply;

/** Moves the test's clock to `iso` (it only goes forward); the owners sign in again, their sessions may have run out. */
async function setClock(iso: string) {
  const ms = new Date(iso).getTime() - t.clock.now().getTime();
  if (ms <= 0) return;
  t.clock.advance(ms);
  alice = await signInUser(t, 'menu-alice@example.com', smtp);
  bob = await signInUser(t, 'menu-bob@example.com', smtp);
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  twilio = await startTwilioApiServer(ACCOUNT_SID, AUTH_TOKEN);
  t = await createTestApp({
    SMTP_URL: smtp.url,
    TWILIO_AUTH_TOKEN: AUTH_TOKEN,
    TWILIO_ACCOUNT_SID: ACCOUNT_SID,
    TWILIO_API_BASE: twilio.url,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as net.AddressInfo).port}`;
  alice = await signInUser(t, 'menu-alice@example.com', smtp);
  bob = await signInUser(t, 'menu-bob@example.com', smtp);
  link = await linkOf(alice);
  bobLink = await linkOf(bob);
  menu = await storeMenu(t, alice, bakeryMenu());
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await twilio.close();
});

/** A link of the user's playing a saved message, as before menus. */
async function linkOf(user: TestUser): Promise<PhoneLinkReply> {
  const mix = await storeMix(t, user.id, await toneFile(t.deps.ffmpeg.path, 'mp3', 2, 440));
  const saved = await api(t, 'POST', '/api/library', user.cookie, { audioId: mix.id, title: 'Welcome' });
  const itemId = saved.json<SaveLibraryReply>().item.id;
  return (await api(t, 'POST', '/api/phone-links', user.cookie, { itemId })).json<{ link: PhoneLinkReply }>().link;
}

const publish = (menuId: string | null, as = alice, on = link) =>
  api(t, 'PUT', `/api/phone-links/${on.id}`, as.cookie, {
    defaultItemId: on.defaultItemId,
    timeZone: on.timeZone,
    rules: [],
    enabled: true,
    menuId,
  });

/** The address as this test's server answers it: the replies' are built from PUBLIC_URL. */
const local = (url: string) => url.replace(t.deps.config.publicUrl, base);

/** A webhook of the call to `url` (a public address), signed; its TwiML read and checked. */
async function twilioPost(url: string, params: Record<string, string> = {}): Promise<TwimlElement> {
  const res = await postAsTwilio(AUTH_TOKEN, url, local(url), { ...CALL, ...params });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/xml; charset=utf-8');
  expect(res.headers.get('cache-control')).toBe('no-cache');
  const response = readTwiml(text);
  checkDocumentedTwiml(response);
  return response;
}

const verbs = (response: TwimlElement) => response.children.map((v) => v.name);
/** The prompt key a `<Play>` URL plays: `/phone/<token>/prompts/<key>.v<version>.<ext>`. */
const promptOf = (play: TwimlElement) => /\/prompts\/([a-z0-9_]+)\.v\d+\.(mp3|wav)$/.exec(play.text)?.[1];
const plays = (element: TwimlElement) => element.children.filter((c) => c.name === 'Play').map(promptOf);

/** A `<Gather>` answer: its prompts, its action, and the `<Redirect>` to the same action after it. */
function expectGather(response: TwimlElement, prompts: string[], state: string): string {
  expect(verbs(response)).toEqual(['Gather', 'Redirect']);
  const [gather, redirect] = response.children as [TwimlElement, TwimlElement];
  expect(gather.attributes).toEqual({
    numDigits: '1',
    action: `${t.deps.config.publicUrl}/phone/${link.urls.twiml.split('/').at(-1)!.replace('.xml', '')}/menu${state}`,
    method: 'POST',
    timeout: '5',
  });
  expect(plays(gather)).toEqual(prompts);
  expect(redirect.attributes).toEqual({ method: 'POST' });
  expect(redirect.text).toBe(gather.attributes.action);
  return gather.attributes.action!;
}

/** Voicemail: the greeting, then `<Record>` of 3 minutes at most after a beep, posting to the link's voicemail address. */
function expectVoicemail(response: TwimlElement, before: string[]) {
  expect(verbs(response)).toEqual([...before.map(() => 'Play'), 'Play', 'Record', 'Say', 'Hangup']);
  expect(response.children.slice(0, -3).map(promptOf)).toEqual([...before, 'voicemail']);
  expect(response.children.at(-3)!.attributes).toEqual({
    maxLength: '180',
    playBeep: 'true',
    action: link.urls.twiml.replace('.xml', '/voicemail'),
    method: 'POST',
  });
}

/** Tuesday 1 December 2026, 10:00 in New York: open. */
const OPEN = '2026-12-01T15:00:00Z';

describe('publishing a menu on a phone link', () => {
  it('refuses a menu whose enabled prompts are not all made, and another user’s menu', async () => {
    const notMade = await publish(menu.id);
    expect(notMade.statusCode).toBe(409);
    expect(notMade.json()).toMatchObject({ message: messages.phoneMenus.notMade });
    const bobs = await publish(menu.id, bob, bobLink);
    expect(bobs.statusCode).toBe(404);
    expect(bobs.json()).toMatchObject({ message: messages.phoneMenus.notFound });
  });

  it('publishes the owner’s made menu; its TwiML address answers with the menu, its audio stays', async () => {
    await makePrompts(t, alice, menu);
    const saved = await publish(menu.id);
    expect(saved.statusCode).toBe(200);
    link = saved.json<{ link: PhoneLinkReply }>().link;
    expect(link.menuId).toBe(menu.id);
    // An editor that leaves menuId out keeps it.
    const { menuId: _left, ...without } = JSON.parse(JSON.stringify(link)) as PhoneLinkReply;
    void _left;
    const kept = await api(t, 'PUT', `/api/phone-links/${link.id}`, alice.cookie, {
      defaultItemId: without.defaultItemId,
      timeZone: without.timeZone,
      rules: [],
      enabled: true,
    });
    expect(kept.json<{ link: PhoneLinkReply }>().link.menuId).toBe(menu.id);
    const mp3 = await fetch(local(link.urls.mp3));
    expect(mp3.status).toBe(200);
    expect(mp3.headers.get('content-type')).toBe('audio/mpeg');
  });
});

describe('a menu’s own link (issue 47): POST /api/phone-links with menuId alone', () => {
  const create = (body: object, as = alice) => api(t, 'POST', '/api/phone-links', as.cookie, body);

  it('refuses a menu not made, another user’s menu, and a body naming nothing', async () => {
    const unmade = await storeMenu(t, alice, bakeryMenu());
    expect((await create({ menuId: unmade.id })).json()).toMatchObject({ message: messages.phoneMenus.notMade });
    const bobs = await create({ menuId: menu.id }, bob);
    expect(bobs.statusCode).toBe(404);
    expect(bobs.json()).toMatchObject({ message: messages.phoneMenus.notFound });
    const nothing = await create({});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toMatchObject({ message: messages.phoneLinks.targetRequired });
  });

  it('answers calls with the made menu, plays no audio of its own, and keeps its menu', async () => {
    await setClock(OPEN);
    const made = await create({ menuId: menu.id });
    expect(made.statusCode).toBe(200);
    const own = made.json<{ link: PhoneLinkReply }>().link;
    expect(own).toMatchObject({ menuId: menu.id, defaultItemId: null, defaultProgrammeId: null, rules: [] });
    expect(own.now).toEqual({ itemId: null, programmeId: null, ruleIndex: null });
    const call = await twilioPost(own.urls.twiml);
    expect(verbs(call)).toEqual(['Gather', 'Redirect']);
    expect(plays(call.children[0]!)).toEqual(['greeting', 'menu']);
    // Its audio addresses have nothing to play: the same 404 as an unknown link.
    expect((await fetch(local(own.urls.mp3))).status).toBe(404);
    const settings = { defaultItemId: null, timeZone: own.timeZone, rules: [], enabled: false };
    const off = await api(t, 'PUT', `/api/phone-links/${own.id}`, alice.cookie, { ...settings, menuId: menu.id });
    expect(off.statusCode).toBe(200);
    expect(off.json<{ link: PhoneLinkReply }>().link).toMatchObject({ enabled: false, menuId: menu.id });
    // Taking the menu off, or leaving it unnamed, would leave the address nothing to answer with.
    for (const menuId of [null, undefined]) {
      const bare = await api(t, 'PUT', `/api/phone-links/${own.id}`, alice.cookie, { ...settings, menuId });
      expect(bare.statusCode).toBe(400);
      expect(bare.json()).toMatchObject({ message: messages.phoneLinks.targetRequired });
    }
    await api(t, 'DELETE', `/api/phone-links/${own.id}`, alice.cookie);
  });
});

describe('a call, as Twilio makes it', () => {
  it('answers the first request with the greeting and the main menu in <Gather>, each prompt at a cacheable address', async () => {
    await setClock(OPEN);
    const first = await twilioPost(link.urls.twiml);
    expectGather(first, ['greeting', 'menu'], '?try=0');
    for (const play of first.children[0]!.children) {
      const res = await fetch(local(play.text));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^audio\/(mpeg|wav)$/);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }
  });

  it('follows Digits=2 into the sub-menu, and its keys: a number to dial, information, repeat', async () => {
    await setClock(OPEN);
    const first = await twilioPost(link.urls.twiml);
    const mainAction = first.children[0]!.attributes.action!;
    const sub = await twilioPost(mainAction, { Digits: '2' });
    const subAction = expectGather(sub, ['menu_2'], '?menu=2&try=0');
    const info = await twilioPost(subAction, { Digits: '1' });
    expectGather(info, ['info_2_1', 'menu_2'], '?menu=2&try=0');
    const repeat = await twilioPost(subAction, { Digits: '9' });
    expectGather(repeat, ['menu_2'], '?menu=2&try=0');
    const dial = await twilioPost(subAction, { Digits: '2' });
    expect(verbs(dial)).toEqual(['Play', 'Dial']);
    expect(promptOf(dial.children[0]!)).toBe('transfer');
    expect(dial.children[1]!.text).toBe('+15551230002');
  });

  it('answers a main-menu key with <Dial> after the transfer prompt, and information then the menu again', async () => {
    await setClock(OPEN);
    const action = `${link.urls.twiml.replace('.xml', '/menu')}?try=0`;
    const dial = await twilioPost(action, { Digits: '1' });
    expect(verbs(dial)).toEqual(['Play', 'Dial']);
    expect(promptOf(dial.children[0]!)).toBe('transfer');
    expect(dial.children[1]!.text).toBe('+15551230001');
    expectGather(await twilioPost(action, { Digits: '3' }), ['info_3', 'menu'], '?try=0');
    expectVoicemail(await twilioPost(action, { Digits: '0' }), []);
  });

  it('plays the invalid prompt then the menu again three times, then offers voicemail', async () => {
    await setClock(OPEN);
    let action = `${link.urls.twiml.replace('.xml', '/menu')}?try=0`;
    for (const tries of [1, 2, 3]) {
      action = expectGather(await twilioPost(action, { Digits: '7' }), ['invalid', 'menu'], `?try=${tries}`);
    }
    // The fourth wrong key: the menu has a voicemail option, so the caller is not simply cut off.
    expectVoicemail(await twilioPost(action, { Digits: '7' }), []);
  });

  it('plays the no-input prompt then the menu again when nothing is pressed (the <Redirect> without Digits)', async () => {
    await setClock(OPEN);
    const first = await twilioPost(link.urls.twiml);
    const redirect = first.children[1]!.text;
    const again = await twilioPost(redirect);
    const next = expectGather(again, ['no_input', 'menu'], '?try=1');
    // An empty Digits, as <Gather> posts on a timeout with actionOnEmptyResult, is no input too.
    expectGather(await twilioPost(next, { Digits: '' }), ['no_input', 'menu'], '?try=2');
  });

  it('answers a state that is malformed or names no menu level with the main menu', async () => {
    await setClock(OPEN);
    const menuUrl = link.urls.twiml.replace('.xml', '/menu');
    expectGather(await twilioPost(`${menuUrl}?menu=3&try=0`, { Digits: '1' }), ['menu'], '?try=0');
    expectGather(await twilioPost(`${menuUrl}?menu=2-2-2-2&try=0`, { Digits: '1' }), ['menu'], '?try=0');
    expectGather(await twilioPost(`${menuUrl}?menu=2&try=99`, { Digits: '1' }), ['menu'], '?try=0');
    expectGather(await twilioPost(`${menuUrl}?menu=%2A&try=0`, { Digits: '1' }), ['menu'], '?try=0');
  });

  it('plays the after-hours prompt outside the hours, then voicemail', async () => {
    // Tuesday 1 December, 19:00 in New York.
    await setClock('2026-12-02T00:00:00Z');
    expectVoicemail(await twilioPost(link.urls.twiml), ['after_hours']);
  });

  it('plays the holiday prompt on a closure day, within the hours too, then voicemail', async () => {
    // Thursday 24 December, 11:00 in New York.
    await setClock('2026-12-24T16:00:00Z');
    expectVoicemail(await twilioPost(link.urls.twiml), ['holiday']);
  });
});

describe('a voicemail', () => {
  const RECORDING_SID = `RE${'e5'.repeat(16)}`;

  it('is fetched from Twilio with the account’s basic auth, kept, listed, playable and mailed once', async () => {
    await setClock('2026-12-26T22:30:00Z');
    const wav = await toneFile(t.deps.ffmpeg.path, 'wav', 4, 440);
    const recordingUrl = twilio.addRecording(RECORDING_SID, wav);
    const callback = { RecordingUrl: recordingUrl, RecordingSid: RECORDING_SID, RecordingDuration: '4' };
    const voicemailUrl = link.urls.twiml.replace('.xml', '/voicemail');
    const thanks = await twilioPost(voicemailUrl, callback);
    expect(verbs(thanks)).toEqual(['Say', 'Hangup']);
    expect(thanks.children[0]!.text).toBe(messages.phoneMenus.voicemailThanks);
    const expectedAuth = `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`;
    expect(twilio.requests).toEqual([{ path: `${new URL(recordingUrl).pathname}.wav`, authorization: expectedAuth }]);

    // Twilio retries a callback it had no answer to: one voicemail, one mail.
    await twilioPost(voicemailUrl, callback);
    const listed = await api(t, 'GET', `/api/phone-menus/${menu.id}/voicemails`, alice.cookie);
    expect(listed.statusCode).toBe(200);
    const { voicemails } = listed.json<{
      voicemails: { from: string; duration: number; url: string; receivedAt: string }[];
    }>();
    expect(voicemails).toHaveLength(1);
    expect(voicemails[0]).toMatchObject({ from: CALL.From, receivedAt: '2026-12-26T22:30:00.000Z' });
    expect(voicemails[0]!.duration).toBeCloseTo(4, 1);
    const audio = await api(t, 'GET', voicemails[0]!.url, alice.cookie);
    expect(audio.statusCode).toBe(200);
    expect(audio.rawPayload.equals(wav)).toBe(true);
    expect((await api(t, 'GET', voicemails[0]!.url, bob.cookie)).statusCode).toBe(404);

    const mails = smtp.received.filter((m) => m.to.includes('menu-alice@example.com') && /voicemail/i.test(m.raw));
    expect(mails).toHaveLength(1);
    const raw = mails[0]!.raw;
    expect(raw).toContain(CALL.From);
    // 22:30 UTC is 5:30 PM in New York, the menu's zone.
    expect(raw).toContain('Sat, Dec 26, 2026, 5:30 PM');
    expect(raw).toContain('Length: 0:04');
  });

  it('is fetched only from the configured Twilio API: another host is never asked', async () => {
    const elsewhere = await startTwilioApiServer(ACCOUNT_SID, AUTH_TOKEN);
    try {
      const sid = `RE${'f6'.repeat(16)}`;
      const thanks = await twilioPost(link.urls.twiml.replace('.xml', '/voicemail'), {
        RecordingUrl: elsewhere.addRecording(sid, await toneFile(t.deps.ffmpeg.path, 'wav', 2)),
        RecordingSid: sid,
      });
      expect(verbs(thanks)).toEqual(['Say', 'Hangup']);
      expect(elsewhere.requests).toEqual([]);
      const kept = await t.deps.database.db.select().from(menuVoicemails).where(eq(menuVoicemails.recordingSid, sid));
      expect(kept).toEqual([]);
    } finally {
      await elsewhere.close();
    }
    // One the API does not hold (404): the caller is thanked, nothing is kept.
    const missing = `RE${'b8'.repeat(16)}`;
    const thanks = await twilioPost(link.urls.twiml.replace('.xml', '/voicemail'), {
      RecordingUrl: `${twilio.url}/2010-04-01/Accounts/${ACCOUNT_SID}/Recordings/${missing}`,
      RecordingSid: missing,
    });
    expect(verbs(thanks)).toEqual(['Say', 'Hangup']);
    const kept = await t.deps.database.db.select().from(menuVoicemails).where(eq(menuVoicemails.recordingSid, missing));
    expect(kept).toEqual([]);
  });

  it('is not another user’s to list or delete, and the owner deletes one', async () => {
    expect((await api(t, 'GET', `/api/phone-menus/${menu.id}/voicemails`, bob.cookie)).statusCode).toBe(404);
    const sid = `RE${'a7'.repeat(16)}`;
    await twilioPost(link.urls.twiml.replace('.xml', '/voicemail'), {
      RecordingUrl: twilio.addRecording(sid, await toneFile(t.deps.ffmpeg.path, 'wav', 2)),
      RecordingSid: sid,
      From: 'anonymous',
    });
    const list = async () =>
      (await api(t, 'GET', `/api/phone-menus/${menu.id}/voicemails`, alice.cookie)).json<{
        voicemails: { id: string; from: string | null; url: string }[];
      }>().voicemails;
    const withheld = (await list()).find((v) => v.from === null)!;
    expect(withheld).toBeDefined();
    const byBob = await api(t, 'DELETE', `/api/phone-menus/${menu.id}/voicemails/${withheld.id}`, bob.cookie);
    expect(byBob.statusCode).toBe(404);
    const deleted = await api(t, 'DELETE', `/api/phone-menus/${menu.id}/voicemails/${withheld.id}`, alice.cookie);
    expect(deleted.statusCode).toBe(200);
    expect((await list()).map((v) => v.id)).not.toContain(withheld.id);
    expect((await api(t, 'GET', withheld.url, alice.cookie)).statusCode).toBe(410);
  });

  it('is deleted by housekeeping 30 days after it was left', async () => {
    const before = await api(t, 'GET', `/api/phone-menus/${menu.id}/voicemails`, alice.cookie);
    const [kept] = before.json<{ voicemails: { url: string }[] }>().voicemails;
    const key = `audio/${kept!.url.split('/').at(-1)}.wav`;
    // A day before its 30 days are up, housekeeping leaves it.
    await setClock('2027-01-24T22:30:00Z');
    await runClusterHousekeeping(t.deps, t.clock.now());
    expect(await t.deps.store.head(key)).toBeDefined();
    await setClock('2027-01-25T22:32:00Z');
    await runClusterHousekeeping(t.deps, t.clock.now());
    const rows = await t.deps.database.db.select().from(menuVoicemails).where(eq(menuVoicemails.menuId, menu.id));
    expect(rows).toEqual([]);
    expect((await api(t, 'GET', kept!.url, alice.cookie)).statusCode).toBe(410);
    expect(await t.deps.store.head(key)).toBeUndefined();
  });
});

describe('what a request that is not Twilio’s, or not this link’s, reaches', () => {
  it('refuses a wrong or missing signature with 403 on every TwiML address', async () => {
    for (const url of [
      link.urls.twiml,
      `${link.urls.twiml.replace('.xml', '/menu')}?try=0`,
      link.urls.twiml.replace('.xml', '/voicemail'),
    ]) {
      const wrong = await postAsTwilio(AUTH_TOKEN, url, local(url), { ...CALL, Digits: '1' }, 'bm90IGEgc2lnbmF0dXJl');
      expect(wrong.status).toBe(403);
      expect(await wrong.json()).toMatchObject({ message: messages.phoneMenus.notFromTwilio });
      // The same request, signed as Twilio signs it, passes the check.
      const res = await postAsTwilio(AUTH_TOKEN, url, local(url), { ...CALL, Digits: '1' }, undefined);
      expect(res.status).not.toBe(403);
    }
    const tampered = await fetch(local(link.urls.twiml), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'x' },
      body: new URLSearchParams(CALL).toString(),
    });
    expect(tampered.status).toBe(403);
  });

  it('never reaches this menu or its recordings through another link’s token', async () => {
    await setClock('2027-02-02T15:00:00Z');
    // Bob's link has no menu: its TwiML plays its own audio, as before menus.
    const bobs = await twilioPost(bobLink.urls.twiml);
    expect(verbs(bobs)).toEqual(['Play']);
    expect(bobs.children[0]!.text).toBe(bobLink.urls.mp3);
    const first = await twilioPost(link.urls.twiml);
    const bobToken = bobLink.urls.twiml.split('/').at(-1)!.replace('.xml', '');
    const aliceToken = link.urls.twiml.split('/').at(-1)!.replace('.xml', '');
    for (const url of [
      `${t.deps.config.publicUrl}/phone/${bobToken}/menu?try=0`,
      `${t.deps.config.publicUrl}/phone/${bobToken}/voicemail`,
    ]) {
      const res = await postAsTwilio(AUTH_TOKEN, url, local(url), { ...CALL, Digits: '2' });
      expect(res.status).toBe(404);
    }
    const prompt = first.children[0]!.children[0]!.text;
    expect((await fetch(local(prompt))).status).toBe(200);
    expect((await fetch(local(prompt.replace(aliceToken, bobToken)))).status).toBe(404);
    // An old version's address is not served: only the current render.
    expect((await fetch(local(prompt.replace(/\.v1\./, '.v0.')))).status).toBe(404);
  });

  it('answers as an unknown link once the link is turned off', async () => {
    const off = await api(t, 'PUT', `/api/phone-links/${link.id}`, alice.cookie, {
      defaultItemId: link.defaultItemId,
      timeZone: link.timeZone,
      rules: [],
      enabled: false,
    });
    expect(off.statusCode).toBe(200);
    const url = `${link.urls.twiml.replace('.xml', '/menu')}?try=0`;
    expect((await postAsTwilio(AUTH_TOKEN, url, local(url), { ...CALL, Digits: '1' })).status).toBe(404);
    expect((await postAsTwilio(AUTH_TOKEN, link.urls.twiml, local(link.urls.twiml), CALL)).status).toBe(404);
  });
});

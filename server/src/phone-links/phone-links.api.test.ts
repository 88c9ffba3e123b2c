import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import type { BusinessProfileBody } from '#common/schemas/business-profile.js';
import type { SaveLibraryReply } from '#common/schemas/library.js';
import type { PhoneLinkReply, PhoneLinkSettings, ScheduleRule } from '#common/schemas/phone-links.js';
import { api, signInUser, storeMix, type TestUser } from '../testing/api-kit.js';
import { toneFile } from '../testing/audio-fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/**
 * The owner's phone-link routes (issue 26, record 110): create, change, look ahead, readdress and
 * delete, each scoped to the owner; another user's link or item answers like an unknown one.
 * The test clock stands at Saturday 2026-11-21 10:00 UTC.
 */
let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let tone: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signInUser(t, 'links-alice@example.com');
  bob = await signInUser(t, 'links-bob@example.com');
  tone = await toneFile(t.deps.ffmpeg.path, 'mp3', 1);
});
afterAll(() => t.close());

/** A Library item of `user`, saved from a stored mix as step 5 saves one. */
async function libraryItem(user: TestUser, title: string): Promise<string> {
  const mix = await storeMix(t, user.id, tone);
  const saved = await api(t, 'POST', '/api/library', user.cookie, { audioId: mix.id, title });
  expect(saved.statusCode).toBe(200);
  return saved.json<SaveLibraryReply>().item.id;
}

async function createLink(user: TestUser, body: { itemId: string; timeZone?: string }): Promise<PhoneLinkReply> {
  const res = await api(t, 'POST', '/api/phone-links', user.cookie, body);
  expect(res.statusCode).toBe(200);
  return res.json<{ link: PhoneLinkReply }>().link;
}

const put = (user: TestUser, id: string, settings: PhoneLinkSettings) =>
  api(t, 'PUT', `/api/phone-links/${id}`, user.cookie, settings);
const list = async (user: TestUser) =>
  (await api(t, 'GET', '/api/phone-links', user.cookie)).json<{ links: PhoneLinkReply[] }>().links;
const holiday = (itemId: string): ScheduleRule => ({ kind: 'dates', itemId, from: '2026-12-24', to: '2026-12-26' });

describe('/api/phone-links', () => {
  it('needs a signed-in owner, and refuses writes from another site', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/phone-links' })).statusCode).toBe(401);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/phone-links',
      headers: { cookie: alice.cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: { itemId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('creates a link with absolute addresses, playing the item, in UTC without a business profile', async () => {
    const itemId = await libraryItem(alice, 'Main greeting');
    const link = await createLink(alice, { itemId });
    const token = /\/phone\/([^.]+)\.mp3$/.exec(link.urls.mp3)?.[1];
    // 256 random bits in base64url: 43 characters.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link).toEqual({
      id: expect.any(String),
      enabled: true,
      urls: {
        mp3: `http://localhost:5000/phone/${token}.mp3`,
        'wav-ulaw-8k': `http://localhost:5000/phone/${token}.ulaw.wav`,
        'wav-pcm-8k': `http://localhost:5000/phone/${token}.pcm.wav`,
        twiml: `http://localhost:5000/phone/${token}.xml`,
      },
      defaultItemId: itemId,
      defaultProgrammeId: null,
      timeZone: 'UTC',
      rules: [],
      menuId: null,
      brokenRules: [],
      now: { itemId, programmeId: null, ruleIndex: null },
      next: null,
      lastFetchedAt: null,
      lastFetchedBy: null,
      createdAt: t.clock.now().toISOString(),
    });
    // Several links may play the same item, each with its own address.
    const second = await createLink(alice, { itemId });
    expect(second.urls.mp3).not.toBe(link.urls.mp3);
    expect((await list(alice)).map((l) => l.id)).toEqual([link.id, second.id]);
    expect(await list(bob)).toEqual([]);
  });

  it("takes the business profile's zone, unless another is asked for", async () => {
    const carol = await signInUser(t, 'links-carol@example.com');
    const profile: BusinessProfileBody = {
      companyName: 'Riverside Dental',
      companyWebsite: 'riversidedental.com',
      industry: 'healthcare',
      useCustomSector: false,
      customSector: '',
      keyProducts: 'Check-ups',
      timeZone: 'Asia/Tokyo',
      messageLength: 'short',
      tone: 'calm',
      enableParagraphPauses: false,
      pauseLength: 'long',
    };
    expect((await api(t, 'PUT', '/api/profile', carol.cookie, profile)).statusCode).toBe(200);
    const itemId = await libraryItem(carol, 'Greeting');
    expect((await createLink(carol, { itemId })).timeZone).toBe('Asia/Tokyo');
    expect((await createLink(carol, { itemId, timeZone: 'Europe/London' })).timeZone).toBe('Europe/London');
  });

  it("refuses another user's item, an unknown one and an unknown zone, in words", async () => {
    const bobsItem = await libraryItem(bob, 'Bob’s greeting');
    for (const itemId of [bobsItem, '00000000-0000-4000-8000-000000000000']) {
      const res = await api(t, 'POST', '/api/phone-links', alice.cookie, { itemId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: messages.phoneLinks.itemNotFound });
    }
    const itemId = await libraryItem(alice, 'Greeting');
    const badZone = await api(t, 'POST', '/api/phone-links', alice.cookie, { itemId, timeZone: 'Mars/Olympus' });
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json()).toMatchObject({ message: messages.business.timeZoneUnknown });
  });

  it('changes what plays and when, and says what plays now and next', async () => {
    const main = await libraryItem(alice, 'Main');
    const christmas = await libraryItem(alice, 'Christmas');
    const link = await createLink(alice, { itemId: main });
    const settings: PhoneLinkSettings = {
      defaultItemId: main,
      defaultProgrammeId: null,
      timeZone: 'America/New_York',
      rules: [holiday(christmas)],
      enabled: true,
    };
    const res = await put(alice, link.id, settings);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ link: PhoneLinkReply }>().link).toMatchObject({
      ...settings,
      brokenRules: [],
      now: { itemId: main, programmeId: null, ruleIndex: null },
      // Midnight in New York on Christmas Eve is 05:00 UTC.
      next: { itemId: christmas, programmeId: null, ruleIndex: 0, at: '2026-12-24T05:00:00.000Z' },
      urls: link.urls,
    });

    const plays = await api(t, 'GET', `/api/phone-links/${link.id}/plays?at=2026-12-25T12:00:00Z`, alice.cookie);
    expect(plays.statusCode).toBe(200);
    expect(plays.json()).toEqual({
      now: { itemId: christmas, programmeId: null, ruleIndex: 0 },
      next: { itemId: main, programmeId: null, ruleIndex: null, at: '2026-12-27T05:00:00.000Z' },
    });
    const badMoment = await api(t, 'GET', `/api/phone-links/${link.id}/plays?at=tomorrow`, alice.cookie);
    expect(badMoment.statusCode).toBe(400);
    expect(badMoment.json()).toMatchObject({ message: messages.phoneLinks.momentInvalid });
  });

  it('refuses settings naming an item that is not the owner’s, an unknown zone, or too many rules', async () => {
    const main = await libraryItem(alice, 'Main');
    const link = await createLink(alice, { itemId: main });
    const bobsItem = await libraryItem(bob, 'Bob’s holiday');
    const base: PhoneLinkSettings = {
      defaultItemId: main,
      defaultProgrammeId: null,
      timeZone: 'UTC',
      rules: [],
      enabled: true,
    };
    for (const settings of [
      { ...base, rules: [holiday(bobsItem)] },
      { ...base, defaultItemId: bobsItem },
    ]) {
      const res = await put(alice, link.id, settings);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: messages.phoneLinks.itemNotFound });
    }
    const badZone = await put(alice, link.id, { ...base, timeZone: 'Nowhere/Atlantis' });
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json()).toMatchObject({ message: messages.business.timeZoneUnknown });
    const tooMany = await put(alice, link.id, { ...base, rules: Array.from({ length: 21 }, () => holiday(main)) });
    expect(tooMany.json()).toMatchObject({ message: messages.phoneLinks.tooManyRules });
    // Nothing refused was kept.
    expect((await list(alice)).find((l) => l.id === link.id)).toMatchObject({ rules: [], timeZone: 'UTC' });
  });

  it("answers another user's link like an unknown one, on every route", async () => {
    const main = await libraryItem(alice, 'Main');
    const link = await createLink(alice, { itemId: main });
    const settings: PhoneLinkSettings = {
      defaultItemId: main,
      defaultProgrammeId: null,
      timeZone: 'UTC',
      rules: [],
      enabled: false,
    };
    const attempts = (user: TestUser, id: string) => [
      () => put(user, id, settings),
      () => api(t, 'POST', `/api/phone-links/${id}/new-address`, user.cookie),
      () => api(t, 'DELETE', `/api/phone-links/${id}`, user.cookie),
      () => api(t, 'GET', `/api/phone-links/${id}/plays?at=2026-12-25T12:00:00Z`, user.cookie),
    ];
    for (const [user, id] of [
      [bob, link.id],
      [alice, '00000000-0000-4000-8000-000000000000'],
      [alice, 'not-a-link'],
    ] as const) {
      for (const attempt of attempts(user, id)) {
        const res = await attempt();
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ message: messages.phoneLinks.notFound });
      }
    }
    // Bob changed nothing.
    expect((await list(alice)).find((l) => l.id === link.id)).toMatchObject({ enabled: true });
  });

  it('gives a new address, and deletes a link', async () => {
    const link = await createLink(alice, { itemId: await libraryItem(alice, 'Main') });
    const renewed = await api(t, 'POST', `/api/phone-links/${link.id}/new-address`, alice.cookie);
    expect(renewed.statusCode).toBe(200);
    const after = renewed.json<{ link: PhoneLinkReply }>().link;
    expect(after.id).toBe(link.id);
    for (const format of ['mp3', 'wav-ulaw-8k', 'wav-pcm-8k', 'twiml'] as const) {
      expect(after.urls[format]).not.toBe(link.urls[format]);
    }
    expect((await api(t, 'DELETE', `/api/phone-links/${link.id}`, alice.cookie)).json()).toEqual({ success: true });
    expect((await list(alice)).map((l) => l.id)).not.toContain(link.id);
  });

  it('tells the owner of a rule whose item was deleted, and plays nothing once the default is deleted', async () => {
    const main = await libraryItem(alice, 'Main');
    const christmas = await libraryItem(alice, 'Christmas');
    const link = await createLink(alice, { itemId: main });
    const settings = {
      defaultItemId: main,
      defaultProgrammeId: null,
      timeZone: 'UTC',
      rules: [holiday(christmas)],
      enabled: true,
    };
    expect((await put(alice, link.id, settings)).statusCode).toBe(200);
    await api(t, 'DELETE', `/api/library/${christmas}`, alice.cookie);
    const plays = () => api(t, 'GET', `/api/phone-links/${link.id}/plays?at=2026-12-25T12:00:00Z`, alice.cookie);
    // The holiday rule falls back to the default, and nothing changes any more.
    expect((await list(alice)).find((l) => l.id === link.id)).toMatchObject({
      rules: settings.rules,
      brokenRules: [0],
      next: null,
    });
    expect((await plays()).json()).toEqual({ now: { itemId: main, programmeId: null, ruleIndex: null }, next: null });

    await api(t, 'DELETE', `/api/library/${main}`, alice.cookie);
    expect((await list(alice)).find((l) => l.id === link.id)).toMatchObject({
      defaultItemId: null,
      now: { itemId: null, programmeId: null, ruleIndex: null },
    });
  });
});

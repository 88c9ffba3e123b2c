import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import type { BusinessProfileBody } from '#common/schemas/business-profile.js';
import {
  LIBRARY_TITLE_MAX,
  numberedTitle,
  type LibraryListReply,
  type SaveLibraryReply,
} from '#common/schemas/library.js';
import { toneFile } from '../testing/audio-fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { api, signInUser, storeMix, type TestUser } from '../testing/api-kit.js';

// A Library item's title (record 136): the default one is dated on the business's clock, and every
// new item, saved or duplicated, gets a title of its own, decided by the server.
let t: TestApp;
let mp3: Buffer;
let users = 0;

beforeAll(async () => {
  t = await createTestApp();
  mp3 = await toneFile(t.deps.ffmpeg.path, 'mp3', 1);
});
afterAll(() => t.close());

async function newUser(): Promise<TestUser> {
  users += 1;
  return signInUser(t, `titles-${users}@example.com`);
}

function withProfileIn(user: TestUser, timeZone: string) {
  const profile: BusinessProfileBody = {
    companyName: 'Line Islands Dive',
    companyWebsite: '',
    industry: 'retail',
    useCustomSector: false,
    customSector: '',
    keyProducts: 'Dive trips',
    timeZone,
    messageLength: 'short',
    tone: 'friendly',
    enableParagraphPauses: false,
    pauseLength: 'medium',
  };
  return api(t, 'PUT', '/api/profile', user.cookie, profile);
}

async function save(user: TestUser, body: object = {}) {
  const mix = await storeMix(t, user.id, mp3);
  return api(t, 'POST', '/api/library', user.cookie, { audioId: mix.id, ...body });
}
const savedTitle = async (user: TestUser, body: object = {}) => {
  const res = await save(user, body);
  expect(res.statusCode).toBe(200);
  return res.json<SaveLibraryReply>().item.title;
};

describe("a default title's day (the test clock reads Sat, Nov 21, 2026, 10:00 UTC)", () => {
  it("is the day on the business profile's clock, even where that is another day than UTC", async () => {
    const kiritimati = await newUser();
    expect((await withProfileIn(kiritimati, 'Pacific/Kiritimati')).statusCode).toBe(200);
    // UTC+14: already Sunday. The profile's zone wins over the zone the device sends.
    expect(await savedTitle(kiritimati, { messageType: 'voicemail', timeZone: 'Europe/London' })).toBe(
      'Voicemail Greeting – Sun, Nov 22, 2026',
    );
    const pagoPago = await newUser();
    await withProfileIn(pagoPago, 'Pacific/Pago_Pago');
    // UTC-11: still Friday.
    expect(await savedTitle(pagoPago)).toBe('On-hold message – Fri, Nov 20, 2026');
  });

  it("is the device's day without a profile, else UTC's; an unknown zone is refused in the profile's words", async () => {
    const user = await newUser();
    expect(await savedTitle(user, { timeZone: 'Pacific/Kiritimati' })).toBe('On-hold message – Sun, Nov 22, 2026');
    expect(await savedTitle(user)).toBe('On-hold message – Sat, Nov 21, 2026');
    for (const timeZone of ['Mars/Olympus_Mons', '+01:00', '']) {
      const res = await save(user, { timeZone });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: messages.business.timeZoneUnknown });
    }
  });
});

describe('a title of its own', () => {
  it('numbers a title the Library already has: the same message saved as new twice more', async () => {
    const user = await newUser();
    const title = 'Bright Smile Dental – On-Hold Message';
    expect(await savedTitle(user, { title })).toBe(title);
    expect(await savedTitle(user, { title })).toBe(`${title} (2)`);
    expect(await savedTitle(user, { title: `  ${title}  ` })).toBe(`${title} (3)`);
    // Untitled saves on one day are numbered too, and another user's titles do not count.
    expect(await savedTitle(user)).toBe('On-hold message – Sat, Nov 21, 2026');
    expect(await savedTitle(user)).toBe('On-hold message – Sat, Nov 21, 2026 (2)');
    expect(await savedTitle(await newUser(), { title })).toBe(title);
    const listed = (await api(t, 'GET', '/api/library', user.cookie)).json<LibraryListReply>().items;
    expect(new Set(listed.map((item) => item.title)).size).toBe(listed.length);
  });

  it('takes back a number once its item is deleted or renamed', async () => {
    const user = await newUser();
    await savedTitle(user, { title: 'Winter hours' });
    const second = (await save(user, { title: 'Winter hours' })).json<SaveLibraryReply>().item;
    expect(second.title).toBe('Winter hours (2)');
    await api(t, 'PUT', `/api/library/${second.id}/title`, user.cookie, { title: 'Holiday hours' });
    expect(await savedTitle(user, { title: 'Winter hours' })).toBe('Winter hours (2)');
  });

  it('numbers a duplicate whose "(copy)" is taken', async () => {
    const user = await newUser();
    const original = (await save(user, { title: 'Spring offer' })).json<SaveLibraryReply>().item;
    const copy = () => api(t, 'POST', `/api/library/${original.id}/copy`, user.cookie);
    expect((await copy()).json<SaveLibraryReply>().item.title).toBe('Spring offer (copy)');
    expect((await copy()).json<SaveLibraryReply>().item.title).toBe('Spring offer (copy) (2)');
  });

  it('keeps the number within the title limit', async () => {
    const long = 'x'.repeat(LIBRARY_TITLE_MAX);
    const user = await newUser();
    expect(await savedTitle(user, { title: long })).toBe(long);
    const numbered = await savedTitle(user, { title: long });
    expect(numbered).toBe(`${'x'.repeat(LIBRARY_TITLE_MAX - 4)} (2)`);
    expect(numbered).toHaveLength(LIBRARY_TITLE_MAX);
  });
});

describe('numberedTitle', () => {
  it('takes the first free number, cutting before it so it fits', () => {
    expect(numberedTitle('Menu', new Set())).toBe('Menu');
    expect(numberedTitle('Menu', new Set(['Menu', 'Menu (2)', 'Menu (4)']))).toBe('Menu (3)');
    expect(numberedTitle('Main menu', new Set(['Main menu']), 10)).toBe('Main m (2)');
    // A cut that ends in a space does not leave "Main  (2)".
    expect(numberedTitle('Main  menu', new Set(['Main  menu']), 9)).toBe('Main (2)');
  });
});

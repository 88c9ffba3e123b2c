import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import type { BusinessProfileBody } from '#common/schemas/business-profile.js';
import { businessProfiles, users } from '../db/schema.js';
import { api, signInUser, type TestUser } from '../testing/api-kit.js';
import { SAME_ORIGIN } from '../testing/http.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signInUser(t, 'profile-owner@example.com');
  stranger = await signInUser(t, 'profile-stranger@example.com');
});
afterAll(() => t.close());

const profile: BusinessProfileBody = {
  companyName: 'Riverside Dental',
  companyWebsite: 'riversidedental.com',
  industry: 'healthcare',
  useCustomSector: false,
  customSector: '',
  keyProducts: 'Check-ups, whitening',
  timeZone: 'Asia/Tokyo',
  messageLength: 'short',
  tone: 'calm',
  enableParagraphPauses: false,
  pauseLength: 'long',
};

/**
 * As answered: with the hours and offers step 3 keeps only when the user agrees (issue 40), none
 * yet, and the language of its messages, English when none was sent (record 144), and no Spanish words.
 */
const stored = {
  ...profile,
  language: 'en',
  bilingual: false,
  // The business's words in Spanish (record 155), none given.
  spanishCustomSector: '',
  spanishKeyProducts: '',
  businessHours: '',
  promotionItems: [],
};

const read = async (user: TestUser) => (await api(t, 'GET', '/api/profile', user.cookie)).json();

describe('/api/profile (record 107)', () => {
  it('needs a signed-in user for each method', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/profile',
        ...(method === 'PUT' ? { payload: profile } : {}),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'unauthorized', message: messages.generic.notAuthenticated });
    }
  });

  it('answers null before the first save, then the profile as saved, trimmed like step 1', async () => {
    expect(await read(owner)).toEqual({ profile: null });
    const saved = await api(t, 'PUT', '/api/profile', owner.cookie, { ...profile, companyName: '  Riverside Dental ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ profile: stored });
    expect(await read(owner)).toEqual({ profile: stored });
    // A second Continue replaces it.
    await api(t, 'PUT', '/api/profile', owner.cookie, { ...profile, timeZone: 'Europe/Lisbon' });
    expect((await read(owner)).profile.timeZone).toBe('Europe/Lisbon');
    // A business that answers in Spanish keeps Spanish as its messages' language.
    await api(t, 'PUT', '/api/profile', owner.cookie, { ...profile, language: 'es' });
    expect((await read(owner)).profile.language).toBe('es');
    const french = await api(t, 'PUT', '/api/profile', owner.cookie, { ...profile, language: 'fr' });
    expect(french.statusCode).toBe(400);
  });

  it('keeps whether the business answers in both languages, and reads no for a profile saved without it', async () => {
    // Bilingual, English first (record 145): stored in its column and read back.
    const saved = await api(t, 'PUT', '/api/profile', owner.cookie, { ...profile, bilingual: true });
    expect(saved.json()).toEqual({ profile: { ...stored, bilingual: true } });
    expect(await read(owner)).toEqual({ profile: { ...stored, bilingual: true } });
    const [row] = await t.deps.database.db
      .select({ bilingual: businessProfiles.bilingual })
      .from(businessProfiles)
      .where(eq(businessProfiles.userId, owner.id));
    expect(row).toEqual({ bilingual: true });
    // Spanish first, still bilingual; then a Continue with it off turns it off.
    await api(t, 'PUT', '/api/profile', owner.cookie, { ...profile, language: 'es', bilingual: true });
    expect((await read(owner)).profile).toMatchObject({ language: 'es', bilingual: true });
    await api(t, 'PUT', '/api/profile', owner.cookie, { ...profile, bilingual: false });
    expect((await read(owner)).profile.bilingual).toBe(false);
    // A client from before the field sends none: the profile reads one language.
    await api(t, 'PUT', '/api/profile', owner.cookie, { ...profile, bilingual: true });
    await api(t, 'PUT', '/api/profile', owner.cookie, profile);
    expect((await read(owner)).profile.bilingual).toBe(false);
    const notBoolean = await api(t, 'PUT', '/api/profile', owner.cookie, { ...profile, bilingual: 'yes' });
    expect(notBoolean.statusCode).toBe(400);
  });

  it('keeps each user their own profile', async () => {
    await api(t, 'PUT', '/api/profile', owner.cookie, profile);
    expect(await read(stranger)).toEqual({ profile: null });
    await api(t, 'PUT', '/api/profile', stranger.cookie, { ...profile, companyName: 'Other Clinic' });
    expect((await read(owner)).profile.companyName).toBe('Riverside Dental');
    // Clearing one's own profile leaves the other user's alone.
    expect((await api(t, 'DELETE', '/api/profile', stranger.cookie)).json()).toEqual({
      success: true,
      message: messages.profile.cleared,
    });
    expect(await read(stranger)).toEqual({ profile: null });
    expect(await read(owner)).toEqual({ profile: stored });
  });

  it.each(['Mars/Olympus_Mons', '+01:00', 'Europe/London\u0000', 'x'.repeat(65), ''])(
    'refuses the time zone %j in plain words, and keeps the saved profile',
    async (timeZone) => {
      await api(t, 'PUT', '/api/profile', owner.cookie, profile);
      const res = await api(t, 'PUT', '/api/profile', owner.cookie, { ...profile, timeZone });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', message: messages.business.timeZoneUnknown });
      expect((await read(owner)).profile.timeZone).toBe('Asia/Tokyo');
    },
  );

  it.each([
    ['no company name', { companyName: '' }, messages.business.companyNameRequired],
    ['neither industry nor sector', { industry: '' }, messages.business.industryRequired],
    ['a company name over its limit', { companyName: 'x'.repeat(121) }, 'Company name must be 120 characters or fewer'],
  ])('refuses %s, as step 1 does', async (_name, change, message) => {
    const res = await api(t, 'PUT', '/api/profile', owner.cookie, { ...profile, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a write from another site', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/profile',
      headers: { ...SAME_ORIGIN, 'sec-fetch-site': 'cross-site', cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(403);
    expect(await read(owner)).toEqual({ profile: stored });
  });

  it('goes with its user', async () => {
    const leaving = await signInUser(t, 'profile-leaving@example.com');
    await api(t, 'PUT', '/api/profile', leaving.cookie, profile);
    await t.deps.database.db.delete(users).where(eq(users.id, leaving.id));
    const rows = await t.deps.database.db
      .select()
      .from(businessProfiles)
      .where(eq(businessProfiles.userId, leaving.id));
    expect(rows).toEqual([]);
  });
});

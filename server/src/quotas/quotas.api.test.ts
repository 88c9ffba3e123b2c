import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import { databaseTargets, type TestDatabase } from '../testing/databases.js';
import { signInCookie } from '../testing/sign-in.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { FAKE_KEY, startFakeStudio, type FakeStudio } from '../voice/testing/fake-studio.js';
import { acquireWorkSlot, LEASE_MS } from './work-slots.js';
import { api } from '../testing/api-kit.js';

/** Issue 12, finding 2: per-user quotas, at most two tasks at once, and the studios' own limits. */
const post = (t: TestApp, cookie: string, url: string, payload: object) => api(t, 'POST', url, cookie, payload);
const preview = (t: TestApp, cookie: string, text = 'Hello.') =>
  post(t, cookie, '/api/preview-voice', { text, voiceType: 'en-US-ken' });
const userId = async (t: TestApp, cookie: string): Promise<string> =>
  (await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).json().user.id;

describe('hourly quotas per user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ QUOTA_PREVIEWS_PER_HOUR: '2' });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After past the hourly count, for that user only, until the hour is over', async () => {
    const [busy, other] = [await signInCookie(t, 'busy@example.com'), await signInCookie(t, 'other@example.com')];
    expect((await preview(t, busy)).statusCode).toBe(200);
    expect((await preview(t, busy)).statusCode).toBe(200);
    const refused = await preview(t, busy);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.json().message).toBe(
      formatMessage(messages.quotas.hourly, { limit: 2, what: 'voice previews', minutes: Math.ceil(retryAfter / 60) }),
    );
    expect((await preview(t, other)).statusCode).toBe(200);

    t.clock.advance(60 * 60_000);
    expect((await preview(t, busy)).statusCode).toBe(200);
  });

  it('does not count a request the contract refused', async () => {
    const cookie = await signInCookie(t, 'careful@example.com');
    for (let i = 0; i < 3; i++) expect((await preview(t, cookie, '')).statusCode).toBe(400);
    expect((await preview(t, cookie)).statusCode).toBe(200);
  });
});

describe.each(databaseTargets())('at most two tasks at once per user, across processes, on $name', (target) => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    database = await target.open();
    [a, b] = await Promise.all([createTestApp({}, database), createTestApp({}, database)]);
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await database.close();
  });

  it('hands out exactly two slots to ten concurrent requests', async () => {
    const id = await userId(a, await signInCookie(a, 'racer@example.com'));
    const slots = await Promise.all(
      Array.from({ length: 10 }, () => acquireWorkSlot(database.db, id, 2, a.clock.now())),
    );
    expect(
      slots
        .filter(Boolean)
        .map((s) => s!.slot)
        .sort(),
    ).toEqual([0, 1]);
  });

  it('refuses a third task on another process, and frees the slots of a crashed process when their lease lapses', async () => {
    const cookie = await signInCookie(a, 'crash@example.com');
    const id = await userId(a, cookie);
    // Process a takes both slots for two long tasks, then dies: nobody releases or renews them.
    expect(await acquireWorkSlot(database.db, id, 2, a.clock.now())).toBeDefined();
    expect(await acquireWorkSlot(database.db, id, 2, a.clock.now())).toBeDefined();

    const refused = await preview(b, cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json().message).toBe(formatMessage(messages.quotas.busy, { limit: 2 }));

    b.clock.advance(LEASE_MS + 1000);
    expect((await preview(b, cookie)).statusCode).toBe(200);
    // A finished task gives its slot back at once.
    expect((await preview(b, cookie)).statusCode).toBe(200);
    expect(await database.db.query.workSlots.findMany()).toHaveLength(2 + 1);
  });
});

describe('studio calls within the operator allowance', () => {
  let fake: FakeStudio;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeStudio();
    t = await createTestApp({
      MURF_API_KEY: FAKE_KEY,
      MURF_API_URL: fake.url,
      STUDIO_CHARS_PER_USER_PER_HOUR: '30',
      STUDIO_CHARS_PER_HOUR: '60',
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const studio = (cookie: string, script: string) =>
    post(t, cookie, '/api/synthesize-voice', { script, voiceType: 'en-US-ken', voiceProvider: 'murf' });

  it("limits each user's share, then everyone's total, and leaves the offline voice open", async () => {
    const [first, second, third] = [
      await signInCookie(t, 'first@example.com'),
      await signInCookie(t, 'second@example.com'),
      await signInCookie(t, 'third@example.com'),
    ];
    const ok = await studio(first, 'Welcome to the studio line.');
    expect(ok.json()).toMatchObject({ provider: 'murf' });
    const share = await studio(first, 'Another studio line please.');
    expect(share.statusCode).toBe(429);
    expect(share.json().message).toMatch(/used your share of Murf studio voices/);
    expect(Number(share.headers['retry-after'])).toBeGreaterThan(0);

    expect((await studio(second, 'Welcome to the studio line!')).json().provider).toBe('murf');
    const total = await studio(third, 'Welcome to the studio, you.');
    expect(total.statusCode).toBe(429);
    expect(total.json().message).toMatch(/Murf allowance for this hour is used up/);

    const offline = await post(t, third, '/api/synthesize-voice', {
      script: 'Welcome to the studio, you.',
      voiceType: 'en-US-ken',
      useLocalEngine: true,
    });
    expect(offline.json().provider).toBe('local');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import { databaseTargets, type TestDatabase } from '../testing/databases.js';
import { signInCookie } from '../testing/sign-in.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { FAKE_KEY, startFakeStudio, type FakeStudio } from '../voice/testing/fake-studio.js';
import { JOB_ID_HEADER } from '#common/schemas/jobs.js';
import { api } from '../testing/api-kit.js';

/**
 * The one admission point (record 102): per-user hourly quotas, at most two jobs under way at once
 * across processes, and the studios' own limits (issue 12, finding 2).
 */
const post = (t: TestApp, cookie: string, url: string, payload: object) => api(t, 'POST', url, cookie, payload);
const preview = (t: TestApp, cookie: string, text = 'Hello.') =>
  post(t, cookie, '/api/preview-voice', { text, voiceType: 'en-US-ken' });

describe('hourly quotas per user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ QUOTA_PREVIEWS_PER_HOUR: '2' });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After past the hourly count, for that user only, until the hour is over', async () => {
    const [busy, other] = [await signInCookie(t, 'busy@example.com'), await signInCookie(t, 'other@example.com')];
    // Different lines: an identical preview still streaming (record 130) would be joined, not counted.
    expect((await preview(t, busy, 'Hello.')).statusCode).toBe(200);
    expect((await preview(t, busy, 'Good day.')).statusCode).toBe(200);
    const refused = await preview(t, busy, 'Welcome.');
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

  it('counts a voice made ahead (record 129) as a preview, not as a voice', async () => {
    const cookie = await signInCookie(t, 'ahead@example.com');
    for (const script of ['Written ahead.', 'Written ahead, then edited.'])
      expect(
        (await post(t, cookie, '/api/synthesize-voice/speculative', { script, voiceType: 'en-US-ken' })).statusCode,
      ).toBe(202);
    expect((await preview(t, cookie)).statusCode).toBe(429);
    expect(
      (await post(t, cookie, '/api/synthesize-voice', { script: 'Asked for.', voiceType: 'en-US-ken' })).statusCode,
    ).toBe(200);
  });

  it('does not count a request the contract refused', async () => {
    const cookie = await signInCookie(t, 'careful@example.com');
    for (let i = 0; i < 3; i++) expect((await preview(t, cookie, '')).statusCode).toBe(400);
    expect((await preview(t, cookie)).statusCode).toBe(200);
  });
});

describe.each(databaseTargets())('at most two jobs under way per user, across processes, on $name', (target) => {
  let database: TestDatabase;
  let web: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    database = await target.open();
    // Jobs queued on a web node stay queued (no worker anywhere), so they are under way for as long as the test needs.
    [web, other] = await Promise.all([
      createTestApp({ ROLE: 'web' }, database),
      createTestApp({ ROLE: 'web' }, database),
    ]);
  });
  afterAll(async () => {
    await Promise.all([web.close(), other.close()]);
    await database.close();
  });

  const queueVoice = (t: TestApp, cookie: string, script: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/synthesize-voice',
      headers: { cookie, prefer: 'respond-async', 'content-type': 'application/json' },
      payload: { script, voiceType: 'en-US-ken' },
    });

  it('admits ten concurrent requests as exactly two jobs, and refuses the rest with Retry-After', async () => {
    const cookie = await signInCookie(web, 'racer@example.com');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => queueVoice(i % 2 ? web : other, cookie, `Message number ${i}.`)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([202, 202, ...Array(8).fill(429)]);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json().message).toBe(formatMessage(messages.quotas.busy, { limit: 2 }));
  });

  it('counts queued jobs on every process, joins a twin for free, and frees a place when a queued job is cancelled', async () => {
    const cookie = await signInCookie(web, 'queuer@example.com');
    const first = await queueVoice(web, cookie, 'The first message.');
    expect((await queueVoice(other, cookie, 'The second message.')).statusCode).toBe(202);
    const twin = await queueVoice(other, cookie, 'The first message.');
    expect(twin.statusCode).toBe(202);
    expect(twin.headers[JOB_ID_HEADER]).toBe(first.headers[JOB_ID_HEADER]);
    // Previews are jobs too, under the same cap.
    expect((await preview(other, cookie)).statusCode).toBe(429);

    const cancel = await other.app.inject({
      method: 'DELETE',
      url: `/api/jobs/${first.headers[JOB_ID_HEADER] as string}`,
      headers: { cookie },
    });
    expect(cancel.json()).toMatchObject({ state: 'cancelled' });
    expect((await queueVoice(web, cookie, 'The third message.')).statusCode).toBe(202);
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

  it('makes no studio voice ahead (record 129): refused before any quota or studio call', async () => {
    const cookie = await signInCookie(t, 'ahead-studio@example.com');
    const calls = fake.requests.length;
    const ahead = (extra: object) =>
      post(t, cookie, '/api/synthesize-voice/speculative', { script: 'Made ahead.', voiceType: 'en-US-ken', ...extra });
    const refused = await ahead({ voiceProvider: 'murf' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(messages.voice.studioNotMadeAhead);
    expect((await ahead({ voiceProvider: 'murf', useLocalEngine: true })).statusCode).toBe(202);
    expect(fake.requests.length).toBe(calls);
  });
});

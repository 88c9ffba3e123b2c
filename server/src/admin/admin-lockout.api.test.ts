import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { ADMIN_LOGIN_LIMITS, KNOWN_BROWSER } from '../auth/policy.js';
import { databaseTargets, type TestDatabase } from '../testing/databases.js';
import { cookieFrom, SAME_ORIGIN } from '../testing/http.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { ensureAdminAccount } from './admin-accounts.js';

/** Issue 12, finding 5: the lock-out could be raced, and turned against the real admin. */
const USERNAME = 'studio-admin';
const PASSWORD = 'correct horse battery staple';

describe.each(databaseTargets())('admin lock-out on $name', (target) => {
  let database: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    database = await target.open();
    t = await createTestApp({ ADMIN_USERNAME: USERNAME, ADMIN_PASSWORD: PASSWORD }, database);
    await ensureAdminAccount(t.deps.database.db, t.deps.config, t.app.log);
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  const login = (password: string, remoteAddress: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) },
      payload: { username: USERNAME, password },
      remoteAddress,
    });

  it('checks at most the allowed number of 40 concurrent wrong passwords from one address', async () => {
    const replies = await Promise.all(Array.from({ length: 40 }, (_, i) => login(`wrong-${i}`, '198.51.100.7')));
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(ADMIN_LOGIN_LIMITS.lockPairAfter);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - ADMIN_LOGIN_LIMITS.lockPairAfter);
    expect(replies.find((r) => r.statusCode === 429)!.json().message).toBe(messages.admin.lockedOut);
    // The address stays locked out of the account even with the right password...
    expect((await login(PASSWORD, '198.51.100.7')).statusCode).toBe(429);
    // ...while the admin signs in from anywhere else.
    expect((await login(PASSWORD, '203.0.113.1')).statusCode).toBe(200);
    t.clock.advance(ADMIN_LOGIN_LIMITS.lockFor + 1000);
  });

  it('does not let wrong passwords from five addresses lock the admin out, only slow the account down', async () => {
    t.sleeps.length = 0;
    for (let i = 1; i <= 5; i++) {
      const replies = await Promise.all(
        Array.from({ length: ADMIN_LOGIN_LIMITS.lockPairAfter }, (_, j) => login(`wrong-${j}`, `192.0.2.${i}`)),
      );
      expect(replies.map((r) => r.statusCode)).toEqual(Array(ADMIN_LOGIN_LIMITS.lockPairAfter).fill(401));
    }
    expect(t.sleeps.length).toBeGreaterThan(0);
    expect(Math.max(...t.sleeps)).toBe(ADMIN_LOGIN_LIMITS.maxDelay);
    expect((await login(PASSWORD, '203.0.113.2')).statusCode).toBe(200);
  });

  it('caps guessing at the account across 40 addresses, while a browser that signed in before still signs in', async () => {
    t.clock.advance(ADMIN_LOGIN_LIMITS.accountWindow + 1000);
    const office = '198.51.100.80';
    const first = await login(PASSWORD, office);
    expect(first.statusCode).toBe(200);
    const known = cookieFrom(first, KNOWN_BROWSER.cookie);

    // 40 addresses, half IPv4 and half IPv6 (each its own /64), five guesses each: 200 checks asked.
    const addresses = Array.from({ length: 40 }, (_, i) => (i % 2 ? `203.0.113.${i}` : `2001:db8:${i}::1`));
    addresses[0] = office; // one of them shares the admin's own address
    const replies = await Promise.all(
      addresses.flatMap((address) =>
        Array.from({ length: ADMIN_LOGIN_LIMITS.lockPairAfter }, (_, j) => login(`guess-${j}`, address)),
      ),
    );
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(ADMIN_LOGIN_LIMITS.accountPerHour);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200 - ADMIN_LOGIN_LIMITS.accountPerHour);
    expect(replies.find((r) => r.statusCode === 429)!.json().message).toBe(messages.admin.accountUnderAttack);

    // A stranger's browser, even with the right password, waits out the hour...
    const stranger = await login(PASSWORD, '192.0.2.200');
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(ADMIN_LOGIN_LIMITS.window / 1000);
    // ...and so does a cookie that was not signed for this account.
    const [name, issued] = known.split('=')[1]!.split('.');
    expect((await login(PASSWORD, office, `${KNOWN_BROWSER.cookie}=${name}.${issued}.forged`)).statusCode).toBe(429);
    // The admin's browser signs in, from the very address the guesses came from too.
    const admin = await login(PASSWORD, office, known);
    expect(admin.statusCode).toBe(200);
    expect(cookieFrom(admin, 'avs_admin')).toMatch(/^avs_admin=/);
    // Its own allowance is its own: a few mistypes, then it still gets in.
    for (let i = 0; i < ADMIN_LOGIN_LIMITS.knownBrowserAfter - 1; i++) {
      expect((await login('mistyped', office, known)).statusCode).toBe(401);
    }
    expect((await login(PASSWORD, office, known)).statusCode).toBe(200);
  });

  it('counts the addresses of one IPv6 /64 as one address', async () => {
    t.clock.advance(ADMIN_LOGIN_LIMITS.accountWindow + 1000);
    for (let i = 1; i <= ADMIN_LOGIN_LIMITS.lockPairAfter; i++) {
      expect((await login(`guess-${i}`, `2001:db8:aaaa:1::${i.toString(16)}`)).statusCode).toBe(401);
    }
    const next = await login('guess-next', '2001:db8:aaaa:1:ffff:ffff:ffff:1');
    expect(next.statusCode).toBe(429);
    expect(next.json().message).toBe(messages.admin.lockedOut);
    expect((await login(PASSWORD, '2001:db8:aaaa:2::1')).statusCode).toBe(200);
  });
});

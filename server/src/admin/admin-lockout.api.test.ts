import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { ADMIN_LOGIN_LIMITS } from '../auth/policy.js';
import { databaseTargets, type TestDatabase } from '../testing/databases.js';
import { SAME_ORIGIN } from '../testing/http.js';
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

  const login = (password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: SAME_ORIGIN,
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
});

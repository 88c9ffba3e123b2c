import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { ADMIN_LOGIN_LIMITS } from '../auth/policy.js';
import { cookieFrom, SAME_ORIGIN } from '../testing/http.js';
import { signInCookie } from '../testing/sign-in.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { ADMIN_PASSWORD_FILE, ensureAdminAccount } from './admin-accounts.js';

const USERNAME = 'studio-admin';
const PASSWORD = 'correct horse battery staple';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_USERNAME: USERNAME, ADMIN_PASSWORD: PASSWORD });
  await ensureAdminAccount(t.deps.database.db, t.deps.config, t.app.log);
});
afterAll(() => t.close());

let nextIp = 1;
const freshIp = () => `10.1.0.${nextIp++}`;
const login = (payload: object, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', headers: SAME_ORIGIN, payload, remoteAddress });
const status = (cookie?: string) => t.app.inject({ url: '/api/admin/auth-status', headers: cookie ? { cookie } : {} });

describe('POST /api/admin/login', () => {
  it('requires both username and password', async () => {
    for (const payload of [{}, { username: USERNAME }, { password: PASSWORD }, { username: '', password: '' }]) {
      const res = await login(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(messages.admin.credentialsRequired);
    }
  });

  it('refuses a wrong password and an unknown username alike', async () => {
    for (const payload of [
      { username: USERNAME, password: 'wrong' },
      { username: 'nobody', password: PASSWORD },
    ]) {
      const res = await login(payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: messages.admin.invalidCredentials, code: 'unauthorized' });
    }
  });

  it('logs in, reports the username, and logs out', async () => {
    expect((await status()).json()).toEqual({ isAuthenticated: false, username: null });
    const res = await login({ username: USERNAME, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: messages.admin.loginSuccess, username: USERNAME });
    const adminCookie = res.cookies.find((c) => c.name === 'avs_admin')!;
    expect(adminCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const cookie = cookieFrom(res, 'avs_admin');
    expect((await status(cookie)).json()).toEqual({ isAuthenticated: true, username: USERNAME });

    const out = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { ...SAME_ORIGIN, cookie } });
    expect(out.statusCode).toBe(200);
    expect((await status(cookie)).json()).toEqual({ isAuthenticated: false, username: null });
  });

  it('keeps the admin session apart from the user session', async () => {
    const admin = cookieFrom(await login({ username: USERNAME, password: PASSWORD }), 'avs_admin');
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie: admin } })).statusCode).toBe(401);
    // The admin session id presented as a user session does not work either.
    const asUser = admin.replace('avs_admin=', 'avs_session=');
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie: asUser } })).statusCode).toBe(401);

    const user = await signInCookie(t, 'user@example.com');
    expect((await status(user)).json().isAuthenticated).toBe(false);
    expect((await status(user.replace('avs_session=', 'avs_admin='))).json().isAuthenticated).toBe(false);
  });

  it('refuses a cross-origin login', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: 'https://evil.example' },
      payload: { username: USERNAME, password: PASSWORD },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('failed admin logins', () => {
  it('slow down, then lock that address out of the account even for the right password, until the lock ends', async () => {
    const ip = freshIp();
    t.sleeps.length = 0;
    for (let i = 1; i <= ADMIN_LOGIN_LIMITS.lockPairAfter; i++) {
      expect((await login({ username: USERNAME, password: `wrong-${i}` }, ip)).statusCode).toBe(401);
    }
    // The account's attempts past the second were each delayed longer than the one before.
    expect(t.sleeps.slice(-3)).toEqual([...t.sleeps.slice(-3)].sort((a, b) => a - b));
    expect(t.sleeps.length).toBeGreaterThanOrEqual(3);

    const locked = await login({ username: USERNAME, password: PASSWORD }, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(messages.admin.lockedOut);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    t.clock.advance(ADMIN_LOGIN_LIMITS.lockFor + 1000);
    expect((await login({ username: USERNAME, password: PASSWORD }, ip)).statusCode).toBe(200);
  });

  it('lock out an address that tries many usernames', async () => {
    const ip = freshIp();
    for (let i = 0; i < ADMIN_LOGIN_LIMITS.lockIpAfter; i++) {
      expect((await login({ username: `guess-${i}`, password: 'x' }, ip)).statusCode).toBe(401);
    }
    expect((await login({ username: USERNAME, password: PASSWORD }, ip)).statusCode).toBe(429);
    expect((await login({ username: USERNAME, password: PASSWORD })).statusCode).toBe(200);
    t.clock.advance(ADMIN_LOGIN_LIMITS.lockFor + 1000);
  });
});

describe('admin credentials (record 057)', () => {
  it('generates a password on first start when none is configured, stores only its hash, and tells once', async () => {
    const fresh = await createTestApp();
    try {
      await ensureAdminAccount(fresh.deps.database.db, fresh.deps.config, fresh.app.log);
      const file = path.join(fresh.dataDir, ADMIN_PASSWORD_FILE);
      const text = await fs.readFile(file, 'utf8');
      expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
      const password = /password: (\S+)/.exec(text)![1]!;
      expect(password.length).toBeGreaterThanOrEqual(20);

      const rows = await fresh.deps.database.db.query.adminAccounts.findMany();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.passwordHash).toMatch(/^scrypt\$/);
      expect(rows[0]!.passwordHash).not.toContain(password);

      // A second start keeps the account and does not generate another password.
      await fs.rm(file);
      await ensureAdminAccount(fresh.deps.database.db, fresh.deps.config, fresh.app.log);
      await expect(fs.stat(file)).rejects.toThrow();

      const res = await fresh.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: SAME_ORIGIN,
        payload: { username: 'admin', password },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { LOGIN_LINK_LIMITS } from '../auth/policy.js';
import { loadConfig } from '../config/config.js';
import { ensureAdminAccount } from '../admin/admin-accounts.js';
import { SAME_ORIGIN } from '../testing/http.js';
import { loginLinkFrom, readOutbox } from '../testing/mail.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/** Issue 12, finding 4 (TRUST_PROXY), and from finding 10: aliases, X-Frame-Options, HSTS. */
const apps: TestApp[] = [];
afterEach(async () => Promise.all(apps.splice(0).map((t) => t.close())));
async function app(env: Record<string, string> = {}) {
  const t = await createTestApp(env);
  apps.push(t);
  return t;
}

let n = 0;
const requestLink = (t: TestApp, remoteAddress: string, forwardedFor?: string, email = `user${n++}@example.com`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/request-login',
    headers: { ...SAME_ORIGIN, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    payload: { email },
    remoteAddress,
  });

/** Asks for one more mailbox than one address may; the last is refused when all were counted as one client. */
async function lastOfFlood(t: TestApp, remoteAddress: string, forwardedFor: (i: number) => string | undefined) {
  let last = 0;
  for (let i = 0; i <= LOGIN_LINK_LIMITS.mailboxesPerAddress; i++)
    last = (await requestLink(t, remoteAddress, forwardedFor(i))).statusCode;
  return last;
}

describe('TRUST_PROXY', () => {
  it('with a hop count, takes the address the proxy saw, not one the client wrote', async () => {
    const t = await app({ TRUST_PROXY: '1' });
    expect(await lastOfFlood(t, '10.0.0.1', (i) => `198.18.0.${i}, 203.0.113.7`)).toBe(429);
  });

  it('reads `true` as one proxy', async () => {
    const t = await app({ TRUST_PROXY: 'true' });
    expect(await lastOfFlood(t, '10.0.0.1', (i) => `198.18.0.${i}, 203.0.113.8`)).toBe(429);
  });

  it('with proxy addresses and CIDRs, skips the trusted proxies from the right', async () => {
    const t = await app({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' });
    expect(await lastOfFlood(t, '10.0.0.1', (i) => `198.18.0.${i}, 203.0.113.9, 10.0.0.2`)).toBe(429);
    // Different clients behind the same proxy are counted apart.
    expect((await requestLink(t, '10.0.0.1', '203.0.113.10, 10.0.0.2')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from an address that is not a trusted proxy', async () => {
    const t = await app({ TRUST_PROXY: '10.0.0.0/8' });
    expect(await lastOfFlood(t, '192.0.2.50', (i) => `198.18.0.${i}`)).toBe(429);
  });

  it('is refused at start when it is neither a count nor addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY: "yes please" is not a hop count/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1' }).trustProxy).toEqual(['10.0.0.0/8', '::1']);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({}).trustProxy).toBe(false);
  });
});

describe('login links per mailbox', () => {
  it('counts name+tag@ aliases as the one mailbox they deliver to', async () => {
    const t = await app();
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_LINK_LIMITS.perMailbox; i++)
      statuses.push((await requestLink(t, `192.0.2.${i + 1}`, undefined, `Pat+tag${i}@Example.com`)).statusCode);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
  });
});

describe('__Host- cookies over HTTPS (issue 29)', () => {
  const viaHttps = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.60' };
  const PASSWORD = 'host prefix admin password';

  it('names the session and admin cookies __Host-, Secure, for / and no Domain, and reads only those', async () => {
    const t = await app({ TRUST_PROXY: '1', ADMIN_USERNAME: 'host-admin', ADMIN_PASSWORD: PASSWORD });
    await ensureAdminAccount(t.deps.database.db, t.deps.config, t.app.log);
    const https = (request: { method?: 'GET' | 'POST'; url: string; payload?: object; headers?: object }) =>
      t.app.inject({
        ...request,
        headers: { ...SAME_ORIGIN, ...viaHttps, ...request.headers },
        remoteAddress: '10.0.0.1',
      });

    await https({ method: 'POST', url: '/api/auth/request-login', payload: { email: 'secure@example.com' } });
    const token = loginLinkFrom((await readOutbox(t.dataDir)).at(-1)!).searchParams.get('token');
    const verified = await https({ method: 'POST', url: '/api/auth/verify', payload: { token } });
    const admin = await https({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'host-admin', password: PASSWORD },
    });
    const cookies = [...verified.cookies, ...admin.cookies];
    expect(cookies.map((c) => c.name).sort()).toEqual([
      '__Host-avs_admin',
      '__Host-avs_admin_browser',
      '__Host-avs_session',
    ]);
    for (const cookie of cookies) {
      expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true, sameSite: 'Lax' });
      expect(cookie.domain).toBeUndefined();
    }
    const session = verified.cookies[0]!.value;
    expect(
      (await https({ url: '/api/auth/user', headers: { cookie: `__Host-avs_session=${session}` } })).statusCode,
    ).toBe(200);
    // Over HTTPS the unprefixed name is what another host could have set: it is not read.
    expect((await https({ url: '/api/auth/user', headers: { cookie: `avs_session=${session}` } })).statusCode).toBe(
      401,
    );
  });
});

describe('security headers', () => {
  it('says DENY in X-Frame-Options, as frame-ancestors does', async () => {
    const t = await app();
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('sends HSTS over HTTPS only', async () => {
    const t = await app({ TRUST_PROXY: '1' });
    expect((await t.app.inject({ url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
    const viaHttps = await t.app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.5' },
      remoteAddress: '10.0.0.1',
    });
    expect(viaHttps.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});

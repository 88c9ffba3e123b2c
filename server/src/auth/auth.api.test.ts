import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { SAME_ORIGIN } from '../testing/http.js';
import { loginLinkFrom, readOutbox } from '../testing/mail.js';
import { signInCookie } from '../testing/sign-in.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { LOGIN_LINK_LIMITS, LOGIN_TOKEN_TTL } from './policy.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let nextIp = 1;
/** Each test asks from its own address so the per-IP limit of one test does not leak into another. */
const freshIp = () => `10.0.0.${nextIp++}`;

async function requestLink(email: string, remoteAddress = freshIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/request-login',
    headers: SAME_ORIGIN,
    payload: { email },
    remoteAddress,
  });
}

async function latestToken(): Promise<string> {
  const mails = await readOutbox(t.dataDir);
  return loginLinkFrom(mails.at(-1)!).searchParams.get('token')!;
}

const signIn = (email: string) => signInCookie(t, email);

const verify = (token: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/auth/verify', headers: SAME_ORIGIN, payload: { token } });

describe('POST /api/auth/request-login', () => {
  it('refuses an empty e-mail with the spec message', async () => {
    for (const email of ['', '   ']) {
      const res = await requestLink(email);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: messages.login.emailRequired, code: 'validation' });
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-login',
      headers: SAME_ORIGIN,
      payload: {},
    });
    expect(missing.json().message).toBe(messages.login.emailRequired);
  });

  it('refuses a malformed e-mail', async () => {
    const res = await requestLink('not-an-address');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.login.emailInvalid);
  });

  it('writes the login link to an .eml file in the outbox, and answers the same for new and known addresses', async () => {
    const before = (await readOutbox(t.dataDir)).length;
    const fresh = await requestLink('New.Person@Example.com');
    await signIn('known@example.com');
    const known = await requestLink('known@example.com');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toEqual({ success: true, message: messages.login.linkSent });
    expect(known.json()).toEqual(fresh.json());

    const mails = await readOutbox(t.dataDir);
    expect(mails.length).toBe(before + 3);
    const mail = mails[before]!;
    expect(mail).toMatch(/^To: new\.person@example\.com$/m);
    expect(mail).toMatch(/^Subject: Your AI Voice Studio login link$/m);
    const link = loginLinkFrom(mail);
    expect(link.origin + link.pathname).toBe('http://localhost:5000/auth/verify');
    expect(link.searchParams.get('token')!.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
  });

  it('limits one address asking for one mailbox, and the window ends', async () => {
    const email = 'limited@example.com';
    const ip = freshIp();
    for (let i = 0; i < LOGIN_LINK_LIMITS.perMailboxAndAddress; i++) {
      expect((await requestLink(email, ip)).statusCode).toBe(200);
    }
    const refused = await requestLink(email, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(messages.login.tooManyRequests);
    expect(refused.headers['retry-after']).toBeDefined();
    t.clock.advance(LOGIN_LINK_LIMITS.window);
    expect((await requestLink(email, ip)).statusCode).toBe(200);
  });

  it('does not let a stranger asking again and again keep the owner from a link (issue 29)', async () => {
    const owner = 'owner@example.com';
    const stranger = freshIp();
    const strangerStatuses: number[] = [];
    // More requests than the mailbox's overall cap: the refused ones must not count towards it.
    const asked = LOGIN_LINK_LIMITS.perMailbox * 2;
    for (let i = 0; i < asked; i++) strangerStatuses.push((await requestLink(owner, stranger)).statusCode);
    expect(strangerStatuses.filter((s) => s === 429)).toHaveLength(asked - LOGIN_LINK_LIMITS.perMailboxAndAddress);
    const before = (await readOutbox(t.dataDir)).length;
    expect((await requestLink(owner, freshIp())).statusCode).toBe(200);
    expect((await readOutbox(t.dataDir)).length).toBe(before + 1);
  });

  it('caps one mailbox from all addresses together, higher than from one', async () => {
    const email = 'flooded@example.com';
    for (let i = 0; i < LOGIN_LINK_LIMITS.perMailbox; i++) expect((await requestLink(email)).statusCode).toBe(200);
    expect((await requestLink(email)).statusCode).toBe(429);
    expect(LOGIN_LINK_LIMITS.perMailbox).toBeGreaterThan(LOGIN_LINK_LIMITS.perMailboxAndAddress);
    t.clock.advance(LOGIN_LINK_LIMITS.window);
  });

  it('gives each of 50 colleagues behind one office address a link (issue 29)', async () => {
    const office = freshIp();
    const before = (await readOutbox(t.dataDir)).length;
    for (let i = 0; i < 50; i++) {
      expect((await requestLink(`colleague-${i}@office.example`, office)).statusCode).toBe(200);
    }
    // Asking again for one's own link does not count as another mailbox.
    expect((await requestLink('colleague-0@office.example', office)).statusCode).toBe(200);
    expect((await readOutbox(t.dataDir)).length).toBe(before + 51);
  });

  it('caps the distinct mailboxes one address may ask for in an hour', async () => {
    const ip = freshIp();
    for (let i = 0; i < LOGIN_LINK_LIMITS.mailboxesPerAddress; i++) {
      expect((await requestLink(`ip-${i}@example.com`, ip)).statusCode).toBe(200);
    }
    expect((await requestLink('one-more@example.com', ip)).statusCode).toBe(429);
    expect((await requestLink('one-more@example.com', ip)).statusCode).toBe(429);
    // The mailboxes it already asked for still get their links; other addresses are not touched.
    expect((await requestLink('ip-0@example.com', ip)).statusCode).toBe(200);
    expect((await requestLink('one-more@example.com')).statusCode).toBe(200);
  });
});

describe('POST /api/auth/verify', () => {
  it('refuses a missing token with the spec message', async () => {
    for (const token of [undefined, '']) {
      const res = await verify(token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(messages.verify.missingToken);
    }
  });

  it('refuses an unknown token', async () => {
    const res = await verify('x'.repeat(43));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: messages.verify.invalidToken, code: 'validation' });
  });

  it('signs in once with a fresh token and refuses it the second time', async () => {
    await requestLink('once@example.com');
    const token = await latestToken();
    const first = await verify(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: messages.verify.success });
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(messages.verify.usedToken);
  });

  it('refuses a token older than 15 minutes', async () => {
    await requestLink('late@example.com');
    const token = await latestToken();
    t.clock.advance(LOGIN_TOKEN_TTL + 1000);
    const res = await verify(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.verify.expiredToken);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie, Secure only over HTTPS', async () => {
    await requestLink('cookie@example.com');
    const res = await verify(await latestToken());
    const cookie = res.cookies.find((c) => c.name === 'avs_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.maxAge).toBeGreaterThan(0);
  });
});

describe('GET /api/auth/user and logout', () => {
  it('answers 401 without a session and the user with one', async () => {
    const anonymous = await t.app.inject({ url: '/api/auth/user' });
    expect(anonymous.statusCode).toBe(401);
    const cookie = await signIn('me@example.com');
    const res = await t.app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ isAuthenticated: true, user: { email: 'me@example.com' } });
  });

  it('GET /api/auth/status answers 200 either way: signed out, a forged or ended session, and the user (record 153)', async () => {
    const signedOut = { isAuthenticated: false, user: null };
    const anonymous = await t.app.inject({ url: '/api/auth/status' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['cache-control']).toBe('no-store');
    expect(anonymous.json()).toEqual(signedOut);
    const forged = await t.app.inject({ url: '/api/auth/status', headers: { cookie: 'avs_session=forged' } });
    expect(forged.json()).toEqual(signedOut);

    const cookie = await signIn('status@example.com');
    const res = await t.app.inject({ url: '/api/auth/status', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      isAuthenticated: true,
      user: { id: expect.any(String), email: 'status@example.com' },
    });
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...SAME_ORIGIN, cookie } });
    expect((await t.app.inject({ url: '/api/auth/status', headers: { cookie } })).json()).toEqual(signedOut);
  });

  it('refuses a forged session id', async () => {
    const res = await t.app.inject({ url: '/api/auth/user', headers: { cookie: 'avs_session=forged' } });
    expect(res.statusCode).toBe(401);
  });

  it('invalidates the session on logout, so the old cookie no longer works', async () => {
    const cookie = await signIn('leaving@example.com');
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...SAME_ORIGIN, cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'avs_session')?.value).toBe('');
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it('ends a session after a week idle and after 30 days in any case', async () => {
    const idle = await signIn('idle@example.com');
    t.clock.advance(7 * 24 * 3_600_000);
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie: idle } })).statusCode).toBe(401);

    const busy = await signIn('busy@example.com');
    for (let day = 0; day < 30; day++) {
      t.clock.advance(24 * 3_600_000);
      const status = (await t.app.inject({ url: '/api/auth/user', headers: { cookie: busy } })).statusCode;
      expect(status).toBe(day < 29 ? 200 : 401);
    }
  });
});

describe('POST /api/auth/sign-out-others (issue 29)', () => {
  const signOutOthers = (cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out-others',
      headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) },
    });
  const whoAmI = async (cookie: string) =>
    (await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode;

  it('ends every other session of the user, keeps this one and other users’ sessions', async () => {
    const here = await signIn('many-devices@example.com');
    const phone = await signIn('many-devices@example.com');
    const laptop = await signIn('many-devices@example.com');
    const someoneElse = await signIn('someone-else@example.com');
    const res = await signOutOthers(here);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: messages.login.signedOutOthers });
    expect(await whoAmI(here)).toBe(200);
    expect(await whoAmI(phone)).toBe(401);
    expect(await whoAmI(laptop)).toBe(401);
    expect(await whoAmI(someoneElse)).toBe(200);
  });

  it('needs a session', async () => {
    expect((await signOutOthers()).statusCode).toBe(401);
    expect((await signOutOthers('avs_session=forged')).statusCode).toBe(401);
  });
});

describe('cross-origin requests', () => {
  it('refuses a state-changing request from another origin', async () => {
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-login',
        headers,
        payload: { email: 'x@example.com' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(messages.generic.crossOrigin);
    }
  });

  it('still lets another origin read public GET endpoints', async () => {
    const res = await t.app.inject({ url: '/api/admin/auth-status', headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('allowed e-mail domains', () => {
  it('refuses addresses outside ALLOWED_EMAIL_DOMAINS', async () => {
    const restricted = await createTestApp({ ALLOWED_EMAIL_DOMAINS: 'brightsmile.com, @example.org' });
    try {
      const send = (email: string) =>
        restricted.app.inject({
          method: 'POST',
          url: '/api/auth/request-login',
          headers: SAME_ORIGIN,
          payload: { email },
        });
      expect((await send('dentist@brightsmile.com')).statusCode).toBe(200);
      expect((await send('a@example.org')).statusCode).toBe(200);
      const refused = await send('someone@gmail.com');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(messages.login.emailDomainNotAllowed);
    } finally {
      await restricted.close();
    }
  });
});

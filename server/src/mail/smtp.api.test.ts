import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { cookieFrom, SAME_ORIGIN } from '../testing/http.js';
import { loginLinkFrom } from '../testing/mail.js';
import { startSmtpServer, type TestSmtpServer } from '../testing/smtp-server.js';
import { createTestApp } from '../testing/test-app.js';

// Mail over real SMTP: the smtp-server package listens on loopback and receives what nodemailer sends.
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer({ credentials: { user: 'studio', pass: 'app-password' } });
});
afterAll(() => smtp.close());

const requestLogin = (t: Awaited<ReturnType<typeof createTestApp>>, email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/request-login', headers: SAME_ORIGIN, payload: { email } });

describe('login link over SMTP', () => {
  it('delivers the link, and following it from the received mail signs the user in', async () => {
    const url = smtp.url.replace('smtp://', 'smtp://studio:app-password@');
    const t = await createTestApp({ SMTP_URL: url, MAIL_FROM: 'Studio <studio@brightsmile.test>' });
    try {
      const res = await requestLogin(t, 'owner@brightsmile.test');
      expect(res.statusCode).toBe(200);
      const mail = smtp.received.at(-1)!;
      expect(mail.to).toEqual(['owner@brightsmile.test']);
      expect(mail.raw).toMatch(/^From: Studio <studio@brightsmile\.test>/m);

      // The page at the link POSTs the token; do what it does.
      const link = loginLinkFrom(mail.raw);
      // Delivered as written (7bit), the link stands whole in the raw mail too, as in the outbox.
      expect(mail.raw).toContain(`\r\n${link.href}\r\n`);
      const verify = await t.app.inject({
        method: 'POST',
        url: '/api/auth/verify',
        headers: SAME_ORIGIN,
        payload: { token: link.searchParams.get('token') },
      });
      expect(verify.statusCode).toBe(200);
      const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie: cookieFrom(verify, 'avs_session') } });
      expect(me.json().user.email).toBe('owner@brightsmile.test');
    } finally {
      await t.close();
    }
  });

  it('reports a rejected SMTP login in words the client maps to the Office 365 message', async () => {
    const url = smtp.url.replace('smtp://', 'smtp://studio:wrong-password@');
    const t = await createTestApp({ SMTP_URL: url });
    try {
      const res = await requestLogin(t, 'owner@brightsmile.test');
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(messages.login.smtpAuthFailedServer);
      expect(res.json().message.toLowerCase()).toContain('authentication failed');
    } finally {
      await t.close();
    }
  });

  it('reports an unreachable mail server plainly, and the unsent link is not left usable', async () => {
    const t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const res = await requestLogin(t, 'owner@brightsmile.test');
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(messages.login.mailUnavailable);
      expect(await t.deps.database.db.query.loginTokens.findMany()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

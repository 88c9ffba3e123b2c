import type { TestApp } from './test-app.js';
import { cookieFrom, SAME_ORIGIN } from './http.js';
import { loginLinkFrom, readOutbox } from './mail.js';
import type { TestSmtpServer } from './smtp-server.js';

let nextIp = 1;

/**
 * Signs `email` in through the real login-link flow and returns the Cookie header of the session.
 * The login mail is read from the outbox, or from `smtp` when the app sends over SMTP.
 */
export async function signInCookie(
  t: TestApp,
  email: string,
  smtp?: Pick<TestSmtpServer, 'received'>,
): Promise<string> {
  const remoteAddress = `10.9.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/request-login',
    headers: SAME_ORIGIN,
    payload: { email },
    remoteAddress,
  });
  const mails = smtp ? smtp.received.map((m) => m.raw) : await readOutbox(t.dataDir);
  const mail = mails.filter((m) => m.toLowerCase().includes(`to: ${email}`)).at(-1);
  if (!mail) throw new Error(`no login mail to ${email}`);
  const token = loginLinkFrom(mail).searchParams.get('token');
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/verify', headers: SAME_ORIGIN, payload: { token } });
  return cookieFrom(res, 'avs_session');
}

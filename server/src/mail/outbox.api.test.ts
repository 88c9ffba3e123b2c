import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, SAME_ORIGIN } from '../testing/http.js';
import { loginLinkFrom } from '../testing/mail.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { loginLinkEmail } from './login-link-email.js';
import { createMailer } from './mailer.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(); // no SMTP_URL: mail goes to DATA_DIR/outbox
});
afterAll(() => t.close());

/** The .eml files of a folder as plain text, oldest first: what someone opening them in an editor sees. */
async function emlFiles(dir: string): Promise<string[]> {
  const names = (await fs.readdir(dir)).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(names.map((name) => fs.readFile(path.join(dir, name), 'utf8')));
}

describe('the outbox', () => {
  it('writes a login link that signs in when copied out of the .eml as plain text', async () => {
    const email = 'copier@brightsmile.test';
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-login',
      headers: SAME_ORIGIN,
      payload: { email },
    });
    expect(asked.statusCode).toBe(200);
    const mail = (await emlFiles(path.join(t.dataDir, 'outbox'))).at(-1)!;

    // Copy the link as a person would: the whole line it is on, no decoding of any kind.
    const lines = mail.split('\n').filter((line) => line.includes('/auth/verify'));
    const copied = lines[0]!.trim();
    expect(copied).toMatch(/^http:\/\/localhost:5000\/auth\/verify\?token=[\w-]{43}$/);
    // Every copy of it in the file (the text part, the HTML's button and its address) is whole.
    const links = [...mail.matchAll(/http:\/\/localhost:5000\/auth\/verify\?token=[^\s"<]*/g)].map((m) => m[0]);
    expect(links).toEqual([copied, copied, copied]);
    expect(mail).not.toMatch(/=3D|=\n/);

    // The page at the link POSTs its token; do what it does.
    const token = new URL(copied).searchParams.get('token');
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      headers: SAME_ORIGIN,
      payload: { token },
    });
    expect(verify.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie: cookieFrom(verify, 'avs_session') } });
    expect(me.json().user.email).toBe(email);
  });

  it("is read whole by the tests' own helper, even a token that looks like a quoted-printable escape", async () => {
    const outboxDir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-outbox-'));
    const mailer = createMailer({ from: 'studio@brightsmile.test', outboxDir });
    try {
      // '=3D' and '=A1' are escapes in quoted-printable, and only characters of the token in a 7bit mail.
      const link = 'http://localhost:5000/auth/verify?token=3DA1-token_looks_like_an_escape';
      await mailer.send(loginLinkEmail('owner@brightsmile.test', link));
      const [mail] = await emlFiles(outboxDir);
      expect(loginLinkFrom(mail!).href).toBe(link);
    } finally {
      mailer.close();
      await fs.rm(outboxDir, { recursive: true, force: true });
    }
  });

  it('still encodes a part that 7bit cannot carry (non-ASCII text)', async () => {
    const outboxDir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-outbox-'));
    const mailer = createMailer({ from: 'studio@brightsmile.test', outboxDir });
    try {
      await mailer.send({
        to: 'owner@brightsmile.test',
        subject: 'Hours',
        text: 'Grüße aus Köln',
        html: '<p>Grüße</p>',
      });
      const [mail] = await emlFiles(outboxDir);
      expect(mail).toMatch(/^Content-Transfer-Encoding: quoted-printable$/m);
      expect(mail).toContain('Gr=C3=BC=C3=9Fe');
      expect(mail).not.toMatch(/^Content-Transfer-Encoding: 7bit$/m);
    } finally {
      mailer.close();
      await fs.rm(outboxDir, { recursive: true, force: true });
    }
  });
});

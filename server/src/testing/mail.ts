import fs from 'node:fs/promises';
import path from 'node:path';

/** Undoes quoted-printable soft line breaks and =XX escapes, as a mail client would. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * The login link in a raw e-mail, as the recipient would click it. Only a quoted-printable mail is
 * decoded: in one written as it is (7bit), `token=A1…` is the token itself, not an escape.
 */
export function loginLinkFrom(rawMail: string): URL {
  const quoted = /^Content-Transfer-Encoding: quoted-printable\r?$/im.test(rawMail);
  const text = quoted ? decodeQuotedPrintable(rawMail) : rawMail;
  const match = /https?:\/\/[^\s"<>]+\/auth\/verify\?token=[A-Za-z0-9_%-]+/.exec(text);
  if (!match) throw new Error('no login link in the mail');
  return new URL(match[0]);
}

/** The raw .eml files of an outbox folder, oldest first. */
export async function readOutbox(dataDir: string): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = (await fs.readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(files.map((f) => fs.readFile(path.join(dir, f), 'utf8')));
}

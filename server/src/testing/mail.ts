import fs from 'node:fs/promises';
import path from 'node:path';

/** Undoes quoted-printable soft line breaks and =XX escapes, as a mail client would. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The login link in a raw e-mail, as the recipient would click it. */
export function loginLinkFrom(rawMail: string): URL {
  const match = /https?:\/\/[^\s"<>]+\/auth\/verify\?token=[A-Za-z0-9_%-]+/.exec(decodeQuotedPrintable(rawMail));
  if (!match) throw new Error('no login link in the mail');
  return new URL(match[0]);
}

/** The raw .eml files of an outbox folder, oldest first. */
export async function readOutbox(dataDir: string): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = (await fs.readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(files.map((f) => fs.readFile(path.join(dir, f), 'utf8')));
}

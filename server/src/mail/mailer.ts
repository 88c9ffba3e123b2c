import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** 'smtp' sends for real; 'outbox' writes each mail as an .eml file, for machines with no mail server. */
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export class MailAuthError extends Error {
  override name = 'MailAuthError';
}

class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';
}

export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options.from) : outboxMailer(options.outboxDir, options.from);
}

/** The longest line RFC 5322 allows in a message, not counting its line break. */
const MAX_LINE_OCTETS = 998;

/**
 * A text or HTML part written as it is (7bit) when it can be: ASCII with no line over 998 octets.
 * Left to itself nodemailer quoted-prints every line over 76 characters, which breaks the login
 * link for anyone who copies it from the raw .eml (`token=3D…` cut by soft breaks), and it ignores
 * a `7bit` asked for such a part; so the part goes as `raw`, its two headers written here.
 * Anything else (non-ASCII, a line too long) keeps nodemailer's own encoding.
 */
function asWritten(content: string, contentType: string): string | Mail.Attachment {
  // One byte per character in UTF-8 means ASCII; 7bit also rules out NUL.
  const ascii = Buffer.byteLength(content) === content.length && !content.includes('\0');
  const fits = ascii && content.split(/\r?\n/).every((line) => line.length <= MAX_LINE_OCTETS);
  if (!fits) return content;
  return { raw: `Content-Type: ${contentType}; charset=utf-8\r\nContent-Transfer-Encoding: 7bit\r\n\r\n${content}` };
}

/** The same mail for both transports, so what the outbox shows is what SMTP delivers. */
function compose(from: string, { to, subject, text, html }: MailMessage): Mail.Options {
  return { from, to, subject, text: asWritten(text, 'text/plain'), html: asWritten(html, 'text/html') };
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  // Short time limits: the user is waiting on the login screen while we talk to the mail server.
  const url = new URL(smtpUrl);
  for (const [name, ms] of [
    ['connectionTimeout', 10_000],
    ['greetingTimeout', 10_000],
    ['socketTimeout', 20_000],
  ] as const) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  }
  const transport = nodemailer.createTransport(url.toString());
  return {
    kind: 'smtp',
    async send(message) {
      try {
        await transport.sendMail(compose(from, message));
      } catch (error) {
        // EAUTH is nodemailer's code for a rejected login (Office 365 without an App Password, say).
        const code = (error as { code?: string }).code;
        if (code === 'EAUTH') throw new MailAuthError((error as Error).message);
        throw new MailDeliveryError((error as Error).message);
      }
    },
    close: () => transport.close(),
  };
}

function outboxMailer(outboxDir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail(compose(from, message));
      await fs.mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await fs.writeFile(file, info.message as Buffer);
    },
    close: () => transport.close(),
  };
}

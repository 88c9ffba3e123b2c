import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

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
        await transport.sendMail({ from, ...message });
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
      const info = await transport.sendMail({ from, ...message });
      await fs.mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await fs.writeFile(file, info.message as Buffer);
    },
    close: () => transport.close(),
  };
}

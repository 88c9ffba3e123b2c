import { messages } from '#common/messages.js';
import { AppError } from '../errors.js';
import type { ServiceContext } from '../deps.js';
import { loginLinkEmail } from '../mail/login-link-email.js';
import { MailAuthError } from '../mail/mailer.js';
import { incrementEach } from '../rate-limit/counters.js';
import { createLoginToken, deleteLoginToken } from './login-tokens.js';
import { LOGIN_LINK_LIMITS } from './policy.js';

/**
 * The mailbox an address delivers to, for counting only (decisions 037): `name+tag@` is `name@`
 * on nearly every mail service, so tags must not multiply the per-address limit. The link still
 * goes to the address as typed, and the account is the address as typed.
 */
function mailboxKey(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at).split('+')[0]!;
  const domain = email.slice(at + 1).toLowerCase();
  // Gmail ignores dots in the name too.
  const name = domain === 'gmail.com' || domain === 'googlemail.com' ? local.replaceAll('.', '') : local;
  return `${name.toLowerCase()}@${domain}`;
}

/**
 * Sends a sign-in link to `email`. The answer is the same whether or not an account exists:
 * accounts are only created when a link is used.
 */
export async function requestLoginLink(ctx: ServiceContext, email: string, ip: string): Promise<string> {
  const { config, database, mailer, clock, log } = ctx;
  const domain = email.split('@')[1] ?? '';
  if (config.allowedEmailDomains.length > 0 && !config.allowedEmailDomains.includes(domain)) {
    throw new AppError(403, messages.login.emailDomainNotAllowed);
  }

  const now = clock.now();
  const { window, perEmail, perIp } = LOGIN_LINK_LIMITS;
  const [byEmail, byIp] = await incrementEach(
    database.db,
    [`login-link:email:${mailboxKey(email)}`, `login-link:ip:${ip}`],
    now,
    window,
  );
  if (byEmail.count > perEmail || byIp.count > perIp) {
    throw new AppError(429, messages.login.tooManyRequests, { 'retry-after': String(window / 1000) });
  }

  const token = await createLoginToken(database.db, email, now);
  const link = `${config.publicUrl}/auth/verify?token=${encodeURIComponent(token)}`;
  try {
    await mailer.send(loginLinkEmail(email, link));
  } catch (error) {
    await deleteLoginToken(database.db, token);
    log.error({ err: error }, 'login link e-mail failed');
    if (error instanceof MailAuthError) throw new AppError(502, messages.login.smtpAuthFailedServer);
    throw new AppError(502, messages.login.mailUnavailable);
  }
  // With no mail server the link is also logged, so whoever runs the server can sign in.
  if (mailer.kind === 'outbox') log.info({ email, loginLink: link }, 'login link written to the outbox');
  return messages.login.linkSent;
}

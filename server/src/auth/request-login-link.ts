import { messages } from '#common/messages.js';
import { AppError } from '../errors.js';
import type { ServiceContext } from '../deps.js';
import { loginLinkEmail } from '../mail/login-link-email.js';
import { MailAuthError } from '../mail/mailer.js';
import type { Db } from '../db/client.js';
import { addressGroup } from '../rate-limit/address-group.js';
import { increment, incrementEach, reset, secondsLeft, type CounterState } from '../rate-limit/counters.js';
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

/** Counts one request against the limits of LOGIN_LINK_LIMITS; throws the 429 past any of them. */
async function countLinkRequest(db: Db, mailbox: string, address: string, now: Date): Promise<void> {
  const L = LOGIN_LINK_LIMITS;
  const pairKey = `login-link:pair:${mailbox}:${address}`;
  // Past its own share, a requester is refused before the mailbox's overall count sees it: a stranger
  // asking without end must not use up what the owner's address may still ask for.
  const pair = await increment(db, pairKey, now, L.window);
  if (pair.count > L.perMailboxAndAddress) tooMany([pair], now);
  const [byMailbox, byAddress] = await incrementEach(
    db,
    [`login-link:email:${mailbox}`, `login-link:ip:${address}`],
    now,
    L.window,
  );
  const over = [byMailbox.count > L.perMailbox && byMailbox, byAddress.count > L.perAddress && byAddress].filter(
    (s): s is CounterState => Boolean(s),
  );
  // The first request for a mailbox from this address in its window: one more distinct mailbox.
  if (over.length === 0 && pair.count === 1) {
    const mailboxes = await increment(db, `login-link:mailboxes:${address}`, now, L.window);
    if (mailboxes.count > L.mailboxesPerAddress) over.push(mailboxes);
  }
  if (over.length > 0) {
    // A refused first request takes no mailbox: the next one for it from here counts as new again.
    if (pair.count === 1) await reset(db, pairKey);
    tooMany(over, now);
  }
}

function tooMany(states: CounterState[], now: Date): never {
  const retryAfter = Math.max(...states.map((s) => secondsLeft(s, now, LOGIN_LINK_LIMITS.window)));
  throw new AppError(429, messages.login.tooManyRequests, { 'retry-after': String(retryAfter) });
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
  await countLinkRequest(database.db, mailboxKey(email), addressGroup(ip), now);

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

import { messages } from '#common/messages.js';
import { hashPassword, verifyPassword } from '../crypto/secrets.js';
import { AppError } from '../errors.js';
import type { ServiceContext } from '../deps.js';
import { ADMIN_LOGIN_LIMITS as L } from '../auth/policy.js';
import { createSession } from '../auth/sessions.js';
import { decrement, incrementEach, reset, secondsLeft, type CounterState } from '../rate-limit/counters.js';
import { findAdminAccount } from './admin-accounts.js';

// Unknown usernames are checked against this hash so a wrong name costs as much time as a wrong password.
let decoyHash: Promise<string> | undefined;

/**
 * Checks admin credentials and opens an admin session (decisions 034). Every attempt is counted
 * in one atomic statement per counter *before* the password is checked, so concurrent guesses
 * cannot all slip past a limit read earlier. An address that guesses too often is locked out of
 * that account (or, guessing many names, of all of them); the account is slowed down for every
 * address instead of locked, so strangers cannot lock the real admin out.
 */
export async function adminLogin(ctx: ServiceContext, username: string, password: string, ip: string): Promise<string> {
  const { database, clock, sleep } = ctx;
  const db = database.db;
  const now = clock.now();
  const name = username.toLowerCase();
  const keys = {
    pair: `admin-attempt:pair:${name}:${ip}`,
    ip: `admin-attempt:ip:${ip}`,
    account: `admin-attempt:user:${name}`,
  };

  const [pair, byIp, account] = await incrementEach(db, [keys.pair, keys.ip, keys.account], now, L.window);
  const locked = [pair.count > L.lockPairAfter && pair, byIp.count > L.lockIpAfter && byIp].filter(
    (s): s is CounterState => Boolean(s),
  );
  if (locked.length > 0) {
    const retryAfter = Math.max(...locked.map((s) => secondsLeft(s, now, L.window)));
    throw new AppError(429, messages.admin.lockedOut, { 'retry-after': String(retryAfter) });
  }
  if (account.count > L.slowDownAfter) {
    await sleep(Math.min((account.count - L.slowDownAfter) * L.delayStep, L.maxDelay));
  }

  const found = await findAdminAccount(db, username);
  decoyHash ??= hashPassword('decoy password that no one has');
  const valid = await verifyPassword(password, found?.passwordHash ?? (await decoyHash));
  if (!found || !valid) throw new AppError(401, messages.admin.invalidCredentials);

  // A success is not a guess: it clears this address's count for the account and gives back its share.
  await Promise.all([reset(db, keys.pair), decrement(db, keys.ip), decrement(db, keys.account)]);
  return createSession(db, { kind: 'admin', adminUsername: found.username }, now);
}

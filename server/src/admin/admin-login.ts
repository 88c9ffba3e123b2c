import { messages } from '../../../common/messages.js';
import { hashPassword, verifyPassword } from '../crypto/secrets.js';
import { AppError } from '../errors.js';
import type { ServiceContext } from '../deps.js';
import { ADMIN_LOGIN_LIMITS as L } from '../auth/policy.js';
import { createSession } from '../auth/sessions.js';
import { increment, lock, read, reset } from '../rate-limit/counters.js';
import { findAdminAccount } from './admin-accounts.js';

// Unknown usernames are checked against this hash so a wrong name costs as much time as a wrong password.
let decoyHash: Promise<string> | undefined;

/**
 * Checks admin credentials and opens an admin session. Failures are counted per account and per
 * IP: from the third one each answer is delayed a little longer, and past the limit the account
 * or the address is locked out for a while, even for the right password.
 */
export async function adminLogin(ctx: ServiceContext, username: string, password: string, ip: string): Promise<string> {
  const { database, clock, sleep } = ctx;
  const db = database.db;
  const now = clock.now();
  const accountKey = `admin-fail:user:${username.toLowerCase()}`;
  const ipKey = `admin-fail:ip:${ip}`;

  const states = await Promise.all([read(db, accountKey, now, L.window), read(db, ipKey, now, L.window)]);
  if (states.some((s) => s.lockedUntil && s.lockedUntil > now)) {
    throw new AppError(429, messages.admin.lockedOut, { 'retry-after': String(L.lockFor / 1000) });
  }

  const account = await findAdminAccount(db, username);
  decoyHash ??= hashPassword('decoy password that no one has');
  const valid = await verifyPassword(password, account?.passwordHash ?? (await decoyHash));
  if (account && valid) {
    await reset(db, accountKey);
    return createSession(db, { kind: 'admin', adminUsername: account.username }, now);
  }

  const [byAccount, byIp] = await Promise.all([increment(db, accountKey, now, L.window), increment(db, ipKey, now, L.window)]);
  const lockUntil = new Date(now.getTime() + L.lockFor);
  if (byAccount.count >= L.lockAccountAfter) await lock(db, accountKey, lockUntil);
  if (byIp.count >= L.lockIpAfter) await lock(db, ipKey, lockUntil);

  const failures = Math.max(byAccount.count, byIp.count);
  if (failures > L.slowDownAfter) await sleep(Math.min((failures - L.slowDownAfter) * L.delayStep, L.maxDelay));
  throw new AppError(401, messages.admin.invalidCredentials);
}

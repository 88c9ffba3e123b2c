import { messages } from '#common/messages.js';
import { hashPassword, verifyPassword } from '../crypto/secrets.js';
import { AppError } from '../errors.js';
import type { ServiceContext } from '../deps.js';
import { ADMIN_LOGIN_LIMITS as L } from '../auth/policy.js';
import { createSession } from '../auth/sessions.js';
import type { Db } from '../db/client.js';
import { addressGroup } from '../rate-limit/address-group.js';
import { decrement, increment, incrementEach, reset, secondsLeft, type CounterState } from '../rate-limit/counters.js';
import { findAdminAccount } from './admin-accounts.js';
import { knownBrowserCookie, knownBrowserId } from './known-browser.js';

// Unknown usernames are checked against this hash so a wrong name costs as much time as a wrong password.
let decoyHash: Promise<string> | undefined;

interface AdminSignIn {
  sessionId: string;
  /** The signed "known browser" cookie value to give this browser. */
  knownBrowser: string;
}

/**
 * Checks admin credentials and opens an admin session (decisions 034, record 114). Every attempt
 * is counted in one atomic statement per counter *before* the password is checked, so concurrent
 * guesses cannot all slip past a limit read earlier. A stranger's browser is counted by address
 * and against the account's hourly allowance; a browser that has signed in to this account before
 * (its signed cookie) only against its own allowance, so neither a crowd of addresses nor an
 * attacker behind the admin's own address can lock the admin out.
 */
export async function adminLogin(
  ctx: ServiceContext,
  login: { username: string; password: string; ip: string; knownBrowser: string | undefined },
): Promise<AdminSignIn> {
  const db = ctx.database.db;
  const now = ctx.clock.now();
  const found = await findAdminAccount(db, login.username);
  const browser = found && login.knownBrowser ? knownBrowserId(found, login.knownBrowser, now) : undefined;
  const attempt = browser
    ? await countKnownBrowser(db, browser, now)
    : await countStranger(ctx, login.username.toLowerCase(), addressGroup(login.ip), now);

  decoyHash ??= hashPassword('decoy password that no one has');
  const valid = await verifyPassword(login.password, found?.passwordHash ?? (await decoyHash));
  if (!found || !valid) throw new AppError(401, messages.admin.invalidCredentials);

  await attempt.succeeded();
  const sessionId = await createSession(db, { kind: 'admin', adminUsername: found.username }, now);
  return { sessionId, knownBrowser: knownBrowserCookie(found, now) };
}

/** What a successful attempt gives back. */
interface Counted {
  succeeded(): Promise<unknown>;
}

function refuse(states: CounterState[], now: Date, windowMs: number, message: string): never {
  const retryAfter = Math.max(...states.map((s) => secondsLeft(s, now, windowMs)));
  throw new AppError(429, message, { 'retry-after': String(retryAfter) });
}

async function countKnownBrowser(db: Db, browser: string, now: Date): Promise<Counted> {
  const key = `admin-attempt:browser:${browser}`;
  const state = await increment(db, key, now, L.window, 1, L.knownBrowserAfter);
  if (state.count > L.knownBrowserAfter) refuse([state], now, L.window, messages.admin.lockedOut);
  return { succeeded: () => reset(db, key) };
}

/**
 * Past this count each of a stranger's three counters has done its work (the pair and the address
 * are locked, the slow-down is at its longest), so refused guesses stop writing them (record 115).
 */
const STRANGER_COUNT_MAX = Math.max(L.lockPairAfter, L.lockIpAfter, L.slowDownAfter + L.maxDelay / L.delayStep);

async function countStranger(ctx: ServiceContext, name: string, address: string, now: Date): Promise<Counted> {
  const db = ctx.database.db;
  const keys = {
    pair: `admin-attempt:pair:${name}:${address}`,
    ip: `admin-attempt:ip:${address}`,
    account: `admin-attempt:user:${name}`,
    accountHour: `admin-attempt:user-hour:${name}`,
  };
  const [pair, byIp, account] = await incrementEach(
    db,
    [keys.pair, keys.ip, keys.account],
    now,
    L.window,
    1,
    STRANGER_COUNT_MAX,
  );
  const locked = [pair.count > L.lockPairAfter && pair, byIp.count > L.lockIpAfter && byIp].filter(
    (s): s is CounterState => Boolean(s),
  );
  if (locked.length > 0) refuse(locked, now, L.window, messages.admin.lockedOut);
  // Only attempts that reach a password check use up the account's hour.
  const hour = await increment(db, keys.accountHour, now, L.accountWindow, 1, L.accountPerHour);
  if (hour.count > L.accountPerHour) refuse([hour], now, L.accountWindow, messages.admin.accountUnderAttack);
  if (account.count > L.slowDownAfter) {
    await ctx.sleep(Math.min((account.count - L.slowDownAfter) * L.delayStep, L.maxDelay));
  }
  // A success is not a guess: it clears this address's count for the account and gives back its share.
  return {
    succeeded: () =>
      Promise.all([
        reset(db, keys.pair),
        decrement(db, keys.ip),
        decrement(db, keys.account),
        decrement(db, keys.accountHour),
      ]),
  };
}

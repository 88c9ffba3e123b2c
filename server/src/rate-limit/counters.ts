import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateCounters } from '../db/schema.js';

/**
 * Fixed-window counters in the database, so every server process sees the same counts.
 * Each call is one atomic statement: concurrent requests cannot both read the old count.
 */
export interface CounterState {
  count: number;
  lockedUntil: Date | null;
  /** When the current window began; it ends `windowMs` later. */
  windowStart: Date;
}

function ts(date: Date) {
  return sql`${date.toISOString()}::timestamptz`;
}

/**
 * Adds `amount` (one request, or a number of characters) to `key` in the window of `windowMs`
 * ending now; past `limit` (see incrementEach) the counter is left as it is.
 */
export async function increment(
  db: Db,
  key: string,
  now: Date,
  windowMs: number,
  amount = 1,
  limit = Infinity,
): Promise<CounterState> {
  const [state] = await incrementEach(db, [key], now, windowMs, amount, limit);
  return state;
}

/**
 * Adds `amount` to each of `keys` in one statement; their states in the order of `keys`. Counting
 * one request against several limits (an address and an account) in one statement gives every
 * counter the same order of requests: the statement that counts first on the first key holds that
 * row until it has counted on the others too. Separate statements interleave, so among many
 * concurrent requests the first five on one counter could be past the tenth on another, and a
 * request that one limit allows be refused by the other.
 *
 * A counter already past `limit` in its window is not written again (record 115): the request it
 * would count is refused anyway, so refused requests cost a read, not a write, and the count stops
 * at the first refused one (limit + amount at most) instead of growing with every retry.
 */
export async function incrementEach<const Keys extends readonly string[]>(
  db: Db,
  keys: Keys,
  now: Date,
  windowMs: number,
  amount = 1,
  limit = Infinity,
): Promise<{ [I in keyof Keys]: CounterState }> {
  const windowOver = sql`${rateCounters.windowStart} <= ${ts(new Date(now.getTime() - windowMs))}`;
  const belowLimit = Number.isFinite(limit) ? sql`${rateCounters.count} <= ${limit}::int` : sql`true`;
  const rows = await db
    .insert(rateCounters)
    .values(keys.map((key) => ({ key, count: amount, windowStart: now })))
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        count: sql`case when ${windowOver} then ${amount}::int else ${rateCounters.count} + ${amount}::int end`,
        windowStart: sql`case when ${windowOver} then ${ts(now)} else ${rateCounters.windowStart} end`,
      },
      setWhere: sql`${windowOver} or ${belowLimit}`,
    })
    .returning({
      key: rateCounters.key,
      count: rateCounters.count,
      lockedUntil: rateCounters.lockedUntil,
      windowStart: rateCounters.windowStart,
    });
  // A counter left as it was (past its limit) is not in RETURNING: it is read as it stands.
  const unchanged = keys.filter((key) => !rows.some((row) => row.key === key));
  if (unchanged.length > 0) {
    rows.push(...(await db.select().from(rateCounters).where(inArray(rateCounters.key, unchanged))));
  }
  // RETURNING does not promise the order of VALUES.
  return keys.map((key) => {
    const { count, lockedUntil, windowStart } = rows.find((row) => row.key === key)!;
    return { count, lockedUntil, windowStart };
  }) as { [I in keyof Keys]: CounterState };
}

export async function read(db: Db, key: string, now: Date, windowMs: number): Promise<CounterState> {
  const [row] = await db.select().from(rateCounters).where(eq(rateCounters.key, key));
  if (!row) return { count: 0, lockedUntil: null, windowStart: now };
  const current = row.windowStart.getTime() > now.getTime() - windowMs;
  return { count: current ? row.count : 0, lockedUntil: row.lockedUntil, windowStart: row.windowStart };
}

export async function lock(db: Db, key: string, until: Date): Promise<void> {
  await db.update(rateCounters).set({ lockedUntil: until }).where(eq(rateCounters.key, key));
}

/** Takes one back (an attempt that turned out fine), never below zero. */
export async function decrement(db: Db, key: string): Promise<void> {
  await db
    .update(rateCounters)
    .set({ count: sql`greatest(${rateCounters.count} - 1, 0)` })
    .where(eq(rateCounters.key, key));
}

/** Seconds until the window of `state` ends: what a 429's Retry-After says. */
export function secondsLeft(state: CounterState, now: Date, windowMs: number): number {
  return Math.max(1, Math.ceil((state.windowStart.getTime() + windowMs - now.getTime()) / 1000));
}

export async function reset(db: Db, key: string): Promise<void> {
  await db.delete(rateCounters).where(eq(rateCounters.key, key));
}

import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateCounters } from '../db/schema.js';

/**
 * Fixed-window counters in the database, so every server process sees the same counts.
 * Each call is one atomic statement: concurrent requests cannot both read the old count.
 */
export interface CounterState {
  count: number;
  lockedUntil: Date | null;
}

function ts(date: Date) {
  return sql`${date.toISOString()}::timestamptz`;
}

/** Adds one to `key` in the window of `windowMs` ending now and returns the new state. */
export async function increment(db: Db, key: string, now: Date, windowMs: number): Promise<CounterState> {
  const windowOver = sql`${rateCounters.windowStart} <= ${ts(new Date(now.getTime() - windowMs))}`;
  const [row] = await db
    .insert(rateCounters)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        count: sql`case when ${windowOver} then 1 else ${rateCounters.count} + 1 end`,
        windowStart: sql`case when ${windowOver} then ${ts(now)} else ${rateCounters.windowStart} end`,
      },
    })
    .returning({ count: rateCounters.count, lockedUntil: rateCounters.lockedUntil });
  return row!;
}

export async function read(db: Db, key: string, now: Date, windowMs: number): Promise<CounterState> {
  const [row] = await db.select().from(rateCounters).where(eq(rateCounters.key, key));
  if (!row) return { count: 0, lockedUntil: null };
  const current = row.windowStart.getTime() > now.getTime() - windowMs;
  return { count: current ? row.count : 0, lockedUntil: row.lockedUntil };
}

export async function lock(db: Db, key: string, until: Date): Promise<void> {
  await db.update(rateCounters).set({ lockedUntil: until }).where(eq(rateCounters.key, key));
}

export async function reset(db: Db, key: string): Promise<void> {
  await db.delete(rateCounters).where(eq(rateCounters.key, key));
}

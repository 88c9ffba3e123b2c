import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { workSlots } from '../db/schema.js';

/**
 * "At most N audio tasks running at once per user", held in the database so it is the same limit
 * on every server process (decisions 030). A holder renews its lease while it works; a process
 * that dies stops renewing and its slot lapses after LEASE_MS.
 */
export const LEASE_MS = 60_000;
/** Renewals stop after this long, so a task that never ends cannot hold a slot for good. */
export const MAX_HOLD_MS = 15 * 60_000;

export interface WorkSlot {
  slot: number;
  holder: string;
}

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Takes a free or lapsed slot of `userId`, or answers undefined when all `limit` are held. */
export async function acquireWorkSlot(db: Db, userId: string, limit: number, now: Date): Promise<WorkSlot | undefined> {
  const holder = randomBytes(12).toString('base64url');
  const leaseUntil = new Date(now.getTime() + LEASE_MS);
  for (let slot = 0; slot < limit; slot++) {
    // One statement: a concurrent request for the same slot waits on the row and then finds it held.
    const taken = await db
      .insert(workSlots)
      .values({ userId, slot, holder, leaseUntil })
      .onConflictDoUpdate({
        target: [workSlots.userId, workSlots.slot],
        set: { holder, leaseUntil },
        setWhere: sql`${workSlots.leaseUntil} <= ${ts(now)}`,
      })
      .returning({ holder: workSlots.holder });
    if (taken.length > 0) return { slot, holder };
  }
  return undefined;
}

export async function renewWorkSlot(db: Db, userId: string, held: WorkSlot, now: Date): Promise<void> {
  await db
    .update(workSlots)
    .set({ leaseUntil: new Date(now.getTime() + LEASE_MS) })
    .where(and(eq(workSlots.userId, userId), eq(workSlots.slot, held.slot), eq(workSlots.holder, held.holder)));
}

export async function releaseWorkSlot(db: Db, userId: string, held: WorkSlot): Promise<void> {
  await db
    .delete(workSlots)
    .where(and(eq(workSlots.userId, userId), eq(workSlots.slot, held.slot), eq(workSlots.holder, held.holder)));
}

import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { scheduledTasks } from '../db/schema.js';

/**
 * Claims this period's run of a cluster-wide task: true for exactly one caller per `intervalMs`,
 * whichever node asks first once the task is due. One atomic statement, so two nodes asking at
 * the same moment cannot both win; the database's clock decides when it is due.
 */
export async function claimScheduledRun(db: Db, name: string, intervalMs: number, owner: string): Promise<boolean> {
  const next = sql`now() + ${`${intervalMs} milliseconds`}::interval`;
  const rows = await db
    .insert(scheduledTasks)
    .values({ name, nextRunAt: next, lastRunBy: owner })
    .onConflictDoUpdate({
      target: scheduledTasks.name,
      set: { nextRunAt: next, lastRunBy: owner },
      setWhere: sql`${scheduledTasks.nextRunAt} <= now()`,
    })
    .returning({ name: scheduledTasks.name });
  return rows.length > 0;
}

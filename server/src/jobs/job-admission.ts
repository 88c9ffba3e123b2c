import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { jobs } from '../db/schema.js';

/**
 * The one admission point of audio work (record 102): every job is queued here, and here only are
 * its user's cap of jobs under way and its hourly quota checked. A job identical to one still under
 * way joins it instead, costing nothing.
 */

/** Queued or running: the states a job is under way in. */
export const ACTIVE = sql`${jobs.state} in ('queued', 'running')`;

/**
 * The job in the row named `row` holds a worker: running, or cancelled while its handler has not
 * returned yet (it clears the lease when it does), on a lease still alive. A cancelled job that
 * still holds a worker counts against its user, in admission and in the claim alike.
 */
export const holdsWorker = (row: string) =>
  sql.raw(
    `(${row}.state in ('running', 'cancelled') and ${row}.lease_owner is not null and ${row}.lease_expires_at >= now())`,
  );

export interface NewJob {
  kind: string;
  userId: string;
  dedupeKey: string;
  payload: unknown;
  priority: number;
  capped: boolean;
}

export interface AdmissionRules {
  /** Jobs a user may have under way at once, queued, running or cancelled but not yet stopped. */
  cap: number;
  /** Refuses the job when the user is over the cap: throws the error the request answers with. */
  refuseBusy(): never;
  /** Counts the job against its hourly quota, or throws the refusal; runs only for a new job. */
  countQuota(db: Db): Promise<void>;
  /** The kinds a new job of this kind cancels when the user has them under way (a newer choice). */
  supersedes: string[];
}

export type Admitted = { id: string; created: true; superseded: string[] } | { id: string; created: false };

/**
 * Queues `job`, or joins the user's identical job under way (raising its priority and cap to the
 * joiner's). One transaction under a per-user advisory lock, so two requests at once cannot both
 * take the user's last place.
 */
export async function admitJob(db: Db, job: NewJob, rules: AdmissionRules): Promise<Admitted> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`jobs:${job.userId}`}))`);
    const [twin] = await tx
      .update(jobs)
      .set({
        priority: sql`least(${jobs.priority}, ${job.priority})`,
        capped: sql`${jobs.capped} or ${job.capped}`,
      })
      .where(and(eq(jobs.dedupeKey, job.dedupeKey), ACTIVE))
      .returning({ id: jobs.id });
    if (twin) return { id: twin.id, created: false as const };

    // The hourly quota answers first: it is the lasting reason, and "wait for one to finish" would
    // be untrue to a user past it. Its count is undone with the transaction if the cap refuses.
    await rules.countQuota(tx);
    if (job.capped) {
      const [row] = await tx
        .select({ underWay: sql<number>`count(*)`.mapWith(Number) })
        .from(jobs)
        .where(and(eq(jobs.userId, job.userId), eq(jobs.capped, true), sql`(${ACTIVE} or ${holdsWorker('jobs')})`));
      if ((row?.underWay ?? 0) >= rules.cap) rules.refuseBusy();
    }

    const superseded =
      rules.supersedes.length === 0
        ? []
        : (
            await tx
              .select({ id: jobs.id })
              .from(jobs)
              // Only jobs still at this priority: one a request has since joined is that request's now.
              .where(
                and(
                  eq(jobs.userId, job.userId),
                  inArray(jobs.kind, rules.supersedes),
                  eq(jobs.priority, job.priority),
                  ACTIVE,
                ),
              )
          ).map((r) => r.id);
    const [inserted] = await tx.insert(jobs).values(job).returning({ id: jobs.id });
    return { id: inserted!.id, created: true as const, superseded };
  });
}

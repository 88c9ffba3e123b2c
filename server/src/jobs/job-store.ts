import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { jobs } from '../db/schema.js';
import type { ClaimedJob, JobFailure, JobOutcome } from './job-types.js';

/**
 * The queue's statements on the `jobs` table. Each is one atomic statement, and the times come
 * from the database's own clock, so every node agrees on when a lease ran out.
 */

const ACTIVE = sql`${jobs.state} in ('queued', 'running')`;
/** States a job ends in; a cancelled one carries the error its followers are answered with. */
const FINISHED = ['done', 'failed', 'cancelled'];

function leaseUntil(leaseMs: number) {
  return sql`now() + ${`${leaseMs} milliseconds`}::interval`;
}

/** Inserts a job, or returns the queued or running job with the same dedupe key. */
export async function insertJob(
  db: Db,
  job: { kind: string; userId: string; dedupeKey: string; payload: unknown },
): Promise<{ id: string; created: boolean }> {
  for (;;) {
    const [inserted] = await db
      .insert(jobs)
      .values(job)
      .onConflictDoNothing({ target: jobs.dedupeKey, where: ACTIVE })
      .returning({ id: jobs.id });
    if (inserted) return { id: inserted.id, created: true };
    const [existing] = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.dedupeKey, job.dedupeKey), ACTIVE));
    // The twin finished between the two statements: insert again.
    if (existing) return { id: existing.id, created: false };
  }
}

/**
 * Takes the oldest queued job, or a running one whose node stopped renewing its lease (it died),
 * for `owner`. SKIP LOCKED: two nodes claiming at once take different jobs and never wait.
 */
export async function claimJob(
  db: Db,
  owner: string,
  leaseMs: number,
  maxAttempts: number,
  perUserCap: number,
): Promise<ClaimedJob | null> {
  const claimable = sql`(${jobs.state} = 'queued' or (${jobs.state} = 'running' and ${jobs.leaseExpiresAt} < now() and ${jobs.attempts} < ${maxAttempts}))`;
  // Users take turns (decision 030): a user's jobs running on live leases anywhere in the cluster.
  // Nobody runs more than perUserCap at once, and the user with fewest running goes first, so one
  // user's flood of queued jobs cannot hold up another user's single message.
  const runningForUser = sql`(select count(*) from ${jobs} as mine where mine.user_id = ${jobs.userId} and mine.state = 'running' and mine.lease_expires_at >= now())`;
  const next = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(claimable, sql`${runningForUser} < ${perUserCap}`))
    .orderBy(runningForUser, asc(jobs.seq))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(jobs)
    .set({
      state: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      leaseOwner: owner,
      leaseExpiresAt: leaseUntil(leaseMs),
      startedAt: sql`now()`,
    })
    .where(inArray(jobs.id, next))
    .returning({ id: jobs.id, kind: jobs.kind, userId: jobs.userId, payload: jobs.payload, attempts: jobs.attempts });
  return row ?? null;
}

/** Renews the leases of every job `owner` is running. */
export async function renewLeases(db: Db, owner: string, leaseMs: number): Promise<void> {
  await db
    .update(jobs)
    .set({ leaseExpiresAt: leaseUntil(leaseMs) })
    .where(and(eq(jobs.leaseOwner, owner), eq(jobs.state, 'running')));
}

/** Records the outcome, unless the lease was lost meanwhile (another node then owns the job). */
export async function finishJob(db: Db, id: string, owner: string, outcome: JobOutcome): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      state: outcome.state,
      result: outcome.state === 'done' ? outcome.result : null,
      error: outcome.state === 'failed' ? outcome.error : null,
      finishedAt: sql`now()`,
      leaseOwner: null,
      leaseExpiresAt: null,
    })
    .where(and(eq(jobs.id, id), eq(jobs.leaseOwner, owner), eq(jobs.state, 'running')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** A job that took its node down `maxAttempts` times is not tried again: it fails. */
export async function failAbandonedJobs(db: Db, maxAttempts: number, error: JobFailure): Promise<string[]> {
  const rows = await db
    .update(jobs)
    .set({ state: 'failed', error, finishedAt: sql`now()`, leaseOwner: null, leaseExpiresAt: null })
    .where(and(eq(jobs.state, 'running'), lt(jobs.leaseExpiresAt, sql`now()`), sql`${jobs.attempts} >= ${maxAttempts}`))
    .returning({ id: jobs.id });
  return rows.map((r) => r.id);
}

/**
 * Cancels the owner's queued or running job: a queued one is never claimed, a running one's outcome
 * is dropped when it ends (finishJob only records over 'running'). False when it had already ended.
 */
export async function cancelJob(db: Db, id: string, userId: string, error: JobFailure): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ state: 'cancelled', error, finishedAt: sql`now()`, leaseOwner: null, leaseExpiresAt: null })
    .where(and(eq(jobs.id, id), eq(jobs.userId, userId), ACTIVE))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** The outcomes of those of `ids` that have finished (a cancelled job as failed with its error). */
export async function readOutcomes(db: Db, ids: string[]): Promise<Map<string, JobOutcome>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: jobs.id, state: jobs.state, result: jobs.result, error: jobs.error })
    .from(jobs)
    .where(and(inArray(jobs.id, ids), inArray(jobs.state, FINISHED)));
  return new Map(rows.map((r) => [r.id, toOutcome(r)]));
}

function toOutcome(row: { state: string; result: unknown; error: unknown }): JobOutcome {
  return row.state === 'done'
    ? { state: 'done', result: row.result }
    : { state: 'failed', error: row.error as JobFailure };
}

/** Finished jobs older than `before` are forgotten (housekeeping). */
export async function deleteFinishedJobs(db: Db, before: Date): Promise<void> {
  await db
    .delete(jobs)
    .where(and(inArray(jobs.state, FINISHED), lt(jobs.finishedAt, sql`${before.toISOString()}::timestamptz`)));
}

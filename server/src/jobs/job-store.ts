import { and, asc, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { JobStage } from '#common/schemas/jobs.js';
import type { Db } from '../db/client.js';
import { isUuid } from '../db/uuid.js';
import { jobs } from '../db/schema.js';
import { ACTIVE, holdsWorker } from './job-admission.js';
import type { ClaimedJob, JobFailure, JobOutcome } from './job-types.js';

/**
 * The queue's statements on the `jobs` table. Each is one atomic statement, and the times come
 * from the database's own clock, so every node agrees on when a lease ran out.
 */

/** States a job ends in; a cancelled one carries the error its followers are answered with. */
const FINISHED = ['done', 'failed', 'cancelled'];

function leaseUntil(leaseMs: number) {
  return sql`now() + ${`${leaseMs} milliseconds`}::interval`;
}

export interface ClaimRules {
  maxAttempts: number;
  /**
   * A worker held in reserve: it goes only to a user with nothing holding a worker anywhere, or to
   * an interactive preview, so one user's long jobs never keep another user's short message waiting
   * for a worker (record 102). Its pieces then take turns with theirs in the engine pools.
   */
  reserved: boolean;
  /**
   * The worker kept for interactive work alone (a step-3 preview, record 163): with every other
   * worker taken by users' messages, a preview still starts at once.
   */
  interactiveOnly?: boolean;
}

/**
 * Takes the next job for `owner`: the lowest priority first, then the user with the fewest jobs
 * holding workers, then queue order; or a running job whose node stopped renewing its lease (it
 * died). SKIP LOCKED: two nodes claiming at once take different jobs and never wait.
 */
export async function claimJob(db: Db, owner: string, leaseMs: number, rules: ClaimRules): Promise<ClaimedJob | null> {
  const claimable = sql`(${jobs.state} = 'queued' or (${jobs.state} = 'running' and ${jobs.leaseExpiresAt} < now() and ${jobs.attempts} < ${rules.maxAttempts}))`;
  const holding = sql`(select count(*) from ${jobs} as mine where mine.user_id = ${jobs.userId} and ${holdsWorker('mine')})`;
  const next = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      rules.interactiveOnly
        ? and(claimable, eq(jobs.priority, 0))
        : rules.reserved
          ? and(claimable, sql`(${jobs.priority} = 0 or ${holding} = 0)`)
          : claimable,
    )
    .orderBy(asc(jobs.priority), holding, asc(jobs.seq))
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
    .returning({
      id: jobs.id,
      kind: jobs.kind,
      userId: jobs.userId,
      payload: jobs.payload,
      attempts: jobs.attempts,
      stalls: jobs.stalls,
      // On the database's clock, the one that stamped created_at (record 135's wait time).
      waitedSeconds: sql<number>`extract(epoch from now() - ${jobs.createdAt})::float8`,
    });
  return row ?? null;
}

/** Jobs queued and running in the shared table, by kind and state: GET /metrics (record 135). */
export async function tallyJobsUnderWay(db: Db): Promise<{ kind: string; state: string; count: number }[]> {
  return db
    .select({ kind: jobs.kind, state: jobs.state, count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(inArray(jobs.state, ['queued', 'running']))
    .groupBy(jobs.kind, jobs.state);
}

/**
 * Renews the leases of every job `owner` holds a worker for; answers the ids among them that were
 * cancelled meanwhile (on another node), so their handlers are stopped.
 */
export async function renewLeases(db: Db, owner: string, leaseMs: number): Promise<string[]> {
  const rows = await db
    .update(jobs)
    .set({ leaseExpiresAt: leaseUntil(leaseMs) })
    .where(and(eq(jobs.leaseOwner, owner), inArray(jobs.state, ['running', 'cancelled'])))
    .returning({ id: jobs.id, state: jobs.state });
  return rows.filter((r) => r.state === 'cancelled').map((r) => r.id);
}

/** A long job's progress, 0 to 1, while `owner` runs it. */
export async function recordProgress(db: Db, id: string, owner: string, fraction: number): Promise<void> {
  await db
    .update(jobs)
    .set({ progress: Math.min(1, Math.max(0, fraction)) })
    .where(and(eq(jobs.id, id), eq(jobs.leaseOwner, owner), eq(jobs.state, 'running')));
}

/** What a long job of several pieces is doing now (record 156), while `owner` runs it. */
export async function recordStage(db: Db, id: string, owner: string, stage: JobStage): Promise<void> {
  await db
    .update(jobs)
    .set({ stage })
    .where(and(eq(jobs.id, id), eq(jobs.leaseOwner, owner), eq(jobs.state, 'running')));
}

/**
 * A running job's result given before it ends (JobContext.answerEarly): its waiters take it as its
 * outcome. False when `owner` no longer runs it (cancelled, or its lease lost).
 */
export async function recordEarlyAnswer(db: Db, id: string, owner: string, result: unknown): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ result })
    .where(and(eq(jobs.id, id), eq(jobs.leaseOwner, owner), eq(jobs.state, 'running')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Records the outcome, unless the lease was lost meanwhile (another node then owns the job). A job
 * cancelled while it ran keeps its cancellation; its worker is freed (the lease cleared) all the same.
 */
export async function finishJob(db: Db, id: string, owner: string, outcome: JobOutcome): Promise<boolean> {
  await db
    .update(jobs)
    .set({ leaseOwner: null, leaseExpiresAt: null })
    .where(and(eq(jobs.id, id), eq(jobs.leaseOwner, owner), eq(jobs.state, 'cancelled')));
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

/**
 * Puts back in the queue a job `owner` stopped for not moving (record 161), for any node to run
 * again from the start; false when `owner` no longer runs it (cancelled, or its lease lost).
 */
export async function requeueStalledJob(db: Db, id: string, owner: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      state: 'queued',
      stalls: sql`${jobs.stalls} + 1`,
      progress: null,
      stage: null,
      result: null,
      startedAt: null,
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
 * Cancels the owner's queued or running job: a queued one is never claimed; a running one keeps its
 * lease, so it still counts against its user until its handler has stopped (finishJob clears it),
 * and its outcome is dropped. Answers the node running it (null if none), or false when the job had
 * already ended.
 */
export async function cancelJob(
  db: Db,
  id: string,
  userId: string,
  error: JobFailure,
): Promise<{ runningOn: string | null } | false> {
  const rows = await db
    .update(jobs)
    .set({ state: 'cancelled', error, finishedAt: sql`now()` })
    .where(and(eq(jobs.id, id), eq(jobs.userId, userId), ACTIVE))
    .returning({ leaseOwner: jobs.leaseOwner });
  return rows[0] ? { runningOn: rows[0].leaseOwner } : false;
}

/**
 * The outcomes of those of `ids` that have finished (a cancelled job as failed with its error), and
 * of running ones that answered early, as done with that answer.
 */
export async function readOutcomes(db: Db, ids: string[]): Promise<Map<string, JobOutcome>> {
  if (ids.length === 0) return new Map();
  const answeredEarly = and(eq(jobs.state, 'running'), isNotNull(jobs.result));
  const rows = await db
    .select({ id: jobs.id, state: jobs.state, result: jobs.result, error: jobs.error })
    .from(jobs)
    .where(and(inArray(jobs.id, ids), or(inArray(jobs.state, FINISHED), answeredEarly)));
  return new Map(rows.map((r) => [r.id, toOutcome(r)]));
}

function toOutcome(row: { state: string; result: unknown; error: unknown }): JobOutcome {
  return row.state === 'done' || row.state === 'running'
    ? { state: 'done', result: row.result }
    : { state: 'failed', error: row.error as JobFailure };
}

/** Whether the user's job `id` is queued or running (a malformed id is no job). */
export async function jobUnderWay(db: Db, id: string, userId: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.userId, userId), ACTIVE));
  return rows.length > 0;
}

/** Finished jobs older than `before` are forgotten (housekeeping). */
export async function deleteFinishedJobs(db: Db, before: Date): Promise<void> {
  await db
    .delete(jobs)
    .where(and(inArray(jobs.state, FINISHED), lt(jobs.finishedAt, sql`${before.toISOString()}::timestamptz`)));
}

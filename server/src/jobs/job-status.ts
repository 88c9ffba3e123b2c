import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { JobStatusReply } from '#common/schemas/jobs.js';
import type { Db } from '../db/client.js';
import { jobs } from '../db/schema.js';
import type { JobFailure, JobState } from './job-types.js';
import { errorCodeForStatus } from '#common/error-codes.js';

/** Before any job of a kind has finished, a guess at how long one takes. */
const FIRST_GUESS_SECONDS = 3;
const RECENT_JOBS = 20;

/**
 * What the owner's progress display needs: the state, how many jobs wait ahead of this one (in
 * the claim's order across the cluster: priority, then first in, first out), how far a long job
 * has got, and a rough time to done, from how long the
 * last jobs of the kind took and how many run at once now. Null for someone else's job.
 */
export async function readJobStatus(db: Db, id: string, userId: string): Promise<JobStatusReply | null> {
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.userId, userId)));
  if (!job) return null;
  const state = job.state as JobState;
  const base = { id: job.id, kind: job.kind, state, ...(job.stalls > 0 && { restarted: true as const }) };
  if (state === 'done') return { ...base, position: 0, etaSeconds: 0, result: job.result };
  if (state === 'failed' || state === 'cancelled')
    return { ...base, position: 0, etaSeconds: 0, error: withCode(job.error as JobFailure) };

  const [{ ahead, running } = { ahead: 0, running: 0 }] = await db
    .select({
      ahead:
        // In the order the claim takes them in: priority, then queue order (jobs.seq: times tie within a millisecond).
        sql<number>`count(*) filter (where ${jobs.state} = 'queued' and (${jobs.priority} < ${job.priority} or (${jobs.priority} = ${job.priority} and ${jobs.seq} < ${job.seq})))`.mapWith(
          Number,
        ),
      running: sql<number>`count(*) filter (where ${jobs.state} = 'running')`.mapWith(Number),
    })
    .from(jobs)
    .where(sql`${jobs.state} in ('queued', 'running')`);
  const seconds = await typicalSeconds(db, job.kind);
  if (state === 'running') {
    const elapsed = job.startedAt ? (Date.now() - job.startedAt.getTime()) / 1000 : 0;
    const percent = job.progress === null ? {} : { percent: Math.round(job.progress * 100) };
    const stage = job.stage === null ? {} : { stage: job.stage };
    // A job that answered early (a streamed preview, record 130) carries its answer already.
    const answer = job.result === null ? {} : { result: job.result };
    return {
      ...base,
      position: 0,
      etaSeconds: Math.max(1, Math.ceil(seconds - elapsed)),
      ...percent,
      ...stage,
      ...answer,
    };
  }
  // While jobs wait, every slot in the cluster is busy: the running count is the cluster's width.
  const width = Math.max(1, running);
  return {
    ...base,
    position: ahead,
    etaSeconds: Math.max(1, Math.ceil((Math.floor(ahead / width) + 1) * seconds + seconds)),
  };
}

async function typicalSeconds(db: Db, kind: string): Promise<number> {
  const recent = db
    .select({ took: sql<number>`extract(epoch from ${jobs.finishedAt} - ${jobs.startedAt})`.as('took') })
    .from(jobs)
    .where(and(eq(jobs.kind, kind), eq(jobs.state, 'done'), isNotNull(jobs.startedAt)))
    .orderBy(desc(jobs.finishedAt))
    .limit(RECENT_JOBS)
    .as('recent');
  const [row] = await db.select({ avg: sql<number | null>`avg(${recent.took})`.mapWith(Number) }).from(recent);
  return row?.avg && Number.isFinite(row.avg) ? row.avg : FIRST_GUESS_SECONDS;
}

/** Jobs recorded before error codes existed answer with the code their status means. */
const withCode = (failure: JobFailure) => ({ ...failure, code: failure.code ?? errorCodeForStatus(failure.status) });

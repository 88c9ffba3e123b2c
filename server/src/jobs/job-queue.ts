import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { formatMessage } from '#common/format-message.js';
import type { JobStatusReply } from '#common/schemas/jobs.js';
import { messages } from '#common/messages.js';
import type { AppDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { dedupeKey } from './dedupe-key.js';
import { countHourly } from './hourly-quota.js';
import { admitJob } from './job-admission.js';
import { priorityRank, type AnyJobDefinition, type JobDefinition, type JobServices } from './job-definition.js';
import { readJobStatus } from './job-status.js';
import { createJobSignals } from './job-signals.js';
import { cancelJob } from './job-store.js';
import type { JobFailure, JobOutcome } from './job-types.js';
import { createJobWaiter } from './job-waiter.js';
import { createJobWorker } from './job-worker.js';

/**
 * The durable job queue (records 020, 102): jobs live in PostgreSQL (or the embedded PGlite), any
 * node with a worker runs them, and a request waits for its job holding only the id. Every piece of
 * audio work enters through `enqueue`, the one place its user's cap and quota are checked.
 */
export interface JobQueue {
  /** This node's name in leases: host, process and a random part. */
  readonly owner: string;
  /**
   * Admits a job (cap of jobs under way, then hourly quota: each refusal a 429 with Retry-After),
   * or joins the same user's identical one under way; returns its id.
   */
  enqueue<P, R>(definition: JobDefinition<P, R>, userId: string, payload: P): Promise<string>;
  /** Waits for a job's outcome; the result, or its AppError thrown. */
  result<P, R>(definition: JobDefinition<P, R>, id: string): Promise<R>;
  /** Waits up to `timeoutMs` for a job to finish; null when it has not. */
  settled(id: string, timeoutMs: number): Promise<JobOutcome | null>;
  /** The owner's view of a job; null for someone else's or no job. */
  status(id: string, userId: string): Promise<JobStatusReply | null>;
  /**
   * Cancels the owner's queued or running job and stops its handler (false: it had ended, or is
   * not theirs); its followers get the `cancelled` error at once.
   */
  cancel(id: string, userId: string): Promise<boolean>;
  /** Starts this node's worker (ROLE all or worker). */
  start(): void;
  /** Stops claiming, lets running jobs finish and releases waiters. */
  stop(): Promise<void>;
}

/** What a cancelled job answers its followers (a newer choice replaced it: step 4's mix made ahead). */
const CANCELLED: JobFailure = { status: 409, message: messages.jobs.cancelled, code: 'cancelled' };
/** How long a caller refused for having too much under way should wait for some of it to finish. */
const BUSY_RETRY_SECONDS = 5;
/**
 * How long this node repeats a cap refusal without asking the database: a job that settles (here or
 * on any node, by its signal) ends it sooner; a cancelled job's handler stopping is seen within it.
 */
const BUSY_MEMO_MS = 1_000;

export interface JobQueueOptions {
  definitions: readonly AnyJobDefinition[];
  services: JobServices;
  log: FastifyBaseLogger;
}

export function createJobQueue(deps: AppDeps, { definitions, services, log }: JobQueueOptions): JobQueue {
  const { db } = deps.database;
  const { concurrency, leaseMs, pollMs, stallMs } = deps.config.jobs;
  const owner = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const byKind = new Map(definitions.map((d) => [d.kind, d]));
  // Wake-ups between nodes (record 104); the poll is only the fallback.
  const signals = createJobSignals(deps.database, (err) => log.error({ err }, 'job signal failed'));
  const waiter = createJobWaiter(db, signals, pollMs, (err) => log.error({ err }, 'reading job outcomes failed'));
  const runsJobs = deps.config.role !== 'web';
  const worker = createJobWorker(deps, {
    owner,
    concurrency,
    leaseMs,
    pollMs,
    stallMs,
    definitions: byKind,
    services,
    log,
    onSettled: (id, outcome) => {
      waiter.settle(id, outcome);
      signals.notifySettled(id);
    },
    // Its user's place is free now: nodes that refused them look again (their waiters find it cancelled).
    onStopped: (id) => signals.notifySettled(id),
    onRequeued: () => signals.notifyQueued(),
  });
  const cap = deps.config.quotas.runningPerUser;
  /** Users this node refused for being at their cap, until when the answer stands. */
  const busyUntil = new Map<string, number>();
  const busyError = (): never => {
    throw new AppError(
      429,
      formatMessage(messages.quotas.busy, { limit: cap }),
      { 'retry-after': String(BUSY_RETRY_SECONDS) },
      'busy',
    );
  };

  async function cancel(id: string, userId: string): Promise<boolean> {
    const cancelled = await cancelJob(db, id, userId, CANCELLED);
    if (!cancelled) return false;
    // The node running it stops its handler now (here, or on the signal; at the latest on its next lease renewal).
    if (cancelled.runningOn === owner) worker.abort(id);
    else if (cancelled.runningOn) signals.notifyCancelled(id);
    waiter.settle(id, { state: 'failed', error: CANCELLED });
    signals.notifySettled(id);
    return true;
  }

  return {
    owner,
    async enqueue(definition, userId, payload) {
      // A user refused a moment ago for having too much under way is refused again without a
      // transaction, until any job settles (a flood of requests costs the database nothing).
      if (definition.capped && (busyUntil.get(userId) ?? 0) > Date.now()) busyError();
      const admitted = await admitJob(
        db,
        {
          kind: definition.kind,
          userId,
          dedupeKey: dedupeKey(definition.sameWorkAs ?? definition.kind, userId, payload),
          payload,
          priority: priorityRank(definition.priority),
          capped: definition.capped,
        },
        {
          cap,
          refuseBusy: () => {
            busyUntil.set(userId, Date.now() + BUSY_MEMO_MS);
            return busyError();
          },
          countQuota: (tx) =>
            definition.quota
              ? countHourly({ ...deps, database: { ...deps.database, db: tx } }, userId, definition.quota)
              : Promise.resolve(),
          supersedes: definition.supersedes ? [definition.kind] : [],
        },
      );
      if (admitted.created) {
        for (const old of admitted.superseded) await cancel(old, userId);
        signals.notifyQueued();
      }
      return admitted.id;
    },
    async result(_definition, id) {
      const outcome = await waiter.wait(id);
      if (!outcome) throw new AppError(503, messages.jobs.interrupted);
      if (outcome.state === 'failed')
        throw new AppError(
          outcome.error.status,
          outcome.error.message,
          outcome.error.headers ?? {},
          outcome.error.code,
        );
      return outcome.result as never;
    },
    settled: (id, timeoutMs) => waiter.wait(id, timeoutMs),
    status: (id, userId) => readJobStatus(db, id, userId),
    cancel,
    start() {
      signals.start();
      // A settled job may free its user's place: refusals are asked of the database again.
      signals.onSettled(() => busyUntil.clear());
      if (!runsJobs) return;
      // A queued job, or a finished one that frees a user's place, may let this node claim.
      signals.onQueued(() => worker.wake());
      signals.onSettled(() => worker.wake());
      signals.onResumed(() => worker.wake());
      signals.onCancelled((id) => worker.abort(id));
      worker.start();
    },
    async stop() {
      await worker.stop();
      waiter.stop();
      await signals.stop();
    },
  };
}

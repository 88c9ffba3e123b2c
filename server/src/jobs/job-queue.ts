import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { JobStatusReply } from '#common/schemas/jobs.js';
import type { AppDeps } from '../deps.js';
import { messages } from '#common/messages.js';
import { AppError } from '../errors.js';
import { dedupeKey } from './dedupe-key.js';
import { readJobStatus } from './job-status.js';
import { cancelJob, insertJob } from './job-store.js';
import type { JobFailure, JobHandlers, JobKind, JobKinds, JobOutcome } from './job-types.js';
import { createJobSignals } from './job-signals.js';
import { createJobWaiter } from './job-waiter.js';
import { createJobWorker } from './job-worker.js';

/**
 * The durable job queue (decision 020): jobs live in PostgreSQL (or the embedded PGlite), any node
 * with a worker runs them, and a request waits for its job holding only the id.
 */
export interface JobQueue {
  /** This node's name in leases: host, process and a random part. */
  readonly owner: string;
  /** Queues a job, or joins the same user's identical queued or running one; returns its id. */
  enqueue<K extends JobKind>(kind: K, userId: string, payload: JobKinds[K]['payload']): Promise<string>;
  /** Waits for a job's outcome; the result, or its AppError thrown. */
  result<K extends JobKind>(kind: K, id: string): Promise<JobKinds[K]['result']>;
  /** Waits up to `timeoutMs` for a job to finish; null when it has not. */
  settled(id: string, timeoutMs: number): Promise<JobOutcome | null>;
  /** The owner's view of a job; null for someone else's or no job. */
  status(id: string, userId: string): Promise<JobStatusReply | null>;
  /** Cancels the owner's queued or running job (false: it had ended, or is not theirs); its followers get the `cancelled` error. */
  cancel(id: string, userId: string): Promise<boolean>;
  /** Starts this node's worker (ROLE all or worker). */
  start(): void;
  /** Stops claiming, lets running jobs finish and releases waiters. */
  stop(): Promise<void>;
}

/** What a cancelled job answers its followers (a newer choice replaced it: step 4's mix made ahead). */
const CANCELLED: JobFailure = { status: 409, message: messages.jobs.cancelled, code: 'cancelled' };

export interface JobQueueOptions {
  handlers: JobHandlers;
  log: FastifyBaseLogger;
}

export function createJobQueue(deps: AppDeps, { handlers, log }: JobQueueOptions): JobQueue {
  const { db } = deps.database;
  const { concurrency, leaseMs, pollMs } = deps.config.jobs;
  const owner = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  // Wake-ups between nodes (record 104); the poll is only the fallback.
  const signals = createJobSignals(deps.database, (err) => log.error({ err }, 'job signal failed'));
  const waiter = createJobWaiter(db, signals, pollMs, (err) => log.error({ err }, 'reading job outcomes failed'));
  const runsJobs = deps.config.role !== 'web';
  const worker = createJobWorker(deps, {
    owner,
    concurrency,
    leaseMs,
    pollMs,
    handlers,
    log,
    onSettled: (id, outcome) => {
      waiter.settle(id, outcome);
      signals.notifySettled(id);
    },
  });

  return {
    owner,
    async enqueue(kind, userId, payload) {
      const { id, created } = await insertJob(db, {
        kind,
        userId,
        dedupeKey: dedupeKey(kind, userId, payload),
        payload,
      });
      if (created) signals.notifyQueued();
      return id;
    },
    async result<K extends JobKind>(_kind: K, id: string) {
      const outcome = await waiter.wait(id);
      if (!outcome) throw new AppError(503, messages.jobs.interrupted);
      if (outcome.state === 'failed')
        throw new AppError(
          outcome.error.status,
          outcome.error.message,
          outcome.error.headers ?? {},
          outcome.error.code,
        );
      return outcome.result as JobKinds[K]['result'];
    },
    settled: (id, timeoutMs) => waiter.wait(id, timeoutMs),
    status: (id, userId) => readJobStatus(db, id, userId),
    async cancel(id, userId) {
      if (!(await cancelJob(db, id, userId, CANCELLED))) return false;
      waiter.settle(id, { state: 'failed', error: CANCELLED });
      signals.notifySettled(id);
      signals.notifyCancelled(id);
      return true;
    },
    start() {
      signals.start();
      if (!runsJobs) return;
      // A queued job, or a finished one that frees a user's running slot, may let this node claim.
      signals.onQueued(() => worker.wake());
      signals.onSettled(() => worker.wake());
      signals.onResumed(() => worker.wake());
      worker.start();
    },
    async stop() {
      await worker.stop();
      waiter.stop();
      await signals.stop();
    },
  };
}

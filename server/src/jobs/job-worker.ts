import type { FastifyBaseLogger } from 'fastify';
import { messages } from '#common/messages.js';
import type { AppDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { claimJob, failAbandonedJobs, finishJob, renewLeases } from './job-store.js';
import type { ClaimedJob, JobFailure, JobHandlers, JobKind, JobOutcome } from './job-types.js';

/** A job that brought its node down this often (killed mid-run each time) is failed, not retried. */
export const MAX_ATTEMPTS = 3;

export interface JobWorkerOptions {
  owner: string;
  concurrency: number;
  leaseMs: number;
  pollMs: number;
  handlers: JobHandlers;
  log: FastifyBaseLogger;
  /** Called with each outcome this worker records, so local waiters answer at once. */
  onSettled(id: string, outcome: JobOutcome): void;
}

export interface JobWorker {
  /** Claims jobs now, up to the free slots; called on enqueue so a job that can start does. */
  wake(): void;
  start(): void;
  /** Stops claiming and waits for the running jobs to finish. */
  stop(): Promise<void>;
}

const ABANDONED: JobFailure = { status: 500, message: messages.generic.internal, code: 'internal' };

/**
 * Runs up to `concurrency` jobs at once on this node: claims from the shared table, keeps the
 * leases alive while handlers work, and records each outcome. An AppError is the user's answer
 * and is stored as such; anything else is logged and stored as the generic failure.
 */
export function createJobWorker(deps: AppDeps, options: JobWorkerOptions): JobWorker {
  const { db } = deps.database;
  const { owner, concurrency, leaseMs, pollMs, handlers, log } = options;
  const running = new Set<Promise<void>>();
  let stopped = true;
  let pumping = false;
  let again = false;
  let poller: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  async function execute(job: ClaimedJob): Promise<void> {
    const jobLog = log.child({ jobId: job.id, kind: job.kind, attempt: job.attempts });
    let outcome: JobOutcome;
    try {
      const handler = handlers[job.kind as JobKind];
      const result = await handler({ ...deps, log: jobLog }, job.userId, job.payload);
      outcome = { state: 'done', result };
    } catch (error) {
      if (!(error instanceof AppError)) jobLog.error({ err: error }, 'job failed');
      outcome = {
        state: 'failed',
        error:
          error instanceof AppError
            ? { status: error.status, message: error.message, headers: error.headers, code: error.code }
            : ABANDONED,
      };
    }
    if (await finishJob(db, job.id, owner, outcome)) options.onSettled(job.id, outcome);
    // Cancelled meanwhile (its outcome is dropped), or the lease ran out and another node owns it now.
    else jobLog.info('job was cancelled or lost its lease before it finished; its outcome is not recorded');
  }

  async function pump(): Promise<void> {
    if (pumping) {
      again = true;
      return;
    }
    pumping = true;
    try {
      do {
        again = false;
        while (!stopped && running.size < concurrency) {
          const job = await claimJob(db, owner, leaseMs, MAX_ATTEMPTS, deps.config.quotas.runningPerUser);
          if (!job) break;
          const task: Promise<void> = execute(job)
            .catch((err: unknown) => log.error({ err, jobId: job.id }, 'recording a job outcome failed'))
            .finally(() => {
              running.delete(task);
              wake();
            });
          running.add(task);
        }
      } while (again && !stopped);
    } finally {
      pumping = false;
    }
  }

  function wake(): void {
    if (!stopped) void pump().catch((err: unknown) => log.error({ err }, 'claiming jobs failed'));
  }

  async function sweep(): Promise<void> {
    for (const id of await failAbandonedJobs(db, MAX_ATTEMPTS, ABANDONED))
      options.onSettled(id, { state: 'failed', error: ABANDONED });
    await pump();
  }

  return {
    wake,
    start() {
      if (!stopped) return;
      stopped = false;
      // Idle nodes look for jobs queued elsewhere and for jobs whose node died.
      poller = setInterval(() => void sweep().catch((err: unknown) => log.error({ err }, 'job sweep failed')), pollMs);
      heartbeat = setInterval(
        () => {
          if (running.size > 0)
            void renewLeases(db, owner, leaseMs).catch((err: unknown) => log.error({ err }, 'lease renewal failed'));
        },
        Math.max(100, Math.floor(leaseMs / 3)),
      );
      poller.unref();
      heartbeat.unref();
      wake();
    },
    async stop() {
      stopped = true;
      clearInterval(poller);
      // Leases stay renewed until the last running job is done.
      await Promise.all(running);
      clearInterval(heartbeat);
    },
  };
}

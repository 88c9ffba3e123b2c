import type { FastifyBaseLogger } from 'fastify';
import { messages } from '#common/messages.js';
import type { JobStage } from '#common/schemas/jobs.js';
import type { AppDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { outageOf } from '../http/unavailable.js';
import { collectAtRest } from '../process/collect-at-rest.js';
import { inLane, listeningLane, newPulse, type JobPulse } from '../process/fair-share.js';
import type { AnyJobDefinition, JobServices } from './job-definition.js';
import {
  claimJob,
  failAbandonedJobs,
  finishJob,
  recordEarlyAnswer,
  recordProgress,
  recordStage,
  renewLeases,
  requeueStalledJob,
} from './job-store.js';
import { countJobClaimed, countJobRun } from '../metrics/meters.js';
import type { ClaimedJob, JobFailure, JobOutcome } from './job-types.js';

/** A job that brought its node down this often (killed mid-run each time) is failed, not retried. */
export const MAX_ATTEMPTS = 3;

export interface JobWorkerOptions {
  owner: string;
  concurrency: number;
  leaseMs: number;
  pollMs: number;
  /** A job with nothing in hand that has not moved for this long is stopped (record 161). */
  stallMs: number;
  definitions: ReadonlyMap<string, AnyJobDefinition>;
  services: JobServices;
  log: FastifyBaseLogger;
  /** Called with each outcome this worker records, so local waiters answer at once; an early answer too. */
  onSettled(id: string, outcome: JobOutcome): void;
  /** Called when the handler of a job cancelled meanwhile has returned: its worker and place are free. */
  onStopped(id: string): void;
  /** Called when a job that stopped moving is back in the queue, for any node to run again. */
  onRequeued(id: string): void;
}

export interface JobWorker {
  /** Claims jobs now, up to the free slots; called on enqueue so a job that can start does. */
  wake(): void;
  /** Stops the handler of a job this node runs, if it does (it was cancelled). */
  abort(id: string): void;
  start(): void;
  /** Stops claiming and waits for the running jobs to finish. */
  stop(): Promise<void>;
}

const ABANDONED: JobFailure = { status: 500, message: messages.generic.internal, code: 'internal' };
const STALLED: JobFailure = { status: 503, message: messages.jobs.stalled, code: 'unavailable' };

/** The reason a job that stopped moving is stopped with: it is run again once, then fails. */
class Stalled extends Error {}

/** A job this node runs: how to stop it, and how it shows it is alive. */
interface RunningJob {
  controller: AbortController;
  pulse: JobPulse;
  /** Rejects the handler's wait when the job has stopped moving: its handler may never return. */
  giveUp(reason: Stalled): void;
  answeredEarly: boolean;
}

/**
 * Runs up to `concurrency` jobs at once on this node, as many again for users who have nothing
 * under way, and one more for a preview alone (record 163; the CPU work itself is shared fairly by the engine pools' lanes): claims from the shared table, keeps the
 * leases alive while handlers work, and records each outcome. An AppError is the user's answer
 * and is stored as such; anything else is logged and stored as the generic failure.
 */
export function createJobWorker(deps: AppDeps, options: JobWorkerOptions): JobWorker {
  const { db } = deps.database;
  const { owner, concurrency, leaseMs, pollMs, stallMs, definitions, services, log } = options;
  const running = new Set<Promise<void>>();
  // Once this node's jobs have ended and none has come for a while, the event loop's thread
  // collects its garbage: what record 127 lets the heap keep while users work (record 169).
  const rest = collectAtRest();
  const underWay = new Map<string, RunningJob>();
  let stopped = true;
  let pumping = false;
  let again = false;
  let wakeScheduled = false;
  let poller: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  async function execute(job: ClaimedJob): Promise<void> {
    const jobLog = log.child({ jobId: job.id, kind: job.kind, attempt: job.attempts });
    countJobClaimed(job.kind, job.waitedSeconds);
    const began = performance.now();
    const controller = new AbortController();
    let giveUp: (reason: Stalled) => void = () => {};
    const stalled = new Promise<never>((_, reject) => (giveUp = reject));
    const me: RunningJob = { controller, pulse: newPulse(), giveUp, answeredEarly: false };
    underWay.set(job.id, me);
    let outcome: JobOutcome;
    try {
      const definition = definitions.get(job.kind);
      if (!definition) throw new Error(`no job definition for kind ${job.kind}`);
      const progress = progressReporter(job.id);
      const stage = stageReporter(job.id);
      const ctx = {
        ...deps,
        log: jobLog,
        jobId: job.id,
        services,
        signal: controller.signal,
        progress: (fraction: number) => (beat(me), progress(fraction)),
        stage: (said: JobStage) => (beat(me), stage(said)),
        answerEarly: (result: unknown) => ((me.answeredEarly = true), answerEarly(job.id, result)),
      };
      const payload: unknown = definition.payload.parse(job.payload);
      // In the user's lane: wherever its pieces wait for a thread or an ffmpeg slot, users take turns,
      // and a cancellation takes its waiting pieces out of line and kills its ffmpeg runs. A preview
      // is someone listening: its pieces go first (record 170).
      const lane = definition.priority === 'interactive' ? listeningLane(job.userId) : job.userId;
      const result: unknown = await Promise.race([
        inLane(lane, () => definition.run(ctx, job.userId, payload), controller.signal, me.pulse),
        stalled,
      ]);
      outcome = { state: 'done', result };
    } catch (error) {
      if (error instanceof Stalled) {
        // Nothing in hand and no move for stallMs: it waits for what will never come (record 161).
        if (await runAgain(job, me, jobLog))
          return countJobRun(job.kind, 'stalled', (performance.now() - began) / 1000);
        outcome = { state: 'failed', error: STALLED };
      } else {
        // A part that is away (record 113) fails the job with its 503 and Retry-After, so the user is
        // told to try again in a moment rather than that something broke.
        const answer = error instanceof AppError ? error : outageOf(error);
        if (!answer && !controller.signal.aborted) jobLog.error({ err: error }, 'job failed');
        else if (!(error instanceof AppError)) jobLog.warn({ err: error }, 'job failed: a part of the service is away');
        outcome = {
          state: 'failed',
          error: answer
            ? { status: answer.status, message: answer.message, headers: answer.headers, code: answer.code }
            : ABANDONED,
        };
      }
    } finally {
      underWay.delete(job.id);
    }
    countJobRun(job.kind, outcome.state, (performance.now() - began) / 1000);
    if (await finishJob(db, job.id, owner, outcome)) options.onSettled(job.id, outcome);
    else {
      // Cancelled meanwhile (its outcome is dropped), or the lease ran out and another node owns it now.
      jobLog.info('job was cancelled or lost its lease before it finished; its outcome is not recorded');
      options.onStopped(job.id);
    }
  }

  const beat = (job: RunningJob) => (job.pulse.lastSign = performance.now());

  /**
   * A job that stopped moving runs again from the start, on any node, the first time (unless its
   * answer was already given: a streamed preview's listeners have it); true when it is queued again.
   */
  async function runAgain(job: ClaimedJob, me: RunningJob, jobLog: FastifyBaseLogger): Promise<boolean> {
    const again = job.stalls === 0 && !me.answeredEarly;
    jobLog.warn({ stallSeconds: stallMs / 1000, runAgain: again }, 'job stopped moving');
    if (!again || !(await requeueStalledJob(db, job.id, owner))) return false;
    options.onRequeued(job.id);
    return true;
  }

  /** Stops the jobs that have nothing in hand and have not moved for stallMs. */
  function findStalled(): void {
    const now = performance.now();
    for (const job of underWay.values()) {
      if (job.pulse.inHand > 0 || now - job.pulse.lastSign < stallMs) continue;
      const reason = new Stalled(`no progress in ${Math.round(stallMs / 1000)} s`);
      // Its pieces still waiting leave the queues; its handler, if it ever returns, is not heard.
      job.controller.abort(reason);
      job.giveUp(reason);
    }
  }

  /** At most one progress write a second per job: a percentage needs no more. */
  function progressReporter(id: string): (fraction: number) => void {
    let last = 0;
    return (fraction) => {
      const now = Date.now();
      if (now - last < 1000 && fraction < 1) return;
      last = now;
      void recordProgress(db, id, owner, fraction).catch((err: unknown) => log.warn({ err }, 'progress not recorded'));
    };
  }

  /**
   * Every stage is written, one after another: each says something new ("Message 3 of 7: mixing"),
   * and written out of order an older one could stand in the newer's place.
   */
  function stageReporter(id: string): (stage: JobStage) => void {
    let written = Promise.resolve();
    return (stage) => {
      written = written
        .then(() => recordStage(db, id, owner, stage))
        .catch((err: unknown) => log.warn({ err }, 'stage not recorded'));
    };
  }

  /** Records a running job's answer, then lets its waiters here and on other nodes have it. */
  function answerEarly(id: string, result: unknown): void {
    recordEarlyAnswer(db, id, owner, result).then(
      (recorded) => recorded && options.onSettled(id, { state: 'done', result }),
      (err: unknown) => log.warn({ err, jobId: id }, 'early answer not recorded; callers have it when the job ends'),
    );
  }

  function abort(id: string): void {
    underWay.get(id)?.controller.abort(new AppError(409, messages.jobs.cancelled, {}, 'cancelled'));
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
        // `concurrency` workers for anyone, as many again in reserve for users with nothing under way,
        // and one for interactive work alone: a preview never waits for other users' messages to end.
        while (!stopped && running.size < 2 * concurrency + 1) {
          const job = await claimJob(db, owner, leaseMs, {
            maxAttempts: MAX_ATTEMPTS,
            reserved: running.size >= concurrency,
            interactiveOnly: running.size >= 2 * concurrency,
          });
          if (!job) break;
          rest.started();
          const task: Promise<void> = execute(job)
            .catch((err: unknown) => log.error({ err, jobId: job.id }, 'recording a job outcome failed'))
            .finally(() => {
              running.delete(task);
              rest.ended();
              wake();
            });
          running.add(task);
        }
      } while (again && !stopped);
    } finally {
      pumping = false;
    }
  }

  /**
   * Claims on the next turn of the event loop, once for all the wakes of this one: a job's end and
   * its settled signal come together and would otherwise claim twice, mostly for nothing. The
   * replies a settled job releases read it from the database first (PGlite runs one query at a
   * time, on the event loop), so a waiting user is not answered behind the claims.
   */
  function wake(): void {
    if (stopped || wakeScheduled) return;
    wakeScheduled = true;
    setImmediate(() => {
      wakeScheduled = false;
      void pump().catch((err: unknown) => log.error({ err }, 'claiming jobs failed'));
    });
  }

  async function sweep(): Promise<void> {
    for (const id of await failAbandonedJobs(db, MAX_ATTEMPTS, ABANDONED))
      options.onSettled(id, { state: 'failed', error: ABANDONED });
    await pump();
  }

  return {
    wake,
    abort,
    start() {
      if (!stopped) return;
      stopped = false;
      // Idle nodes look for jobs queued elsewhere and for jobs whose node died.
      poller = setInterval(() => void sweep().catch((err: unknown) => log.error({ err }, 'job sweep failed')), pollMs);
      heartbeat = setInterval(
        () => {
          findStalled();
          if (running.size > 0)
            renewLeases(db, owner, leaseMs)
              // Jobs cancelled on another node stop here at the latest on the next renewal.
              .then((cancelled) => cancelled.forEach(abort))
              .catch((err: unknown) => log.error({ err }, 'lease renewal failed'));
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

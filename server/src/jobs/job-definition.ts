import type { z } from 'zod';
import type { JobStage } from '#common/schemas/jobs.js';
import type { ServiceContext } from '../deps.js';
import type { WorkKind } from './hourly-quota.js';

/**
 * The order jobs are claimed in, first to last (record 102): a preview the user is listening for,
 * then what the user asked for, then work made ahead of a choice, then long renders. Stored on the
 * job as its index in this list.
 */
const JOB_PRIORITIES = ['interactive', 'asked', 'speculative', 'long'] as const;
export type JobPriority = (typeof JOB_PRIORITIES)[number];

/**
 * What every job's handler may use besides the service context. Empty here: a feature that needs
 * more (the speech providers) adds it by declaration merging, and the app passes it to the queue.
 * The jobs layer so stays below the features whose work it runs.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface JobServices {}

interface JobContext extends ServiceContext {
  /** The job's id: a job that leaves a file in the store may name it after itself. */
  jobId: string;
  services: JobServices;
  /** Aborts when the job is cancelled (DELETE /api/jobs/:id, or a newer job superseded it). */
  signal: AbortSignal;
  /** Reports how far a long job is, from 0 to 1; shown as a percentage. */
  progress(fraction: number): void;
  /** Reports what a long job of several pieces is doing now (record 156): "Message 3 of 7: speaking". */
  stage(stage: JobStage): void;
  /**
   * Answers the job's callers now, while it still runs: its result will be this same one. A streamed
   * preview gives its address once its first sound is on its way (record 130).
   */
  answerEarly: (result: unknown) => void;
}

/**
 * One kind of audio work, declared in one file beside the feature it belongs to: what it takes, how
 * it is admitted and scheduled, and what it does.
 */
export interface JobDefinition<Payload = unknown, Result = unknown> {
  /** Stored on the job; the worker finds the handler by it. */
  kind: string;
  /** The payload, parsed again when the job is claimed: it comes back out of the database. */
  payload: z.ZodType<Payload>;
  /** The hourly quota a new job counts against when queued; null counts none. */
  quota: WorkKind | null;
  /** Whether the job counts against the user's cap of jobs under way (QUOTA_RUNNING_PER_USER). */
  capped: boolean;
  priority: JobPriority;
  /**
   * Another kind whose identical job this one is: a job of either kind joins the other's, taking the
   * higher priority of the two (step 4's mix made ahead becomes the mix Continue asks for).
   */
  sameWorkAs?: string;
  /** A new job of this kind cancels the user's older ones still under way (a newer choice replaces them). */
  supersedes?: boolean;
  /** How its progress shows: its place in the queue, or a percentage as well for long work. */
  progress: 'position' | 'percent';
  run(ctx: JobContext, userId: string, payload: Payload): Promise<Result>;
}

/** Any job, as the queue's list of definitions holds them; each is typed where it is declared. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJobDefinition = JobDefinition<any, any>;

/** Declares a job; the identity function keeps each definition's payload and result types. */
export function defineJob<Payload, Result>(definition: JobDefinition<Payload, Result>): JobDefinition<Payload, Result> {
  return definition;
}

export const priorityRank = (priority: JobPriority): number => JOB_PRIORITIES.indexOf(priority);

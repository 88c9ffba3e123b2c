import type { ErrorCode } from '#common/error-codes.js';

export type JobState = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

/** The user-facing error a failed job answers with: an AppError's status, message and code. */
export interface JobFailure {
  status: number;
  message: string;
  /** The AppError's extra reply headers, such as Retry-After on a 429. */
  headers?: Record<string, string>;
  /** Absent on jobs recorded before error codes; readers fall back to the status's code. */
  code?: ErrorCode;
}

export type JobOutcome = { state: 'done'; result: unknown } | { state: 'failed'; error: JobFailure };

/** A claimed job as its handler sees it. */
export interface ClaimedJob {
  id: string;
  kind: string;
  userId: string;
  payload: unknown;
  attempts: number;
  /** Times it stopped moving before and was run again (record 161). */
  stalls: number;
  /** Since it was queued, when this claim took it (GET /metrics, record 135). */
  waitedSeconds: number;
}

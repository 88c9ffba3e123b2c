import { z } from 'zod';
import { errorCode } from './errors.js';

/**
 * What a long job of several pieces is doing now, when it says (issue 47, record 156): the message
 * `item` of `of` being spoken or mixed, or the whole being made. The client puts it in words.
 */
const jobStage = z.object({
  doing: z.enum(['speaking', 'mixing', 'rendering']),
  /** Which piece, from 1, and of how many; absent for the whole. */
  item: z.number().int().min(1).optional(),
  of: z.number().int().min(1).optional(),
});
export type JobStage = z.infer<typeof jobStage>;

/**
 * GET /api/jobs/:id and the 202 answer of a POST sent with `Prefer: respond-async`: how far the
 * owner's job is (voice, preview, mix, clone, export). A cancelled job (DELETE /api/jobs/:id) carries the
 * `cancelled` error, so a caller still following it stops. `result` is the spec's own reply of the call once done,
 * or while it runs for a job that answers early (a streamed preview);
 * `error` the message and status the call would have answered with.
 */
export const jobStatusReply = z.object({
  id: z.string(),
  kind: z.string(),
  state: z.enum(['queued', 'running', 'done', 'failed', 'cancelled']),
  /** Jobs waiting ahead of this one. */
  position: z.number().int().min(0),
  etaSeconds: z.number().min(0),
  /** How far a running long job (a programme) is, when its handler says. */
  percent: z.number().int().min(0).max(100).optional(),
  /** What a running job of several pieces is doing now, when its handler says (a suggested programme's). */
  stage: jobStage.optional(),
  /** It stopped making progress once and was started again (record 161): the page says so. */
  restarted: z.literal(true).optional(),
  result: z.unknown().optional(),
  error: z.object({ status: z.number().int(), message: z.string(), code: errorCode }).optional(),
});
export type JobStatusReply = z.infer<typeof jobStatusReply>;

export const jobParams = z.object({ id: z.uuid() });

/** How long GET /api/jobs/:id may hold the request open waiting for the job to finish. */
export const jobQuery = z.object({ waitMs: z.coerce.number().int().min(0).max(10_000).default(0) });

/** Response header of voice, mix and export calls: the job that answered. */
export const JOB_ID_HEADER = 'x-job-id';

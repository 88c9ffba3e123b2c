import type { ErrorCode } from '#common/error-codes.js';
import type { z } from 'zod';
import type { ExportFormat } from '#common/schemas/library.js';
import type { mixAudioBody, MixAudioReply } from '#common/schemas/mix.js';
import type { synthesizeVoiceBody, SynthesizeVoiceReply } from '#common/schemas/voices.js';
import type { ServiceContext } from '../deps.js';

/** What each kind of job takes and gives: the spec's request body and reply, or the export's file. */
export interface JobKinds {
  voice: { payload: z.output<typeof synthesizeVoiceBody>; result: SynthesizeVoiceReply };
  mix: { payload: z.output<typeof mixAudioBody>; result: MixAudioReply };
  export: { payload: { audioFileId: string; format: ExportFormat }; result: { file: string } };
}

export type JobKind = keyof JobKinds;
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
}

type JobHandler<K extends JobKind> = (
  ctx: ServiceContext,
  userId: string,
  payload: unknown,
) => Promise<JobKinds[K]['result']>;

export type JobHandlers = { [K in JobKind]: JobHandler<K> };

import type { JobStatusReply } from '#common/schemas/jobs.js';
import type { BodyOf, ReplyOf } from '#common/api-routes.js';
import { ApiError, api, request } from '@/lib/api';

/**
 * The job-backed calls (voice, mix) as the client makes them: the POST asks for the job rather than
 * its result (`Prefer: respond-async`), then GET /api/jobs/:id long-polls until it is done. The
 * server answers each poll the moment the job finishes, so following adds no delay; meanwhile the
 * overlay can say how many messages are ahead. A failed job throws the same ApiError the call
 * itself would have, so every caller's error handling stays as it was.
 */
const LONG_POLL_MS = 2_000;

type JobPath = '/api/synthesize-voice' | '/api/mix-audio' | '/api/preview-voice' | '/api/programmes/from-suggestion';

export async function startJob<P extends JobPath>(
  path: P,
  body: BodyOf<'POST', P>,
  onStatus?: (status: JobStatusReply) => void,
  signal?: AbortSignal,
): Promise<ReplyOf<'POST', P>> {
  // With respond-async the answer is the job's status (202), not the route's own reply.
  const status = await request<JobStatusReply>('POST', path, { body, headers: { Prefer: 'respond-async' }, signal });
  return followJob<ReplyOf<'POST', P>>(status, onStatus, signal);
}

/**
 * Follows a job to its result; `onStatus` hears each status (the message store keeps the one the
 * user waits for, for the overlay's place in the queue). `signal` cancels the job on the server
 * (DELETE /api/jobs/:id), which answers the poll under way at once: the follow then throws.
 */
export async function followJob<T>(
  first: JobStatusReply | string,
  onStatus?: (status: JobStatusReply) => void,
  signal?: AbortSignal,
): Promise<T> {
  const status = typeof first === 'string' ? await poll(first, 0) : first;
  const id = status.id;
  const cancel = () => void api.delete(`/api/jobs/${encodeURIComponent(id)}`).catch(() => undefined);
  if (signal?.aborted) cancel();
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    return await follow<T>(status, onStatus);
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
}

async function follow<T>(first: JobStatusReply, onStatus?: (status: JobStatusReply) => void): Promise<T> {
  let status = first;
  for (;;) {
    onStatus?.(status);
    // A job may answer while it still runs (a streamed preview, record 130): its answer is final.
    if (status.state === 'done' || (status.state === 'running' && status.result !== undefined))
      return status.result as T;
    // A cancelled job carries its `cancelled` error.
    if (status.state === 'failed' || status.state === 'cancelled') {
      const error = status.error ?? { status: 500, message: '', code: 'internal' as const };
      throw new ApiError(error.status, error.message || `${error.status}`, error.message || undefined, error.code);
    }
    status = await poll(status.id, LONG_POLL_MS);
  }
}

function poll(id: string, waitMs: number): Promise<JobStatusReply> {
  return api.get(`/api/jobs/${encodeURIComponent(id)}?waitMs=${waitMs}`, { cache: 'no-store' });
}

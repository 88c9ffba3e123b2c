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

type JobPath = '/api/synthesize-voice' | '/api/mix-audio';

export async function startJob<P extends JobPath>(
  path: P,
  body: BodyOf<'POST', P>,
  onStatus?: (status: JobStatusReply) => void,
): Promise<ReplyOf<'POST', P>> {
  // With respond-async the answer is the job's status (202), not the route's own reply.
  const status = await request<JobStatusReply>('POST', path, { body, headers: { Prefer: 'respond-async' } });
  return followJob<ReplyOf<'POST', P>>(status, onStatus);
}

/**
 * Follows a job to its result; `onStatus` hears each status (the message store keeps the one the
 * user waits for, for the overlay's place in the queue).
 */
export async function followJob<T>(
  first: JobStatusReply | string,
  onStatus?: (status: JobStatusReply) => void,
): Promise<T> {
  let status = typeof first === 'string' ? await poll(first, 0) : first;
  for (;;) {
    onStatus?.(status);
    if (status.state === 'done') return status.result as T;
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

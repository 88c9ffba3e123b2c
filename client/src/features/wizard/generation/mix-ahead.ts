import type { MixAudioBody, MixAudioReply } from '#common/schemas/mix.js';
import { api } from '@/lib/api';
import { followJob } from './follow-job';
import { noteGenerationJob } from './saved-generation';

/**
 * Step 4 mixes ahead (record 081): once the voice is ready and the user has settled on a track and
 * volume, the final mix is started as a server job, so that Continue usually finds it done. A newer
 * choice cancels the stale job on the server. Like the head start it lives outside React: Continue
 * takes the mix after step 4 has gone.
 */
interface MixAhead {
  /** The request, as JSON: taken only for exactly the same mix. */
  key: string;
  /** The job's id once the server has answered (null if it refused). */
  jobId: Promise<string | null>;
  result: Promise<MixAudioReply>;
}

let current: MixAhead | null = null;

const keyOf = (body: MixAudioBody) => JSON.stringify([body.voiceAudioId, body.musicTrackId, body.musicVolume]);

/** Starts the mix of `body` ahead, unless it already is; a different earlier one is cancelled. */
export function mixAhead(body: MixAudioBody): void {
  const key = keyOf(body);
  if (current?.key === key) return;
  cancelMixAhead();
  const started = api.post('/api/mix-audio/speculative', body);
  const entry: MixAhead = {
    key,
    jobId: started.then(
      (job) => job.id,
      () => null,
    ),
    result: started.then((job) => followJob<MixAudioReply>(job, undefined, { quiet: true })),
  };
  // A refusal (quota, a voice gone) is not the user's concern yet: Continue asks again itself.
  entry.result.catch(() => {
    if (current === entry) current = null;
  });
  current = entry;
}

/** Cancels the mix made ahead, if any (the server drops a job that has not finished). */
export function cancelMixAhead(): void {
  const stale = current;
  current = null;
  if (!stale) return;
  void stale.jobId
    .then((id) => (id ? api.delete(`/api/jobs/${encodeURIComponent(id)}`) : undefined))
    .catch(() => undefined);
}

/**
 * The mix made ahead for exactly `body`, taken (once), else null. Its job is noted for a reload of
 * step 5, as Continue's own would be.
 */
export function takeMixAhead(body: MixAudioBody): Promise<MixAudioReply> | null {
  if (current?.key !== keyOf(body)) return null;
  const taken = current;
  current = null;
  void taken.jobId.then((mixJobId) => mixJobId && noteGenerationJob({ mixJobId }));
  return taken.result;
}

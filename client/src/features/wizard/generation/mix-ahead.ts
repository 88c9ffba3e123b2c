import type { MixAudioBody, MixAudioReply } from '#common/schemas/mix.js';
import { api } from '@/lib/api';
import type { MixAhead } from '../message-state';
import type { MessageStore } from '../message-store';
import { followJob } from './follow-job';

/**
 * Step 4 mixes ahead (record 081): once the voice is ready and the user has settled on a track and
 * volume, the final mix is started as a server job, so that Continue usually finds it done. A newer
 * choice cancels the stale job on the server. The message store holds it (record 103): Continue
 * takes the mix after step 4 has gone.
 */

const keyOf = (body: MixAudioBody) => JSON.stringify([body.voiceAudioId, body.musicTrackId, body.musicVolume]);

/** Starts the mix of `body` ahead, unless it already is; a different earlier one is cancelled. */
export function mixAhead(store: MessageStore, body: MixAudioBody): void {
  const key = keyOf(body);
  if (store.work.mixAhead?.key === key) return;
  cancelMixAhead(store);
  const started = api.post('/api/mix-audio/speculative', body);
  const entry: MixAhead = {
    key,
    jobId: started.then(
      (job) => job.id,
      () => null,
    ),
    // Followed without reporting: the overlay shows only what the user is waiting for.
    result: started.then((job) => followJob<MixAudioReply>(job)),
  };
  // A refusal (quota, a voice gone) is not the user's concern yet: Continue asks again itself.
  entry.result.catch(() => {
    if (store.work.mixAhead === entry) store.work.mixAhead = null;
  });
  store.work.mixAhead = entry;
}

/** Cancels the mix made ahead, if any (the server drops a job that has not finished). */
export function cancelMixAhead(store: MessageStore): void {
  const stale = store.work.mixAhead;
  store.work.mixAhead = null;
  if (!stale) return;
  void stale.jobId
    .then((id) => (id ? api.delete(`/api/jobs/${encodeURIComponent(id)}`) : undefined))
    .catch(() => undefined);
}

/** The mix made ahead for exactly `body`, taken (once), else null. */
export function takeMixAhead(store: MessageStore, body: MixAudioBody): MixAhead | null {
  const taken = store.work.mixAhead;
  if (taken?.key !== keyOf(body)) return null;
  store.work.mixAhead = null;
  return taken;
}

import type { JobStatusReply } from '#common/schemas/jobs.js';
import { api, request } from '@/lib/api';
import type { AheadKinds, MadeAhead } from '../message-state';
import type { MessageStore } from '../message-store';
import { followJob } from './follow-job';
import { voiceKeyOf } from './generation-requests';

/**
 * Work made ahead on the server, so that it is usually done when the user asks for it: the voice
 * once step 3's script has been still for a moment (record 129), the final mix once step 4's
 * choice has settled (record 081). Each is a job of its own kind, at most one of each at a time: a
 * newer request cancels the stale job on the server. The message store holds them (record 103):
 * step 4 takes the voice after step 3 has gone, Continue the mix after step 4 has.
 */

type Kind = keyof AheadKinds;
type Body<K extends Kind> = AheadKinds[K]['body'];
type Reply<K extends Kind> = AheadKinds[K]['reply'];

const PATHS = { voice: '/api/synthesize-voice/speculative', mix: '/api/mix-audio/speculative' } as const;

/** What makes two requests the same work: the whole voice request; the mix's voice, track and volume. */
const KEYS: { [K in Kind]: (body: Body<K>) => string } = {
  voice: voiceKeyOf,
  mix: (body) => JSON.stringify([body.voiceAudioId, body.musicTrackId, body.musicVolume]),
};

/** The store's place for the work made ahead of kind `K`, typed for it. */
const aheadOf = <K extends Kind>(store: MessageStore): { [P in K]: MadeAhead<Reply<P>> | null } => store.work.ahead;

/** Starts `body` ahead, unless it already is; a different earlier one is cancelled. */
export function startAhead<K extends Kind>(store: MessageStore, kind: K, body: Body<K>): void {
  const key = KEYS[kind](body);
  if (store.work.ahead[kind]?.key === key) return;
  cancelAhead(store, kind);
  // The body is the route table's for this path (common/api-routes.ts); typed here by `AheadKinds`.
  const started = request<JobStatusReply>('POST', PATHS[kind], { body });
  const entry: MadeAhead<Reply<K>> = {
    key,
    jobId: started.then(
      (job) => job.id,
      () => null,
    ),
    // Its statuses go nowhere until it is taken: the overlay shows only what the user waits for.
    result: started.then((job) => followJob<Reply<K>>(job, (status) => entry.onStatus?.(status))),
    onStatus: null,
  };
  // A refusal (quota, a voice gone) is not the user's concern: whoever would take it asks itself.
  const ahead = aheadOf<K>(store);
  entry.result.catch(() => {
    if (ahead[kind] === entry) ahead[kind] = null;
  });
  ahead[kind] = entry;
}

/** Cancels the work made ahead of `kind`, if any (the server drops a job that has not finished). */
export function cancelAhead(store: MessageStore, kind: Kind): void {
  const stale = store.work.ahead[kind];
  store.work.ahead[kind] = null;
  if (!stale) return;
  void stale.jobId
    .then((id) => (id ? api.delete(`/api/jobs/${encodeURIComponent(id)}`) : undefined))
    .catch(() => undefined);
}

/**
 * The work made ahead for exactly `body`, taken (once), its statuses told to `onStatus` from now
 * on; else null, and one made for a different request is cancelled: it is stale.
 */
export function takeAhead<K extends Kind>(
  store: MessageStore,
  kind: K,
  body: Body<K>,
  onStatus: (status: JobStatusReply) => void,
): MadeAhead<Reply<K>> | null {
  const taken = store.work.ahead[kind];
  if (taken?.key !== KEYS[kind](body)) {
    cancelAhead(store, kind);
    return null;
  }
  store.work.ahead[kind] = null;
  taken.onStatus = onStatus;
  return taken;
}

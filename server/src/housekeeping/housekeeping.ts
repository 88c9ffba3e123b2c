import { and, lt, or, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { purgeExpiredAudio } from '../stored-audio/purge-expired-audio.js';
import { purgeExpiredVoicemails } from '../menu-voicemails/voicemail-store.js';
import { purgeLoginTokens } from '../auth/login-tokens.js';
import { purgeSessions } from '../auth/sessions.js';
import { rateCounters } from '../db/schema.js';
import type { AppDeps } from '../deps.js';
import { pruneMixCache } from '../mix/prune-mix-cache.js';
import { trimSpeechCache } from '../voice/trim-speech-cache.js';
import { deleteFinishedJobs } from '../jobs/job-store.js';
import { claimScheduledRun } from '../jobs/scheduled-task.js';
import { deleteOlderThan } from '../storage/blob-files.js';
import { MIX_PREVIEWS_PREFIX } from '../mix/jobs/mix-preview-job.js';
import { VOICE_SAMPLES_PREFIX } from '../voice/jobs/voice-clone-job.js';

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
/** How often each node asks whether housekeeping is due; one of them wins each hour. */
const CHECK_INTERVAL_MS = 60 * 1000;
/** Rate counters, finished jobs: kept a day, longer than any window or status display needs them. */
const KEEP_MS = 24 * 60 * 60 * 1000;
/** Live previews and uploaded clone samples are work files: an hour is far longer than any job takes. */
const WORK_FILES_MS = 60 * 60 * 1000;

/**
 * The hourly clean-up of shared state, done by one node for the cluster: expired sign-in state and
 * audio and their exports in the store (record 056), phone menus' voicemails after 30 days (record 141), the stored speech cache, old rate counters, finished jobs
 * and the work files jobs leave in the store (live previews, clone samples).
 */
export async function runClusterHousekeeping(deps: AppDeps, now: Date): Promise<void> {
  const { db } = deps.database;
  const dayAgo = new Date(now.getTime() - KEEP_MS);
  await Promise.all([
    purgeLoginTokens(db, now),
    purgeSessions(db, now),
    purgeExpiredAudio(db, deps.store, now),
    // A voicemail's audio row expires with it (30 days) and goes with the expired audio above.
    purgeExpiredVoicemails(db, now),
    // The speech cache is in the store, shared by every node.
    trimSpeechCache(deps.store, deps.config.caches, now),
    db
      .delete(rateCounters)
      .where(
        and(
          lt(rateCounters.windowStart, dayAgo),
          or(isNull(rateCounters.lockedUntil), lt(rateCounters.lockedUntil, now)),
        ),
      ),
    deleteFinishedJobs(db, dayAgo),
    ...[MIX_PREVIEWS_PREFIX, VOICE_SAMPLES_PREFIX].map((prefix) =>
      deleteOlderThan(deps.store, prefix, new Date(now.getTime() - WORK_FILES_MS)),
    ),
  ]);
}

/**
 * Shared state is cleaned by one node at a time across the cluster: every node checks each minute,
 * and the one that claims the hour's run (scheduled_tasks) does it. Each node's own disk caches
 * are its own to trim, hourly. Returns a stop function.
 */
export function startHousekeeping(deps: AppDeps, owner: string, log: FastifyBaseLogger): () => void {
  const fail = (err: unknown) => log.error({ err }, 'housekeeping failed');
  const cluster = setInterval(() => {
    void (async () => {
      if (!(await claimScheduledRun(deps.database.db, 'housekeeping', HOUSEKEEPING_INTERVAL_MS, owner))) return;
      await runClusterHousekeeping(deps, deps.clock.now());
      log.info('housekeeping done for the cluster');
    })().catch(fail);
  }, CHECK_INTERVAL_MS);
  const local = setInterval(
    () => void pruneMixCache(deps.config.dataDir, deps.clock.now(), deps.config.caches.mixMaxBytes).catch(fail),
    HOUSEKEEPING_INTERVAL_MS,
  );
  cluster.unref();
  local.unref();
  return () => {
    clearInterval(cluster);
    clearInterval(local);
  };
}

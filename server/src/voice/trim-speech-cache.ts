import type { Config } from '../config/config.js';
import type { BlobEntry, BlobStore } from '../storage/blob-store.js';
import { SPEECH_CACHE_PREFIX } from './speech-cache.js';

/**
 * Housekeeping for the speech cache, which otherwise grows with every new script: entries older
 * than SPEECH_CACHE_MAX_DAYS go, then the oldest entries while the cache is over
 * SPEECH_CACHE_MAX_MB. Age is the time the entry was written (the one time both stores keep; an S3
 * read does not touch an object), so a popular entry is rendered again once it is that old, which
 * costs one render. The metadata goes before its audio, so no reader finds half an entry. The
 * cache is in the store, shared: this runs on one node at a time like purgeExpiredAudio.
 */
export async function trimSpeechCache(
  store: BlobStore,
  limits: Pick<Config['caches'], 'speechMaxBytes' | 'speechMaxAgeMs'>,
  now: Date,
): Promise<{ entriesDeleted: number; bytesLeft: number }> {
  const entries = new Map<string, { bytes: number; writtenMs: number; keys: string[] }>();
  for await (const object of store.list(SPEECH_CACHE_PREFIX)) addObject(entries, object);

  const oldestFirst = [...entries.values()].sort((a, b) => a.writtenMs - b.writtenMs);
  let bytesLeft = oldestFirst.reduce((sum, e) => sum + e.bytes, 0);
  const doomed: string[] = [];
  let entriesDeleted = 0;
  for (const entry of oldestFirst) {
    const tooOld = now.getTime() - entry.writtenMs > limits.speechMaxAgeMs;
    if (!tooOld && bytesLeft <= limits.speechMaxBytes) break;
    // The metadata first, then the audio.
    doomed.push(...entry.keys.sort((a, b) => Number(b.endsWith('.json')) - Number(a.endsWith('.json'))));
    bytesLeft -= entry.bytes;
    entriesDeleted++;
  }
  await store.deleteMany(doomed);
  return { entriesDeleted, bytesLeft };
}

function addObject(entries: Map<string, { bytes: number; writtenMs: number; keys: string[] }>, object: BlobEntry) {
  const name = object.key.slice(SPEECH_CACHE_PREFIX.length).replace(/\.(mp3|wav|json)$/, '');
  const entry = entries.get(name) ?? { bytes: 0, writtenMs: 0, keys: [] };
  entry.bytes += object.size;
  entry.writtenMs = Math.max(entry.writtenMs, object.modifiedAt.getTime());
  entry.keys.push(object.key);
  entries.set(name, entry);
}

import fs from 'node:fs/promises';
import path from 'node:path';
import { mixCacheDir } from './mix-env.js';

/** Cache entries nobody used for this long are deleted (tracks may be deleted; voice samples go sooner, below). */
const CACHE_IDLE_MS = 3 * 24 * 60 * 60 * 1000;
/** A voice's decoded samples serve re-mixes during one session; they are 6 times the size of its MP3. */
const VOICE_SAMPLES_IDLE_MS = 60 * 60 * 1000;
const TEMP_IDLE_MS = 60 * 60 * 1000;

/**
 * Housekeeping for the mix cache (decoded tracks, mastered voice samples, stray temporary files):
 * entries unused for their idle limit are deleted, judged by modification time, which every use
 * refreshes; then, while the cache is over `maxBytes` (MIX_CACHE_MAX_MB), the least recently used
 * entries go. The cache is on this node's own disk, so every node runs this for itself. Expired
 * final files are purgeExpiredAudio's (server/src/stored-audio/purge-expired-audio.ts).
 */
export async function pruneMixCache(dataDir: string, now: Date, maxBytes = Infinity): Promise<number> {
  const dir = mixCacheDir(dataDir);
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  let deleted = 0;
  for (const name of names) {
    const idleLimit = name.startsWith('.')
      ? TEMP_IDLE_MS
      : name.endsWith('.s16')
        ? VOICE_SAMPLES_IDLE_MS
        : name.endsWith('.json')
          ? CACHE_IDLE_MS
          : undefined;
    if (idleLimit === undefined) continue; // a track's .f32 goes with its .json
    const stat = await fs.stat(path.join(dir, name)).catch(() => undefined);
    if (!stat || now.getTime() - stat.mtimeMs < idleLimit) continue;
    await fs.rm(path.join(dir, name), { force: true });
    if (name.endsWith('.json')) {
      await fs.rm(path.join(dir, name.replace(/\.json$/, '.f32')), { force: true });
      await fs.rm(path.join(dir, name.replace(/\.json$/, '.s16')), { force: true });
    }
    deleted++;
  }
  return deleted + (await trimToSize(dir, maxBytes));
}

/** Deletes whole entries (a base name's .json, .f32 and .s16), least recently used first, until the folder fits. */
async function trimToSize(dir: string, maxBytes: number): Promise<number> {
  if (!Number.isFinite(maxBytes)) return 0;
  const entries = new Map<string, { bytes: number; usedMs: number; names: string[] }>();
  for (const name of await fs.readdir(dir).catch(() => [] as string[])) {
    const stat = await fs.stat(path.join(dir, name)).catch(() => undefined);
    if (!stat?.isFile()) continue;
    const base = name.startsWith('.') ? name : name.replace(/\.(json|f32|s16)$/, '');
    const entry = entries.get(base) ?? { bytes: 0, usedMs: 0, names: [] };
    entry.bytes += stat.size;
    entry.usedMs = Math.max(entry.usedMs, stat.mtimeMs);
    entry.names.push(name);
    entries.set(base, entry);
  }
  let total = [...entries.values()].reduce((sum, e) => sum + e.bytes, 0);
  let deleted = 0;
  for (const entry of [...entries.values()].sort((a, b) => a.usedMs - b.usedMs)) {
    if (total <= maxBytes) break;
    await Promise.all(entry.names.map((name) => fs.rm(path.join(dir, name), { force: true })));
    total -= entry.bytes;
    deleted++;
  }
  return deleted;
}

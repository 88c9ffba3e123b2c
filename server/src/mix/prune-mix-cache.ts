import fs from 'node:fs/promises';
import path from 'node:path';
import { mixCacheDir } from './decode.js';

/** Cache entries nobody used for this long are deleted (voices expire after a day; tracks may be deleted). */
const CACHE_IDLE_MS = 3 * 24 * 60 * 60 * 1000;
/** A voice's decoded samples serve re-mixes during one session; they are 6 times the size of its MP3. */
const VOICE_SAMPLES_IDLE_MS = 60 * 60 * 1000;
const TEMP_IDLE_MS = 60 * 60 * 1000;

/**
 * Housekeeping for the mix cache (decoded tracks, voice measurements, stray temporary files):
 * entries unused for their idle limit are deleted, judged by modification time, which every use
 * refreshes. Expired final files are purgeExpiredAudio's (server/src/audio/audio-files.ts).
 */
export async function pruneMixCache(dataDir: string, now: Date): Promise<number> {
  const dir = mixCacheDir(dataDir);
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  let deleted = 0;
  for (const name of names) {
    const idleLimit = name.startsWith('.') ? TEMP_IDLE_MS : name.endsWith('.s16') ? VOICE_SAMPLES_IDLE_MS : name.endsWith('.json') ? CACHE_IDLE_MS : undefined;
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
  return deleted;
}

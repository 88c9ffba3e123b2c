import fs from 'node:fs/promises';
import path from 'node:path';
import { mixCacheDir } from '../mix/mix-env.js';
import { clearTempDir } from '../storage/temp-files.js';

/**
 * Start-up clean-up of what a killed process leaves half-written on this node's disk: the working
 * files of processes no longer running (DATA_DIR/tmp/<pid>/, see storage/temp-files.ts) and the mix
 * cache's hidden temporary entries (written under a dot name, then renamed). Returns how many
 * entries were removed (a dead process's temporary folder counts once).
 */
export async function removeCrashLeftovers(dataDir: string): Promise<number> {
  const temp = await clearTempDir(dataDir);
  const dir = mixCacheDir(dataDir);
  const names = (await fs.readdir(dir).catch(() => [] as string[])).filter((name) => name.startsWith('.'));
  for (const name of names) await fs.rm(path.join(dir, name), { recursive: true, force: true });
  return temp + names.length;
}

import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Node-local working files (a download for ffmpeg, an upload being checked, a mix being encoded)
 * live in DATA_DIR/tmp/<pid>/ and are removed when their work ends. Several processes may share
 * one DATA_DIR (`npm start` twice on one machine, or a web and a worker process), so each works in
 * its own folder, and at start a process removes only what processes no longer running left.
 */
function tempDir(dataDir: string): string {
  return path.join(dataDir, 'tmp');
}

function ownTempDir(dataDir: string): string {
  return path.join(tempDir(dataDir), String(process.pid));
}

/** A fresh, unused path in this process's temporary folder (the folder is created). */
export async function tempPath(dataDir: string, name: string): Promise<string> {
  const dir = ownTempDir(dataDir);
  await fs.mkdir(dir, { recursive: true });
  return path.join(dir, `${randomUUID()}-${name}`);
}

/** Runs `work` with fresh temporary paths and removes them afterwards, whatever happens. */
export async function withTempFiles<T>(
  dataDir: string,
  names: string[],
  work: (files: string[]) => Promise<T>,
): Promise<T> {
  const files = await Promise.all(names.map((name) => tempPath(dataDir, name)));
  try {
    return await work(files);
  } finally {
    await Promise.all(files.map((file) => fs.rm(file, { force: true })));
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0); // signal 0: only asks whether the process exists
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Called once at start: removes the temporary files of processes that crashed (their folder's pid
 * no longer runs, or is this new process's own pid, reused), and loose files of older versions.
 * Returns how many entries (folders or loose files) were removed.
 */
export async function clearTempDir(dataDir: string): Promise<number> {
  const root = tempDir(dataDir);
  await fs.mkdir(root, { recursive: true });
  let removed = 0;
  for (const name of await fs.readdir(root)) {
    const pid = /^\d+$/.test(name) ? Number(name) : undefined;
    if (pid !== undefined && pid !== process.pid && isRunning(pid)) continue;
    await fs.rm(path.join(root, name), { recursive: true, force: true });
    removed++;
  }
  return removed;
}

/** Every file left in the temporary folders, relative to DATA_DIR/tmp (for tests and checks). */
export async function leftoverTempFiles(dataDir: string): Promise<string[]> {
  const entries = await fs.readdir(tempDir(dataDir), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(tempDir(dataDir), path.join(e.parentPath, e.name)))
    .sort();
}

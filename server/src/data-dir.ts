import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * DATA_DIR holds live login links (outbox), the database and users' audio: only the account the
 * server runs as may read it (decisions 036). A umask of 077 makes every file this process creates
 * 0600 and every folder 0700, whichever library writes it (nodemailer, ffmpeg's output we save);
 * what an older version left readable is tightened once at start. PGlite sets its own modes (0666)
 * on the files it makes, so its folder is tightened again once it is open and when it closes; in
 * between, its 0700 folders keep everyone else out.
 */
export async function secureDataDir(dataDir: string): Promise<void> {
  process.umask(0o077);
  await fs.mkdir(dataDir, { recursive: true, mode: 0o700 });
  await tighten(dataDir);
}

/** Folders to 0700 and files to owner-only, all the way down. */
export async function tighten(target: string): Promise<void> {
  const stat = await fs.lstat(target);
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    if ((stat.mode & 0o777) !== 0o700) await fs.chmod(target, 0o700);
    const entries = await fs.readdir(target);
    for (const entry of entries) await tighten(path.join(target, entry));
    return;
  }
  if ((stat.mode & 0o077) !== 0) await fs.chmod(target, stat.mode & 0o700);
}

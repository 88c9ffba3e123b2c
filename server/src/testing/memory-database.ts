import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { migratedPgliteImage, openDatabase, type Database } from '../db/client.js';
import { REPO_ROOT } from '../paths.js';

/**
 * A fresh, migrated PGlite database in memory, the kind the API tests open hundreds of (record 148).
 * Each starts from one image of a migrated database (0.5 s) instead of a new cluster (3 s of a core:
 * PGlite's initdb). The image is made once for a set of migrations and a PGlite version, and kept in
 * the temp folder, so every test file of a run (each in a process of its own) opens from it.
 */
export async function openMemoryDatabase(): Promise<Database> {
  imageBytes ??= (image ??= keptImage()).then(async (file) => new Blob([await fs.readFile(file)]));
  return openDatabase({ memory: true, from: await imageBytes });
}

/**
 * Puts the image's data folder in `dir`, where a server process then finds its database made and
 * migrated: its start skips initdb, 3 to 4 s of a core (server-process.ts).
 */
export async function pgliteFolderFromImage(dir: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  // The image is a plain tar of the data folder (PGlite's dumpDataDir), its paths from the folder's root.
  await promisify(execFile)('tar', ['-xf', await (image ??= keptImage()), '-C', dir]);
}

let image: Promise<string> | undefined;
/** The image read once per test file: every database of the file starts from the same bytes. */
let imageBytes: Promise<Blob> | undefined;

/** The image's file in the temp folder, made first if no test file of the run has made it. */
async function keptImage(): Promise<string> {
  const file = path.join(os.tmpdir(), `avs-pglite-${await imageKey()}.tar`);
  if (await fs.stat(file).catch(() => undefined)) return file;
  const made = await migratedPgliteImage();
  // Written beside and renamed: a file running at the same time reads a whole image or none.
  const partial = `${file}.${process.pid}`;
  await fs.writeFile(partial, Buffer.from(await made.arrayBuffer()));
  await fs.rename(partial, file);
  return file;
}

/** Names the image after what makes it: the migrations (their files' bytes) and PGlite's version. */
async function imageKey(): Promise<string> {
  const migrations = path.join(REPO_ROOT, 'server/src/db/migrations');
  const hash = createHash('sha256');
  const pglite = JSON.parse(
    await fs.readFile(path.join(REPO_ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  hash.update(pglite.version);
  for (const entry of (await fs.readdir(migrations, { recursive: true })).sort()) {
    const stat = await fs.stat(path.join(migrations, entry));
    if (stat.isFile()) hash.update(entry).update(await fs.readFile(path.join(migrations, entry)));
  }
  return hash.digest('hex').slice(0, 16);
}

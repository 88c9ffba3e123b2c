import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migratedPgliteImage, openDatabase, type Database } from '../db/client.js';
import { REPO_ROOT } from '../paths.js';

/**
 * A fresh, migrated PGlite database in memory, the kind the API tests open hundreds of (record 148).
 * Each starts from one image of a migrated database (0.5 s) instead of a new cluster (3 s of a core:
 * PGlite's initdb). The image is made once for a set of migrations and a PGlite version, and kept in
 * the temp folder, so every test file of a run (each in a process of its own) opens from it.
 */
export async function openMemoryDatabase(): Promise<Database> {
  return openDatabase({ memory: true, from: await (image ??= keptImage()) });
}

let image: Promise<Blob> | undefined;

async function keptImage(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `avs-pglite-${await imageKey()}.tar`);
  const kept = await fs.readFile(file).catch(() => undefined);
  if (kept) return new Blob([kept]);
  const made = await migratedPgliteImage();
  // Written beside and renamed: a file running at the same time reads a whole image or none.
  const partial = `${file}.${process.pid}`;
  await fs.writeFile(partial, Buffer.from(await made.arrayBuffer()));
  await fs.rename(partial, file);
  return made;
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

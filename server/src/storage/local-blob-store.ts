import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { writeFileAtomic } from './write-atomic.js';
import {
  assertKey,
  assertPrefix,
  fullDiskAsOutage,
  type BlobEntry,
  type BlobInfo,
  type BlobStore,
  type BlobSource,
} from './blob-store.js';

/**
 * The default store: files under `root` (DATA_DIR), at the key as a relative path, so the layout
 * is the one earlier versions wrote (DATA_DIR/audio/<uuid>.mp3, DATA_DIR/music/<id>.mp3). Each
 * object is written to a hidden temporary name beside it and renamed, so a reader never sees half.
 */
export function createLocalBlobStore(root: string): BlobStore {
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(root, ...key.split('/'));
  };
  const statOf = (file: string) =>
    fs.stat(file).then(
      (s) => (s.isFile() ? s : undefined),
      () => undefined,
    );

  /** Writes via a temporary sibling, then renames it over the target. */
  async function writeAtomically(target: string, write: (temp: string) => Promise<void>): Promise<BlobInfo> {
    await writeFileAtomic(target, write);
    return { size: (await fs.stat(target)).size };
  }

  async function* walk(dir: string, prefix: string): AsyncGenerator<BlobEntry> {
    const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue; // writes in progress
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        yield* walk(full, `${prefix}${entry.name}/`);
      } else if (entry.isFile()) {
        const stat = await statOf(full);
        if (stat) yield { key: `${prefix}${entry.name}`, size: stat.size, modifiedAt: stat.mtime };
      }
    }
  }

  return {
    kind: 'local',
    // A full disk fails the write whole (its temporary file removed, the object before it kept)
    // as an outage of its own, answered 503 (record 113, amended by issue 40).
    put: async (key, source: BlobSource) =>
      writeAtomically(fileOf(key), async (temp) => {
        if ('bytes' in source) await fs.writeFile(temp, source.bytes, { mode: 0o600 });
        else if ('file' in source) await fs.copyFile(source.file, temp);
        else await pipeline(source.stream, createWriteStream(temp, { mode: 0o600 }));
      }).catch(fullDiskAsOutage),
    get: async (key, range) => {
      const file = fileOf(key);
      // Opened before answering, so a missing file is `undefined` and not a stream error later.
      const handle = await fs.open(file, 'r').catch(() => undefined);
      if (!handle) return undefined;
      return handle.createReadStream({ start: range?.start, end: range?.end });
    },
    head: async (key) => {
      const stat = await statOf(fileOf(key));
      return stat && { size: stat.size };
    },
    copy: async (from, to) => {
      const source = fileOf(from);
      if (!(await statOf(source))) return undefined;
      // A hard link costs nothing and the objects are never written in place, only replaced.
      return writeAtomically(fileOf(to), (temp) => fs.link(source, temp).catch(() => fs.copyFile(source, temp))).catch(
        (error: unknown) => {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
          return fullDiskAsOutage(error);
        },
      );
    },
    delete: async (key) => {
      await fs.rm(fileOf(key), { force: true });
    },
    deleteMany: async (keys) => {
      await Promise.all(keys.map((key) => fs.rm(fileOf(key), { force: true })));
    },
    list: (prefix) => {
      assertPrefix(prefix);
      return walk(path.join(root, ...prefix.slice(0, -1).split('/')), prefix);
    },
  };
}

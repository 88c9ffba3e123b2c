import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

/** A file the page downloaded, as saved: its suggested name, where it was saved, and its bytes. */
export interface SavedDownload {
  name: string;
  file: string;
  bytes: Buffer;
}

/**
 * A temporary folder for the downloads of the spec file that calls this, made before its tests and
 * removed after them; `label` names it (avs-<label>-…) for whoever finds one left behind.
 */
export function downloadFolder(label: string) {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), `avs-${label}-`));
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  return {
    /** Where a file named `name` goes in the folder, for audio fetched rather than downloaded. */
    pathOf: (name: string) => path.join(dir, name),

    /** Clicks (`click`), saves the download that starts in the folder, and returns it. */
    async save(page: Page, click: () => Promise<unknown>): Promise<SavedDownload> {
      const [download] = await Promise.all([page.waitForEvent('download'), click()]);
      const file = path.join(dir, download.suggestedFilename());
      await download.saveAs(file);
      return { name: download.suggestedFilename(), file, bytes: await fs.readFile(file) };
    },
  };
}

/**
 * The entries of a zip the server wrote (stored, not compressed: server/src/storage/stored-zip.ts),
 * from its local file headers: signature PK\x03\x04, size at 18, name length at 26, extra length
 * at 28, name at 30, the bytes after the name and extra.
 */
function* zipEntries(zip: Buffer): Generator<{ name: string; bytes: Buffer }> {
  const signature = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
  for (let at = zip.indexOf(signature); at >= 0;) {
    const size = zip.readUInt32LE(at + 18);
    const nameEnd = at + 30 + zip.readUInt16LE(at + 26);
    const start = nameEnd + zip.readUInt16LE(at + 28);
    yield { name: zip.subarray(at + 30, nameEnd).toString('utf8'), bytes: zip.subarray(start, start + size) };
    at = zip.indexOf(signature, start + size);
  }
}

/** The file names in a zip. */
export function zipEntryNames(zip: Buffer): string[] {
  return [...zipEntries(zip)].map((entry) => entry.name);
}

/** One file of a zip by its name; throws when it holds none. */
export function zipEntry(zip: Buffer, name: string): Buffer {
  const entry = [...zipEntries(zip)].find((e) => e.name === name);
  if (!entry) throw new Error(`no ${name} in the zip`);
  return entry.bytes;
}

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

/** The file names in a zip, from its local file headers (signature PK\x03\x04, name length at 26, name at 30). */
export function zipEntryNames(zip: Buffer): string[] {
  const signature = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
  const names: string[] = [];
  for (let at = zip.indexOf(signature); at >= 0; at = zip.indexOf(signature, at + 30)) {
    names.push(zip.subarray(at + 30, at + 30 + zip.readUInt16LE(at + 26)).toString('utf8'));
  }
  return names;
}

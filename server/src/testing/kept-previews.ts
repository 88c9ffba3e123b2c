import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config/config.js';
import { resolveFfmpeg } from '../process/ffmpeg-binary.js';
import { createLocalProvider } from '../voice/local/local-provider.js';
import { previewsDir, renderMissingPreviews } from '../voice/voice-previews.js';
import { SUITE_ENGINES } from './suite-engines.js';

/**
 * Puts the catalogue voices' previews for the suite's engines in `dataDir`, where a server process
 * then finds them made: each node started with a new DATA_DIR otherwise renders all fourteen in the
 * background at start (main.ts), about 5 s of a core beside the test, and the suite starts dozens.
 * Made once per run by the product's own renderMissingPreviews and kept in the temp folder, as the
 * migrated database's image is (memory-database.ts); the folder's name is the previews' own, which
 * changes with the engines, their speakers and their tuning. A fresh start making them is the
 * browser specs' server's (tests/e2e/voices.e2e.ts).
 */
export function previewsFromKept(dataDir: string): Promise<void> {
  // Nodes started side by side on one DATA_DIR share one copy.
  let copied = copies.get(dataDir);
  if (!copied) {
    copied = (async () => {
      const { kept, name } = await (made ??= keptPreviews());
      await fs.cp(kept, path.join(dataDir, 'voice-previews', name), { recursive: true });
    })();
    copies.set(dataDir, copied);
  }
  return copied;
}

let made: Promise<{ kept: string; name: string }> | undefined;
const copies = new Map<string, Promise<void>>();

async function keptPreviews(): Promise<{ kept: string; name: string }> {
  const local = createLocalProvider(SUITE_ENGINES);
  const name = path.basename(previewsDir('', local));
  const kept = path.join(os.tmpdir(), `avs-previews-${name}`);
  if (await fs.stat(kept).catch(() => undefined)) return { kept, name };
  // Made in a folder of this process's own and renamed: a file running at the same time finds all
  // of them or none.
  const partial = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-previews-partial-'));
  try {
    const config = loadConfig({ DATA_DIR: partial, LOG_LEVEL: 'silent' });
    await renderMissingPreviews({ config, ffmpeg: await resolveFfmpeg() }, local, { info: () => undefined });
    await fs.rename(previewsDir(partial, local), kept).catch((error: NodeJS.ErrnoException) => {
      // Another file's rename came first: its previews are the same.
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    });
  } finally {
    await fs.rm(partial, { recursive: true, force: true });
  }
  return { kept, name };
}

import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * What may stay on a node's own disk when the audio lives in an object store: mail, the embedded
 * database, the mix cache's decoded music, and the catalogue voices' previews the product renders
 * at start (its own audio, not a user's). Nothing of a user's voice, not even its measurements:
 * those are kept in its row (record 105).
 */
const ALLOWED_ON_NODE = [
  /^outbox\/[^/]+\.eml$/,
  /^db\//,
  /^admin-password\.txt$/,
  /^voice-previews\/(?:[0-9a-f]+\/)?[a-zA-Z-]+\.mp3$/,
  // A catalogue preview still being written at start: written beside its name, then renamed to it.
  /^voice-previews\/(?:[0-9a-f]+\/)?\.[a-zA-Z-]+\.mp3\.[0-9a-f-]+\.tmp$/,
  /^cache\/mix\/music-[0-9a-f]+\.(f32|json)$/,
];

/** Every file under `dir`, as '/'-separated paths relative to it. */
export async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await fs.readdir(path.join(dir, prefix), { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory() ? listFiles(dir, `${prefix}${e.name}/`) : Promise.resolve([`${prefix}${e.name}`]),
    ),
  );
  return nested.flat();
}

/** The files in a node's DATA_DIR that are not allowed to stay there: user audio, or anything else. */
export async function unexpectedFilesOnNode(dataDir: string): Promise<string[]> {
  return (await listFiles(dataDir)).filter((f) => !ALLOWED_ON_NODE.some((allowed) => allowed.test(f)));
}

import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes a file under a temporary sibling name and renames it over `target`, so a reader (another
 * request, another process on the same disk) sees the old file or the whole new one, never half.
 * `content` is the bytes, or a function that writes the temporary file itself (a stream, ffmpeg).
 */
export async function writeFileAtomic(
  target: string,
  content: string | Uint8Array | ((temp: string) => Promise<void>),
): Promise<void> {
  const dir = path.dirname(target);
  await fs.mkdir(dir, { recursive: true });
  const temp = path.join(dir, `.${path.basename(target)}.${randomUUID()}.tmp`);
  try {
    if (typeof content === 'function') await content(temp);
    else await fs.writeFile(temp, content);
    await fs.rename(temp, target);
  } finally {
    await fs.rm(temp, { force: true });
  }
}

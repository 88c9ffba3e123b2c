import fs from 'node:fs';
import path from 'node:path';

/** The full path of an executable `name` in one of PATH's folders, or null when none has it. */
export function findOnPath(name: string): string | null {
  for (const dir of (process.env.PATH ?? '/usr/bin:/bin').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

import fs from 'node:fs';
import path from 'node:path';

/**
 * A child that must die with this process, even when this process is killed with SIGKILL and has
 * no chance to clean up. Linux delivers a "parent death signal" to a child that asked for one;
 * util-linux's `setpriv --pdeathsig KILL` sets it and then becomes the program itself (exec), so
 * the child's pid is the program's. Where setpriv is missing (not Linux), the command runs as is.
 */
let setpriv: string | null | undefined;

function findSetpriv(): string | null {
  if (process.platform !== 'linux') return null;
  for (const dir of (process.env.PATH ?? '/usr/bin:/bin').split(path.delimiter)) {
    const candidate = path.join(dir, 'setpriv');
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/** [command, args] that run `command args` and end with this process. */
export function diesWithParent(command: string, args: string[]): [string, string[]] {
  setpriv ??= findSetpriv();
  return setpriv ? [setpriv, ['--pdeathsig', 'KILL', '--', command, ...args]] : [command, args];
}

import { findOnPath } from './find-on-path.js';

/**
 * A child that must die with this process, even when this process is killed with SIGKILL and has
 * no chance to clean up. Linux delivers a "parent death signal" to a child that asked for one;
 * util-linux's `setpriv --pdeathsig KILL` sets it and then becomes the program itself (exec), so
 * the child's pid is the program's. Where setpriv is missing (not Linux), the command runs as is.
 */
let setpriv: string | null | undefined;

/** [command, args] that run `command args` and end with this process. */
export function diesWithParent(command: string, args: string[]): [string, string[]] {
  setpriv ??= process.platform === 'linux' ? findOnPath('setpriv') : null;
  return setpriv ? [setpriv, ['--pdeathsig', 'KILL', '--', command, ...args]] : [command, args];
}

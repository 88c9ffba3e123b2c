// How the server tells work that has stopped from work that is only slow (record 158): by its
// progress, never by its wall-clock time. A process or thread makes progress while its CPU time
// grows (Linux's /proc stat) or while something else moves (its output, a heartbeat from its event
// loop). On a busy machine every runnable task still gets some CPU, so its time keeps growing, if
// slowly; one that is stopped (SIGSTOP), deadlocked or waiting for nothing gets none. Plain
// JavaScript: the spawner (spawner-process.mjs) runs it without a loader, the pools from TypeScript.
import fs from 'node:fs';
import os from 'node:os';

/**
 * CPU time (user and system) of the process or thread whose /proc stat file this is, in clock
 * ticks; undefined where there is none (another system, or it has ended).
 */
export function cpuTicks(statFile) {
  try {
    const stat = fs.readFileSync(statFile, 'latin1');
    // The command name in parentheses may hold spaces: fields are counted from its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/**
 * The span without progress after which work is taken as stopped: `baseMs` on a machine with a
 * core for each runnable task, longer in proportion to its load beyond that.
 */
function stallSpanMs(baseMs) {
  const load = os.loadavg()[0] / os.availableParallelism();
  return Math.round(baseMs * Math.max(1, load));
}

/**
 * Watches one piece of work. `check` is called about once a second with its CPU time now and
 * whether anything else moved since the last call; it answers the seconds without progress once
 * that passes the span, else 0.
 */
export function progressWatch(baseMs) {
  let ticks;
  let since = performance.now();
  return {
    check(ticksNow, moved) {
      const now = performance.now();
      if (moved || (ticksNow !== undefined && ticksNow !== ticks)) {
        ticks = ticksNow;
        since = now;
        return 0;
      }
      return now - since > stallSpanMs(baseMs) ? Math.round((now - since) / 1000) : 0;
    },
  };
}

/** CPU time of the process or thread whose /proc stat file this is, in clock ticks; undefined where there is none. */
export function cpuTicks(statFile: string): number | undefined;
/** Watches one piece of work: `check` answers the seconds without progress once past the span, else 0. */
export function progressWatch(baseMs: number): { check(ticksNow: number | undefined, moved: boolean): number };

import os from 'node:os';
import { FairQueue } from './fair-share.js';
import { diesWithParent } from './parent-death.js';
import { spawnOffThread, type SpawnedRun } from './spawn-thread.js';

/**
 * Runs ffmpeg with an argument array (never a shell), feeding `input` on stdin and collecting
 * stdout. A time limit kills a stuck run. The job queue's WORKER_CONCURRENCY bounds the work a node
 * takes on; this process-wide limit of one ffmpeg per core stays as a safety net for the callers
 * outside the queue (previews, clone analysis, start-up), so a burst cannot starve the machine.
 */
const MAX_RUNNING = Math.max(1, os.cpus().length);
const DEFAULT_TIMEOUT_MS = 60_000;

let running = 0;
/** Users' runs take turns (quotas/fair-share.ts). */
const waiting = new FairQueue<() => void>();

async function acquire(): Promise<void> {
  if (running < MAX_RUNNING) {
    running++;
    return;
  }
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function release(): void {
  const next = waiting.shift();
  if (next) next();
  else running--;
}

export interface FfmpegRun {
  stdout: Buffer;
  stderr: string;
}

export async function runFfmpeg(
  ffmpegPath: string,
  args: string[],
  options: { input?: Buffer; timeoutMs?: number } = {},
): Promise<FfmpegRun> {
  await acquire();
  try {
    const run = spawnFfmpeg(ffmpegPath, args, options.timeoutMs);
    run.feed(options.input ?? new Uint8Array(0));
    return await run.done;
  } finally {
    release();
  }
}

/** An ffmpeg started ahead of its input (startFfmpeg). */
export interface PendingFfmpeg {
  /** Feeds the input and waits for the result, within the one-per-core limit. */
  finish(input: Buffer): Promise<FfmpegRun>;
  /** Stops a run whose input will never come. */
  cancel(): void;
}

/**
 * Starts ffmpeg now and gives it its input later: its start-up (about 65 ms for Debian's build,
 * record 084) then overlaps the work that makes the input. A process waiting for its input uses no
 * CPU, so only `finish` takes a place in the one-per-core limit (taking it earlier could deadlock
 * against the work the input needs).
 */
export function startFfmpeg(ffmpegPath: string, args: string[], options: { timeoutMs?: number } = {}): PendingFfmpeg {
  const run = spawnFfmpeg(ffmpegPath, args, options.timeoutMs);
  // A run that fails before its input comes is reported by `finish`, not as an unhandled rejection.
  run.done.catch(() => undefined);
  return {
    async finish(input) {
      await acquire();
      try {
        run.feed(input);
        return await run.done;
      } finally {
        release();
      }
    },
    cancel: () => run.kill(),
  };
}

function spawnFfmpeg(ffmpegPath: string, args: string[], timeoutMs = DEFAULT_TIMEOUT_MS): SpawnedRun {
  // ffmpeg dies with this process, even on SIGKILL, so a dead node leaves no ffmpeg behind.
  const [command, argv] = diesWithParent(ffmpegPath, ['-hide_banner', '-nostdin', ...args]);
  return spawnOffThread('ffmpeg', command, argv, timeoutMs);
}

import os from 'node:os';
import { currentLane, FairQueue, holdCore, laneSignal, stopOnCancel, takeInHand } from './fair-share.js';
import { diesWithParent } from './parent-death.js';
import { BATCH_NICENESS } from './batch-priority.js';
import { spawnPipedRun, spawnRun, type PipedRun, type RunInput, type SpawnedRun } from './spawner.js';

/**
 * Runs ffmpeg with an argument array (never a shell), feeding `input` on stdin and collecting
 * stdout. A run that makes no progress for `STALL_MS` is killed (progress.mjs, record 158: a slow
 * run on a busy machine is never stopped for its time), and so is the run of a cancelled job. The
 * job queue bounds the jobs a node takes on; within them, at most one ffmpeg (or other audio
 * program) per core runs at once, users' runs taking turns for the next place.
 */
const MAX_RUNNING = Math.max(1, os.cpus().length);
/** Half a minute without any CPU time or output, scaled to the machine's load: a run that has stopped. */
const STALL_MS = 30_000;

let running = 0;
/** Users' runs take turns, and a cancelled job's runs leave the line (fair-share.ts). */
const waiting = new FairQueue<() => void>();

/** Takes a place, and notes the lane's hold on a core while it runs; the answer gives both back. */
async function acquire(): Promise<() => void> {
  laneSignal()?.throwIfAborted();
  const done = takeInHand();
  if (running < MAX_RUNNING) running++;
  else
    await new Promise<void>((resolve, reject) => waiting.push(resolve, reject)).catch((error: unknown) => {
      done();
      throw error;
    });
  const unhold = holdCore(currentLane());
  return () => {
    done();
    unhold();
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
}

export interface FfmpegRun {
  stdout: Buffer;
  stderr: string;
}

export async function runFfmpeg(
  ffmpegPath: string,
  args: string[],
  options: { input?: Buffer } = {},
): Promise<FfmpegRun> {
  const release = await acquire();
  try {
    const run = spawnFfmpeg(ffmpegPath, args);
    run.feed(options.input ?? new Uint8Array(0));
    // A cancelled job's ffmpeg is killed, not left to finish work nobody wants.
    return await stopOnCancel(run.done, () => run.kill());
  } finally {
    release();
  }
}

/** An ffmpeg started ahead of its input (startFfmpeg). */
export interface PendingFfmpeg {
  /** Feeds the input (bytes, or a part of a file) and waits for the result, within the one-per-core limit. */
  finish(input: RunInput): Promise<FfmpegRun>;
  /** Stops a run whose input will never come. */
  cancel(): void;
  /** Settles when the process has ended, however it ended. */
  ended: Promise<void>;
}

/**
 * Starts ffmpeg now and gives it its input later: its start-up (about 65 ms for Debian's build,
 * record 084) then overlaps the work that makes the input. A process waiting for its input uses no
 * CPU, so only `finish` takes a place in the one-per-core limit (taking it earlier could deadlock
 * against the work the input needs).
 */
export function startFfmpeg(ffmpegPath: string, args: string[]): PendingFfmpeg {
  return pending(spawnFfmpeg(ffmpegPath, args));
}

/**
 * Another audio program started the same way, in the same one-per-core limit as ffmpeg's runs:
 * the compiled MP3 part encoder (record 126). `name` is the program's name in errors and logs.
 */
export function startAudioProgram(name: string, command: string, args: string[]): PendingFfmpeg {
  return pending(spawnAudio(name, command, args));
}

/**
 * ffmpeg fed and read as it goes: a streamed preview's encoder, given each sentence once spoken.
 * It takes no place in the one-per-core limit: it lives as long as the speech it waits for and
 * spends little CPU on it (an MP3 encode runs hundreds of times faster than real time), so a place
 * held that long would keep other users' runs waiting for nothing. A cancelled job's run is killed.
 */
export function pipeFfmpeg(ffmpegPath: string, args: string[], onStdout: (chunk: Uint8Array) => void): PipedRun {
  const [command, argv] = diesWithParent(ffmpegPath, ['-hide_banner', '-nostdin', ...args]);
  const run = spawnPipedRun('ffmpeg', command, argv, onStdout, { stallMs: STALL_MS, niceness: BATCH_NICENESS });
  const inHand = takeInHand();
  return { ...run, done: stopOnCancel(run.done, () => run.kill()).finally(inHand) };
}

function pending(run: SpawnedRun): PendingFfmpeg {
  // A run that fails before its input comes is reported by `finish`, not as an unhandled rejection.
  const ended = run.done.then(
    () => undefined,
    () => undefined,
  );
  return {
    ended,
    async finish(input) {
      const release = await acquire().catch((error: unknown) => {
        run.kill();
        throw error;
      });
      try {
        run.feed(input);
        return await stopOnCancel(run.done, () => run.kill());
      } finally {
        release();
      }
    },
    cancel: () => run.kill(),
  };
}

function spawnFfmpeg(ffmpegPath: string, args: string[]): SpawnedRun {
  return spawnAudio('ffmpeg', ffmpegPath, ['-hide_banner', '-nostdin', ...args]);
}

function spawnAudio(name: string, program: string, args: string[]): SpawnedRun {
  // It dies with this process, even on SIGKILL, so a dead node leaves no audio process behind.
  const [command, argv] = diesWithParent(program, args);
  return spawnRun(name, command, argv, { stallMs: STALL_MS, niceness: BATCH_NICENESS });
}

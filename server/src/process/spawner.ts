import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';

/**
 * Every child process the server runs (ffmpeg, RHVoice, Pico) is started by the spawner, a small
 * process of its own (spawner-process.mjs, record 123), one per thread that starts processes.
 * Starting a process forks the one that starts it, page tables and all: from a server of 1.2 GB
 * (the engines' WebAssembly, PGlite, a V8 heap per worker thread) that was about 25 ms of CPU and
 * 90 ms of waiting per run, several times a message; from the spawner it is 1–2 ms. Its stdin and
 * stdout cross the spawner's channel as bytes (a copy, a few milliseconds for a minute of audio).
 */
export interface SpawnedRun {
  /** The run's stdout once it has exited with 0; rejects with a SpawnError otherwise. */
  done: Promise<{ stdout: Buffer; stderr: string }>;
  /** Writes stdin and closes it. */
  feed(input: RunInput): void;
  kill(): void;
}

/** A run's stdin: bytes, or bytes [start, end) of a file, which the spawner streams in itself. */
export type RunInput = Uint8Array | { file: string; start: number; end: number };

/**
 * A long-lived run (the RHVoice speaker, record 125): it answers request after request, so its
 * stdout is passed on as it comes, it has no time limit of its own (its user times each request),
 * and it keeps the server's process alive only while `hold(true)` says a request is under way.
 */
export interface LongRun {
  /** Settles when it ends: rejects with a SpawnError, even when it exits with 0. */
  done: Promise<never>;
  /** Writes to stdin, keeping it open. */
  write(input: Uint8Array): void;
  hold(working: boolean): void;
  kill(): void;
}

/** A run that failed: its message names the program ("ffmpeg exited with 1"); the tail of its stderr says why. */
export class SpawnError extends Error {
  override name = 'SpawnError';
  constructor(
    message: string,
    readonly stderr: string,
  ) {
    super(message);
  }
}

type Reply =
  | { id: number; type: 'out'; chunk: Uint8Array }
  | { id: number; type: 'done'; ok: true; stderr: string }
  | { id: number; type: 'done'; ok: false; message: string; stderr: string };

/**
 * Larger stdin goes through a file: it is written from the caller's own memory by the thread pool
 * and streamed into the run by the spawner, so the event loop neither copies it into messages (a
 * minute of audio was 40 of them, record 124) nor allocates buffers that make its garbage collector
 * mark the whole heap again.
 */
const INLINE_BYTES = 1 << 18;

interface Pending {
  program: string;
  stdout: Uint8Array[];
  /** A long run's stdout goes here as it comes instead. */
  onStdout?: (chunk: Uint8Array) => void;
  /**
   * Whether the server's process waits for it: a run once it has its input (one started ahead may
   * wait for input that never comes: a standby encoder), a long run while it holds.
   */
  holds: boolean;
  resolve: (result: { stdout: Buffer; stderr: string }) => void;
  reject: (error: Error) => void;
}

/** This thread's spawner and the runs it has under way. */
interface Spawner {
  child: ChildProcess;
  runs: Map<number, Pending>;
}

const SPAWNER = fileURLToPath(new URL('./spawner-process.mjs', import.meta.url));
let current: Spawner | undefined;
let nextId = 1;

function theSpawner(): Spawner {
  if (current?.child.connected) return current;
  // Without the server's own flags (a loader, a profiler): it runs plain JavaScript.
  const child = fork(SPAWNER, [], {
    execArgv: [],
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const spawner: Spawner = { child, runs: new Map() };
  child.on('message', (reply: Reply) => {
    const run = spawner.runs.get(reply.id);
    if (!run) return;
    if (reply.type === 'out') return void (run.onStdout ? run.onStdout(reply.chunk) : run.stdout.push(reply.chunk));
    spawner.runs.delete(reply.id);
    holdWhileWorking(spawner);
    if (reply.ok) run.resolve({ stdout: Buffer.concat(run.stdout), stderr: reply.stderr });
    else run.reject(new SpawnError(`${run.program} ${reply.message}`, reply.stderr));
  });
  // A spawner that dies takes its runs with it (they die with it); the next run starts a new one.
  const lost = (reason: string) => {
    if (current === spawner) current = undefined;
    for (const run of spawner.runs.values()) run.reject(new SpawnError(`${run.program} ${reason}`, ''));
    spawner.runs.clear();
  };
  child.on('error', (error) => lost(error.message));
  child.on('exit', (code, signal) => lost(`was stopped: its spawner ended (${signal ?? code})`));
  current = spawner;
  return spawner;
}

/** Referenced only while runs that hold it are under way, so an idle spawner does not keep the server's process alive. */
function holdWhileWorking({ child, runs }: Spawner): void {
  if ([...runs.values()].some((run) => run.holds)) {
    child.ref();
    child.channel?.ref();
  } else {
    child.unref();
    child.channel?.unref();
  }
}

interface Started {
  id: number;
  spawner: Spawner;
  send: (message: object) => void;
  done: Promise<{ stdout: Buffer; stderr: string }>;
}

/** Asks this thread's spawner to start a run; with `onStdout`, its stdout is passed on as it comes. */
function start(
  program: string,
  command: string,
  args: string[],
  options: { niceness?: number; stallMs?: number; onStdout?: (chunk: Uint8Array) => void },
): Started {
  const spawner = theSpawner();
  const { child, runs } = spawner;
  const id = nextId++;
  const send = (message: object) => {
    if (child.connected) child.send(message);
  };
  const { onStdout, niceness, stallMs } = options;
  const done = new Promise<{ stdout: Buffer; stderr: string }>((resolve, reject) =>
    runs.set(id, { program, stdout: [], onStdout, holds: false, resolve, reject }),
  );
  send({ type: 'start', id, command, args, niceness, stallMs, stream: Boolean(onStdout) });
  return { id, spawner, send, done };
}

/** Marks a run as holding the server's process (or not), and refs or unrefs its spawner to match. */
function setHolds(spawner: Spawner, id: number, holds: boolean): void {
  const run = spawner.runs.get(id);
  if (run) run.holds = holds;
  holdWhileWorking(spawner);
}

/**
 * How a run is limited: it is killed, and reported as stopped, once it makes no progress for
 * `stallMs` (scaled to the machine's load: progress.mjs, record 158). A run that is only slow, on a
 * busy machine, is never stopped for its time; one that waits for its input is not watched.
 */
interface RunLimits {
  stallMs: number;
  niceness?: number;
}

/**
 * Starts `command args` through the spawner; `feed` gives it its stdin. `program` names it in errors.
 * It is watched from its input on: a run started ahead waits for it as long as it takes.
 */
export function spawnRun(program: string, command: string, args: string[], options: RunLimits): SpawnedRun {
  const { id, spawner, send, done } = start(program, command, args, options);
  let fed = false;
  let inputFile: string | undefined;
  // The spawner removes the file once it has opened it; this one is for a run that ended before that.
  const settled = () => inputFile && void fs.rm(inputFile, { force: true });
  void done.then(settled, settled);
  return {
    done,
    feed: (input) => {
      if (fed) throw new Error(`${program} was fed twice`);
      fed = true;
      setHolds(spawner, id, true);
      if (!(input instanceof Uint8Array)) return send({ type: 'feedFile', id, ...input });
      if (input.length <= INLINE_BYTES) return send({ type: 'feed', id, input });
      inputFile = path.join(os.tmpdir(), `avs-stdin-${process.pid}-${threadId}-${id}`);
      fs.writeFile(inputFile, input).then(
        () => send({ type: 'feedFile', id, file: inputFile, start: 0, end: input.length, remove: true }),
        (error: unknown) => {
          send({ type: 'kill', id });
          spawner.runs.get(id)?.reject(new SpawnError(`${program}'s input could not be written`, String(error)));
        },
      );
    },
    kill: () => send({ type: 'kill', id }),
  };
}

/**
 * Starts a long run (see LongRun) through the spawner; its stdout goes to `onStdout` as it comes.
 * It is watched for progress while it holds (a request under way), and waits freely between them.
 */
export function spawnLongRun(
  program: string,
  command: string,
  args: string[],
  onStdout: (chunk: Uint8Array) => void,
  options: RunLimits,
): LongRun {
  const { id, spawner, send, done } = start(program, command, args, { ...options, onStdout });
  return {
    done: done.then(() => Promise.reject(new SpawnError(`${program} ended`, ''))),
    write: (input) => send({ type: 'feed', id, input, end: false }),
    hold: (working) => {
      setHolds(spawner, id, working);
      send({ type: 'hold', id, working });
    },
    kill: () => send({ type: 'kill', id }),
  };
}

/** A run fed and read as it goes (spawnPipedRun). */
export interface PipedRun {
  /** Settles when it has exited with 0 (its stdout went to `onStdout`); rejects with a SpawnError otherwise. */
  done: Promise<{ stderr: string }>;
  /** Writes to stdin, keeping it open. */
  write(input: Uint8Array): void;
  /** Closes stdin: the run finishes its work and exits. */
  end(): void;
  kill(): void;
}

/**
 * Starts a run whose stdin is written piece by piece and whose stdout is passed on as it comes: a
 * streamed preview's MP3 encoder, fed each sentence once spoken. It waits for its input as long as
 * the speech takes, and is watched for progress once its input has ended.
 */
export function spawnPipedRun(
  program: string,
  command: string,
  args: string[],
  onStdout: (chunk: Uint8Array) => void,
  options: RunLimits,
): PipedRun {
  const { id, spawner, send, done } = start(program, command, args, { ...options, onStdout });
  setHolds(spawner, id, true);
  return {
    done: done.then(({ stderr }) => ({ stderr })),
    write: (input) => send({ type: 'feed', id, input, end: false }),
    end: () => send({ type: 'feed', id, input: new Uint8Array(0) }),
    kill: () => send({ type: 'kill', id }),
  };
}

import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

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
  feed(input: Uint8Array): void;
  kill(): void;
}

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
 * stdin goes in pieces this size, one a turn of the event loop per run: a copy of a minute of audio
 * at once would stall the server, and eight mixes feeding their encoders share each turn.
 */
const PIECE_BYTES = 1 << 18;

interface Pending {
  program: string;
  stdout: Uint8Array[];
  /** A long run's stdout goes here as it comes instead. */
  onStdout?: (chunk: Uint8Array) => void;
  /** Whether the server's process waits for it. */
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

/**
 * Referenced only while runs are under way (a long run only while it holds), so an idle spawner
 * does not keep the server's process alive.
 */
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
  options: { niceness?: number; onStdout?: (chunk: Uint8Array) => void },
): Started {
  const spawner = theSpawner();
  const { child, runs } = spawner;
  const id = nextId++;
  const send = (message: object) => {
    if (child.connected) child.send(message);
  };
  const { onStdout } = options;
  const done = new Promise<{ stdout: Buffer; stderr: string }>((resolve, reject) =>
    runs.set(id, { program, stdout: [], onStdout, holds: !onStdout, resolve, reject }),
  );
  holdWhileWorking(spawner);
  send({ type: 'start', id, command, args, niceness: options.niceness, stream: Boolean(onStdout) });
  return { id, spawner, send, done };
}

/** Starts `command args` through the spawner; `feed` gives it its stdin. `program` names it in errors. */
export function spawnRun(
  program: string,
  command: string,
  args: string[],
  options: { timeoutMs: number; niceness?: number },
): SpawnedRun {
  const { id, send, done } = start(program, command, args, options);
  // Past its time limit a run is killed, and reported as stopped.
  const timer = setTimeout(() => send({ type: 'kill', id }), options.timeoutMs);
  const settled = () => clearTimeout(timer);
  void done.then(settled, settled);
  return {
    done,
    feed: (input) => feedInPieces(input, (piece, end) => send({ type: 'feed', id, input: piece, end })),
    kill: () => send({ type: 'kill', id }),
  };
}

/** Starts a long run (see LongRun) through the spawner; its stdout goes to `onStdout` as it comes. */
export function spawnLongRun(
  program: string,
  command: string,
  args: string[],
  onStdout: (chunk: Uint8Array) => void,
): LongRun {
  const { id, spawner, send, done } = start(program, command, args, { onStdout });
  return {
    done: done.then(() => Promise.reject(new SpawnError(`${program} ended`, ''))),
    write: (input) => send({ type: 'feed', id, input, end: false }),
    hold: (working) => {
      const run = spawner.runs.get(id);
      if (run) run.holds = working;
      holdWhileWorking(spawner);
    },
    kill: () => send({ type: 'kill', id }),
  };
}

function feedInPieces(input: Uint8Array, send: (piece: Uint8Array, end: boolean) => void, from = 0): void {
  const to = Math.min(input.length, from + PIECE_BYTES);
  send(input.subarray(from, to), to === input.length);
  if (to < input.length) setImmediate(() => feedInPieces(input, send, to));
}

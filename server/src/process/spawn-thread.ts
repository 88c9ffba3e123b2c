import { Worker } from 'node:worker_threads';
import { typeScriptWorker } from './worker-pool.js';

/**
 * Child processes started from a thread of their own, not from the event loop (record 085).
 * Starting a process copies the whole server's page tables (`fork`) and waits for the child to
 * `exec`: tens of milliseconds for a server of a few hundred megabytes, during which the thread
 * that spawns does nothing else. On this thread that wait no longer stalls every request.
 */
export type SpawnRequest =
  | { type: 'start'; id: number; command: string; args: string[]; timeoutMs: number }
  | { type: 'feed'; id: number; input: Uint8Array }
  | { type: 'kill'; id: number };

export type SpawnReply =
  | { id: number; ok: true; stdout: Uint8Array; stderr: string }
  | { id: number; ok: false; message: string; stderr: string };

export interface SpawnedRun {
  /** The run's stdout once it has exited with 0; rejects with its message and stderr otherwise. */
  done: Promise<{ stdout: Buffer; stderr: string }>;
  /** Writes stdin (copied to the thread) and closes it. */
  feed(input: Uint8Array): void;
  kill(): void;
}

/** A run that failed: its message names the program ("ffmpeg exited with 1"); the tail of its stderr says why. */
class SpawnError extends Error {
  override name = 'SpawnError';
  constructor(
    message: string,
    readonly stderr: string,
  ) {
    super(message);
  }
}

interface Pending {
  program: string;
  resolve: (result: { stdout: Buffer; stderr: string }) => void;
  reject: (error: Error) => void;
}

let thread: Worker | undefined;
const pending = new Map<number, Pending>();
let nextId = 1;

function spawnThread(): Worker {
  if (thread) return thread;
  const { entry, workerData } = typeScriptWorker(new URL('./spawn-thread-worker.ts', import.meta.url));
  const worker = new Worker(entry, { workerData, name: 'spawn' });
  worker.on('message', (message: SpawnReply) => {
    const run = pending.get(message.id);
    if (!run) return;
    pending.delete(message.id);
    // Referenced only while runs are under way, so an idle thread does not keep the process alive.
    if (pending.size === 0) worker.unref();
    if (message.ok)
      run.resolve({
        stdout: Buffer.from(message.stdout.buffer, message.stdout.byteOffset, message.stdout.length),
        stderr: message.stderr,
      });
    else run.reject(new SpawnError(`${run.program} ${message.message}`, message.stderr));
  });
  // A thread that dies takes its runs with it (their processes die with the server, or run out
  // their time limit); the next run starts a new one.
  worker.on('error', (error) => {
    thread = undefined;
    for (const run of pending.values()) run.reject(error);
    pending.clear();
  });
  thread = worker;
  return worker;
}

/** Starts `command` on the spawn thread; `feed` gives it its stdin. `program` names it in errors. */
export function spawnOffThread(program: string, command: string, args: string[], timeoutMs: number): SpawnedRun {
  const worker = spawnThread();
  const id = nextId++;
  const done = new Promise<{ stdout: Buffer; stderr: string }>((resolve, reject) =>
    pending.set(id, { program, resolve, reject }),
  );
  worker.ref();
  worker.postMessage({ type: 'start', id, command, args, timeoutMs } satisfies SpawnRequest);
  return {
    done,
    feed: (input) => worker.postMessage({ type: 'feed', id, input } satisfies SpawnRequest),
    kill: () => worker.postMessage({ type: 'kill', id } satisfies SpawnRequest),
  };
}

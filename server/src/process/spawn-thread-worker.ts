import type { ChildProcess } from 'node:child_process';
import { parentPort } from 'node:worker_threads';
import { runChild } from './run-child.js';
import type { SpawnReply, SpawnRequest } from './spawn-thread.js';

/**
 * The thread that starts ffmpeg processes (spawn-thread.ts): it spawns, feeds stdin, collects
 * stdout and the tail of stderr, and kills a run past its time limit. Many runs at once.
 */
const children = new Map<number, ChildProcess>();

/** Batch work yields to the server's own threads (record 083). */
const NICENESS = 10;

function reply(message: SpawnReply, transfer: ArrayBuffer[] = []): void {
  parentPort!.postMessage(message, transfer);
}

function start({ id, command, args, timeoutMs }: Extract<SpawnRequest, { type: 'start' }>): void {
  const { child, done } = runChild(command, args, { timeoutMs, niceness: NICENESS });
  children.set(id, child);
  void done.then((outcome) => {
    children.delete(id);
    if (!outcome.ok) return reply({ id, ...outcome });
    // A buffer of its own, so it can move to the main thread without a copy.
    const stdout = new Uint8Array(outcome.stdout);
    reply({ id, ok: true, stdout, stderr: outcome.stderr }, [stdout.buffer]);
  });
}

parentPort?.on('message', (request: SpawnRequest) => {
  switch (request.type) {
    case 'start':
      return start(request);
    case 'feed':
      return void children.get(request.id)?.stdin!.end(request.input);
    case 'kill':
      return void children.get(request.id)?.kill('SIGKILL');
  }
});

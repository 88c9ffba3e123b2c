import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { SpawnReply, SpawnRequest } from './spawn-thread.js';

/**
 * The thread that starts ffmpeg processes (spawn-thread.ts): it spawns, feeds stdin, collects
 * stdout and the tail of stderr, and kills a run past its time limit. Many runs at once.
 */
const children = new Map<number, ChildProcess>();

/** Batch work yields to the server's own threads (record 083). */
const NICENESS = 10;
const STDERR_TAIL = 8000;

function reply(message: SpawnReply, transfer: ArrayBuffer[] = []): void {
  parentPort!.postMessage(message, transfer);
}

function start({ id, command, args, timeoutMs }: Extract<SpawnRequest, { type: 'start' }>): void {
  const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
  children.set(id, child);
  try {
    if (child.pid !== undefined) os.setPriority(child.pid, NICENESS);
  } catch {
    // The process has already ended, or the platform does not allow it: it runs at normal priority.
  }
  const out: Buffer[] = [];
  let stderr = '';
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  child.stdout.on('data', (d: Buffer) => out.push(d));
  // Keep the tail only: the reason for a failure is at the end.
  child.stderr.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-STDERR_TAIL)));
  // A child that exits early (bad input) closes stdin: ignore the resulting EPIPE.
  child.stdin.on('error', () => {});
  let failed: Error | undefined;
  child.on('error', (error) => (failed = error));
  child.on('close', (code, signal) => {
    clearTimeout(timer);
    children.delete(id);
    if (failed) return reply({ id, ok: false, message: failed.message, stderr });
    if (code !== 0)
      return reply({ id, ok: false, message: signal ? `was stopped (${signal})` : `exited with ${code}`, stderr });
    // A buffer of its own, so it can move to the main thread without a copy.
    const stdout = new Uint8Array(Buffer.concat(out));
    reply({ id, ok: true, stdout, stderr }, [stdout.buffer]);
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

import fs from 'node:fs';
import { threadId } from 'node:worker_threads';
import { answerRequests } from '../process/pool-worker.js';

/**
 * A worker for the worker pool's tests, in a thread or a process: it holds its worker for `ms`
 * milliseconds of work (a busy loop, as an engine's inference does), then answers which worker it
 * ran on and when (wall-clock milliseconds, comparable across workers). With `stallFile`, its first
 * `stalls` tries (counted in that file) stop instead: blocked, spending no CPU and sending no
 * heartbeat, as an engine that has stopped does. With `holdMb`, it keeps that much memory written
 * for good, as an allocator that keeps what a piece freed does. With `garbageFile`, it leaves a
 * buffer behind as garbage and writes to that file once the buffer has been collected.
 */
export interface BusyPiece {
  worker: string;
  from: number;
  to: number;
}

export interface BusyRequest {
  ms: number;
  stallFile?: string;
  stalls?: number;
  holdMb?: number;
  garbageFile?: string;
}

const held: Buffer[] = [];
const collected = new FinalizationRegistry((file: string) => fs.writeFileSync(file, 'collected'));

answerRequests<BusyRequest>(async (request) => {
  if (request.stallFile) {
    const tries = Number(fs.readFileSync(request.stallFile, 'utf8') || '0');
    fs.writeFileSync(request.stallFile, String(tries + 1));
    if (tries < (request.stalls ?? 1)) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
  }
  if (request.holdMb) held.push(Buffer.alloc(request.holdMb * 1024 * 1024, 1));
  if (request.garbageFile) collected.register(new Float32Array(1 << 20), request.garbageFile);
  const from = Date.now();
  const until = from + request.ms;
  while (Date.now() < until) {
    // busy, as an engine call is
  }
  const result: BusyPiece = { worker: `${process.pid}/${threadId}`, from, to: Date.now() };
  return { result };
});

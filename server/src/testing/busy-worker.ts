import { parentPort, threadId } from 'node:worker_threads';

/**
 * A worker for the worker pool's tests: it holds its thread for `ms` milliseconds of work (a busy
 * loop, as an engine's inference does), then answers which thread it ran on and when (wall-clock
 * milliseconds, comparable across threads).
 */
export interface BusyPiece {
  thread: number;
  from: number;
  to: number;
}

parentPort!.on('message', ({ id, request }: { id: number; request: { ms: number } }) => {
  const from = Date.now();
  const until = from + request.ms;
  while (Date.now() < until) {
    // busy, as an engine call is
  }
  const result: BusyPiece = { thread: threadId, from, to: Date.now() };
  parentPort!.postMessage({ id, result });
});

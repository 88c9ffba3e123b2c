import { parentPort, threadId } from 'node:worker_threads';

/**
 * A worker for the worker pool's tests: it holds its thread for `ms` milliseconds of work (a busy
 * loop, as an engine's inference does), then answers which thread it ran on.
 */
parentPort!.on('message', ({ id, request }: { id: number; request: { ms: number } }) => {
  const until = Date.now() + request.ms;
  while (Date.now() < until) {
    // busy, as an engine call is
  }
  parentPort!.postMessage({ id, result: threadId });
});

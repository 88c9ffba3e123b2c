import { parentPort } from 'node:worker_threads';
import { collectAtRest } from './collect-at-rest.js';

/**
 * The side of a worker pool (worker-pool.ts) that does the work, the same in a worker thread and in
 * a child process: it receives `{ id, request }` and answers `{ id, result }` or `{ id, error }`.
 * In a thread, `transfer` moves the result's buffers instead of copying them; a child process's
 * channel copies them anyway. Once it has been quiet a while it collects its garbage (record 169).
 */
export function answerRequests<Req>(
  answer: (request: Req) => Promise<{ result: unknown; transfer?: ArrayBuffer[] }>,
): void {
  const post = (message: object, transfer: ArrayBuffer[] = []) =>
    parentPort ? parentPort.postMessage(message, transfer) : process.send?.(message);
  const rest = collectAtRest();
  const respond = ({ id, request }: { id: number; request: Req }) => {
    rest.started();
    answer(request)
      .then(
        ({ result, transfer }) => post({ id, result }, transfer),
        (error: unknown) => post({ id, error: error instanceof Error ? error.message : String(error) }),
      )
      .finally(rest.ended);
  };
  if (parentPort) parentPort.on('message', respond);
  else process.on('message', respond);
}

import { parentPort } from 'node:worker_threads';

/**
 * The side of a worker pool (worker-pool.ts) that does the work, the same in a worker thread and in
 * a child process: it receives `{ id, request }` and answers `{ id, result }` or `{ id, error }`.
 * In a thread, `transfer` moves the result's buffers instead of copying them; a child process's
 * channel copies them anyway.
 */
export function answerRequests<Req>(
  answer: (request: Req) => Promise<{ result: unknown; transfer?: ArrayBuffer[] }>,
): void {
  const post = (message: object, transfer: ArrayBuffer[] = []) =>
    parentPort ? parentPort.postMessage(message, transfer) : process.send?.(message);
  const respond = ({ id, request }: { id: number; request: Req }) => {
    answer(request).then(
      ({ result, transfer }) => post({ id, result }, transfer),
      (error: unknown) => post({ id, error: error instanceof Error ? error.message : String(error) }),
    );
  };
  if (parentPort) parentPort.on('message', respond);
  else process.on('message', respond);
}

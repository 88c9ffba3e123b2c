// The entry of a worker that runs a TypeScript module (worker-pool.ts): a worker does not inherit
// the main thread's TypeScript loader, so it registers tsx itself, then imports the module.
import os from 'node:os';
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

// On Linux a thread has a niceness of its own: batch arithmetic yields the core to the event loop
// (worker-pool.ts). Where that is not allowed, it runs at normal priority.
if (workerData.niceness) {
  try {
    os.setPriority(0, workerData.niceness);
  } catch {
    // normal priority
  }
}
register();
await import(workerData.module);

// The entry of a worker that runs a TypeScript module (worker-pool.ts): a worker does not inherit
// the main thread's TypeScript loader, so it registers tsx itself, then imports the module.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.module);

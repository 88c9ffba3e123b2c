// The entry of a worker that runs a TypeScript module (worker-pool.ts): a worker does not inherit
// the main thread's TypeScript loader, so it registers tsx itself, then imports the module. It tells
// the pool where its CPU time is read, and that its event loop is free once a second (a heartbeat),
// so the pool tells a thread that has stopped from one that is slow (progress.mjs, record 158).
import fs from 'node:fs';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

try {
  parentPort.postMessage({ progress: `/proc/${fs.readlinkSync('/proc/thread-self')}/stat` });
} catch {
  // No /proc here: the heartbeat alone says it is alive.
}
setInterval(() => parentPort.postMessage({ beat: true }), 1000).unref();

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

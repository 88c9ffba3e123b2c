// The entry of a pool's child process that runs a TypeScript module (worker-pool.ts, record 158):
// it registers tsx, takes its niceness, tells the pool its event loop is free once a second (a
// heartbeat: progress.mjs), and ends when the server does, however the server ended. Its `title`
// names it in `ps` (and /proc's comm, 15 characters).
import os from 'node:os';
import { register } from 'tsx/esm/api';

const { module, niceness, title } = JSON.parse(process.argv[2]);
if (title) process.title = title;
if (niceness) {
  try {
    os.setPriority(0, niceness);
  } catch {
    // normal priority
  }
}
setInterval(() => process.send?.({ beat: true }), 1000).unref();
process.on('disconnect', () => process.exit(0));
register();
await import(module);

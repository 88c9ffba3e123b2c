import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { FairQueue } from '../../quotas/fair-share.js';

/**
 * Worker threads running Flite, one per core, so synthesis never blocks the server's event loop
 * and several requests at once use every core. Started on first use; unref'd so an idle pool does
 * not keep the process (or a test run) alive; a busy worker is referenced.
 */
const JOB_TIMEOUT_MS = 30_000;

interface Job {
  id: number;
  args: string[];
  resolve: (wav: Buffer) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer?: NodeJS.Timeout;
}

const workerUrl = new URL('./flite-worker.mjs', import.meta.url);
const size = Math.max(1, os.cpus().length);
const slots: Slot[] = [];
/** Users' jobs take turns (quotas/fair-share.ts). */
const queue = new FairQueue<Job>();
let nextId = 1;

function startSlot(): Slot {
  const slot: Slot = { worker: new Worker(workerUrl), job: null };
  slot.worker.on('message', (msg: { id: number; wav?: Uint8Array; error?: string }) => {
    const job = slot.job;
    if (!job || job.id !== msg.id) return;
    finish(slot);
    if (msg.wav) job.resolve(Buffer.from(msg.wav.buffer, msg.wav.byteOffset, msg.wav.byteLength));
    else job.reject(new Error(msg.error ?? 'flite failed'));
  });
  slot.worker.on('error', (error) => replace(slot, error));
  // After the listeners: adding a 'message' listener references the worker again.
  slot.worker.unref();
  return slot;
}

function finish(slot: Slot): void {
  clearTimeout(slot.timer);
  slot.job = null;
  slot.worker.unref();
  pump();
}

/** A crashed or stuck worker fails its job and is replaced by a fresh one. */
function replace(slot: Slot, error: Error): void {
  const job = slot.job;
  clearTimeout(slot.timer);
  void slot.worker.terminate();
  slots.splice(slots.indexOf(slot), 1, startSlot());
  job?.reject(error);
  pump();
}

function pump(): void {
  while (slots.length < size) slots.push(startSlot());
  for (const slot of slots) {
    if (slot.job) continue;
    const job = queue.shift();
    if (!job) return;
    slot.job = job;
    // Referenced while busy, so a script awaiting synthesis is not ended under it.
    slot.worker.ref();
    slot.timer = setTimeout(() => replace(slot, new Error('flite timed out')), JOB_TIMEOUT_MS);
    slot.worker.postMessage({ id: job.id, args: job.args });
  }
}

/** Runs Flite with these command-line arguments (the output file is added here) and returns the WAV. */
export function runFlite(args: string[]): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    queue.push({ id: nextId++, args, resolve, reject });
    pump();
  });
}

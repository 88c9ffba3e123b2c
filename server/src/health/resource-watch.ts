import fs from 'node:fs/promises';
import v8 from 'node:v8';
import type { FastifyBaseLogger } from 'fastify';

/** Past this share of a limit the node says so: there is still room to log and to shed work. */
const NEAR = 0.9;
const EVERY_MS = 10_000;

export interface ResourceReading {
  /** Open file descriptors and the soft limit (undefined where /proc does not tell). */
  descriptors?: { open: number; limit: number };
  heap: { used: number; limit: number };
}

/** This process's descriptors (Linux /proc) and its V8 heap against the heap's limit. */
export async function readResources(): Promise<ResourceReading> {
  const heapStats = v8.getHeapStatistics();
  const heap = { used: heapStats.used_heap_size, limit: heapStats.heap_size_limit };
  try {
    const [entries, limits] = await Promise.all([
      fs.readdir('/proc/self/fd'),
      fs.readFile('/proc/self/limits', 'utf8'),
    ]);
    const soft = /^Max open files\s+(\d+)/m.exec(limits)?.[1];
    // readdir itself holds one descriptor open while it reads.
    return { heap, descriptors: soft ? { open: entries.length - 1, limit: Number(soft) } : undefined };
  } catch {
    return { heap };
  }
}

/** The log lines a reading calls for: one per resource at or past NEAR of its limit. */
export function exhaustionWarnings(reading: ResourceReading): { resource: string; used: number; limit: number }[] {
  const near: { resource: string; used: number; limit: number }[] = [];
  const { descriptors, heap } = reading;
  if (descriptors && descriptors.open >= NEAR * descriptors.limit)
    near.push({ resource: 'file descriptors', used: descriptors.open, limit: descriptors.limit });
  if (heap.used >= NEAR * heap.limit) near.push({ resource: 'heap memory', ...heap });
  return near;
}

/**
 * Running out of descriptors or memory fails requests and jobs in ways that do not name the cause
 * (issue 28: EMFILE left no log line). Every 10 s the node compares its use with its limits and
 * logs a warning while it is near one, so the cause is in the log before the failures.
 */
export function watchResources(log: FastifyBaseLogger): () => void {
  const timer = setInterval(() => {
    void readResources().then((reading) => {
      for (const w of exhaustionWarnings(reading))
        log.warn(w, `near the limit of ${w.resource}: ${w.used} of ${w.limit} in use`);
    });
  }, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

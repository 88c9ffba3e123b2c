import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineInfo } from './machine.js';

/** bench/results/: one committed <name>.json per benchmark; the docs' tables are rendered from them (bench/tables.ts). */
export const RESULTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');

/** The 1-, 5- and 15-minute load averages: other work on a shared machine moves every figure, so each file says how much there was. */
const loadAverage = () => os.loadavg().map((l) => Math.round(l * 100) / 100);

// When this module is loaded, unless `npm run bench` marks each benchmark's own start (a bench file
// run on its own loads it as it starts).
let loadAtStart = loadAverage();

/** Called by bench/run.ts before each benchmark, so the load at its start is its own, not the first benchmark's. */
export function markRunStart(): void {
  loadAtStart = loadAverage();
}

/**
 * Writes bench/results/<name>.json: `{ benchmark, date, machine, ...figures }`, the machine with the
 * load average at the start and the end of the run. Every bench writes its results through this, so
 * every file has the same envelope for bench/tables.ts to read.
 */
export async function writeResults(name: string, benchmark: string, figures: Record<string, unknown>): Promise<void> {
  const results = {
    benchmark,
    date: new Date().toISOString(),
    machine: { ...machineInfo(), loadAverage: { start: loadAtStart, end: loadAverage() } },
    ...figures,
  };
  const file = path.join(RESULTS_DIR, `${name}.json`);
  await fs.mkdir(RESULTS_DIR, { recursive: true });
  await fs.writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
}

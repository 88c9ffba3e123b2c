import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESULTS_DIR } from './results-file.js';
import { BENCH_TABLES } from './tables/bench-tables.js';
import { docTables } from './tables/doc-tables.js';

// The docs' figures come only from bench/results/: a bench run that changes a results file without
// `npm run bench:tables` (which `npm run bench` runs at its end) fails here, naming the table.
describe('the docs’ benchmark tables', () => {
  it('each matches its results file', async () => {
    const stale = (await docTables())
      .filter((t) => t.current !== t.expected)
      .map((t) => `${t.doc}: table "${t.name}" differs from ${t.results}; run npm run bench:tables`);
    expect(stale).toEqual([]);
  });

  it('every table is in a doc, and every results file has a table', async () => {
    const tables = await docTables();
    const missing = Object.keys(BENCH_TABLES).filter((name) => !tables.some((t) => t.name === name));
    expect(missing, 'tables no doc shows (add <!-- bench:NAME --> … <!-- /bench:NAME --> to a doc)').toEqual([]);
    const files = (await fs.readdir(RESULTS_DIR)).filter((f) => f.endsWith('.json'));
    const unshown = files.filter((f) => !tables.some((t) => t.results === `bench/results/${f}`));
    expect(unshown, 'results files no docs table shows').toEqual([]);
  });

  it('every bench writes its results file through bench/results-file.ts, under its own name', async () => {
    const benchDir = path.dirname(RESULTS_DIR);
    const benches = (await fs.readdir(benchDir)).filter((f) => f.endsWith('.bench.ts'));
    const sources = await Promise.all(benches.map((f) => fs.readFile(path.join(benchDir, f), 'utf8')));
    const without = benches.filter((f, i) => !sources[i]!.includes(`writeResults('${f.replace('.bench.ts', '')}'`));
    expect(without).toEqual([]);
  });
});

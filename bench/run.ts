import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { markRunStart } from './results-file.js';
import { writeDocTables } from './tables/doc-tables.js';

/**
 * `npm run bench [-- name...]`: runs every bench/*.bench.ts (or those whose name contains one of
 * the arguments), one after the other. Each bench module exports a default async function that
 * prints its own table and writes its JSON to bench/results/ (bench/results-file.ts); then the docs'
 * tables are rendered from those files, so a run and a commit keep figures and docs together.
 */
const benchDir = path.dirname(fileURLToPath(import.meta.url));
const filters = process.argv.slice(2);

const files = (await fs.readdir(benchDir))
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => filters.length === 0 || filters.some((name) => f.includes(name)))
  .sort();

if (files.length === 0) {
  console.error(`No benchmarks found${filters.length ? ` matching ${filters.join(', ')}` : ''}.`);
  process.exit(1);
}

for (const file of files) {
  console.log(`\n# ${file}`);
  const bench = (await import(pathToFileURL(path.join(benchDir, file)).href)) as { default: () => Promise<void> };
  markRunStart();
  await bench.default();
}

const written = await writeDocTables();
if (written.length > 0) console.log(`\nTables rendered from bench/results/ in ${written.join(', ')}`);

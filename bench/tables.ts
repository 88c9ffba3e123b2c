import { writeDocTables } from './tables/doc-tables.js';

/** `npm run bench:tables`: renders the docs' figure tables from bench/results/ (bench/tables/doc-tables.ts). */
const written = await writeDocTables();
console.log(
  written.length ? `Tables rewritten in ${written.join(', ')}` : 'Every docs table matches its results file.',
);

import fs from 'node:fs/promises';
import path from 'node:path';
import { RESULTS_DIR } from '../results-file.js';
import { BENCH_TABLES } from './bench-tables.js';

/**
 * The docs' figure tables, rendered from bench/results/ between markers on lines of their own:
 *   <!-- bench:NAME -->
 *   (generated: the table and the line naming its machine, date, load and results file)
 *   <!-- /bench:NAME -->
 * Markers may be indented (a table inside a list item); the table takes their indent.
 */
const REPO = path.resolve(RESULTS_DIR, '..', '..');
const START = /^([ \t]*)<!-- bench:([\w-]+) -->[ \t]*$/;

/** The files that may hold tables: the top-level docs (decision records keep dated history, by hand). */
async function docFiles(): Promise<string[]> {
  const docs = (await fs.readdir(path.join(REPO, 'docs'))).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`);
  return ['README.md', 'ARCHITECTURE.md', ...docs.sort()];
}

export interface DocTable {
  /** The doc, relative to the repository. */
  doc: string;
  name: string;
  results: string;
  current: string;
  expected: string;
}

/** One doc's text with every table rendered afresh, and each table as it is and as it should be. */
async function renderDoc(doc: string, text: string): Promise<{ text: string; tables: DocTable[] }> {
  const lines = text.split('\n');
  const out: string[] = [];
  const tables: DocTable[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    out.push(line);
    const start = START.exec(line);
    if (!start) continue;
    const [, indent = '', name = ''] = start;
    const table = BENCH_TABLES[name];
    if (!table)
      throw new Error(`${doc}:${i + 1}: <!-- bench:${name} --> names no table in bench/tables/bench-tables.ts`);
    const end = lines.findIndex((l, j) => j > i && l.trim() === `<!-- /bench:${name} -->`);
    if (end < 0) throw new Error(`${doc}:${i + 1}: <!-- bench:${name} --> has no <!-- /bench:${name} --> after it`);
    const json: unknown = JSON.parse(await fs.readFile(path.join(RESULTS_DIR, `${table.results}.json`), 'utf8'));
    const rendered = table.render(json).map((l) => (l === '' ? '' : `${indent}${l}`));
    tables.push({
      doc,
      name,
      results: `bench/results/${table.results}.json`,
      current: lines.slice(i + 1, end).join('\n'),
      expected: rendered.join('\n'),
    });
    out.push(...rendered, lines[end]!);
    i = end;
  }
  return { text: out.join('\n'), tables };
}

/** Every table in the docs, as it is and as its results file renders it. */
export async function docTables(): Promise<DocTable[]> {
  const all: DocTable[] = [];
  for (const doc of await docFiles()) {
    all.push(...(await renderDoc(doc, await fs.readFile(path.join(REPO, doc), 'utf8'))).tables);
  }
  return all;
}

/** `npm run bench:tables`, and the end of `npm run bench`: rewrites the tables of every doc whose tables differ. */
export async function writeDocTables(): Promise<string[]> {
  const written: string[] = [];
  for (const doc of await docFiles()) {
    const file = path.join(REPO, doc);
    const text = await fs.readFile(file, 'utf8');
    const rendered = await renderDoc(doc, text);
    if (rendered.text === text) continue;
    await fs.writeFile(file, rendered.text);
    written.push(doc);
  }
  return written;
}

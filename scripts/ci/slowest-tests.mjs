// Prints the slowest test files of the runs whose file times are in a folder (each run's
// scripts/ci/file-times-reporter.ts writes one JSON file there, named after the run), so a run's
// minutes can be laid at the files that spent them (record 148).
// Usage: node scripts/ci/slowest-tests.mjs DIR [COUNT]
import fs from 'node:fs';
import path from 'node:path';

const [dir, count = '20'] = process.argv.slice(2);
const files = [];
for (const name of fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : []) {
  try {
    const run = path.basename(name, '.json');
    for (const file of JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')).files) files.push({ run, ...file });
  } catch {
    // a run that died before writing its times has nothing to rank
  }
}
if (files.length > 0) {
  const total = files.reduce((sum, f) => sum + f.seconds, 0);
  console.log(
    `\n=== the ${count} slowest test files (of ${files.length} files over the runs, ${Math.round(total)} s in all)`,
  );
  for (const f of files.sort((a, b) => b.seconds - a.seconds).slice(0, Number(count))) {
    const failed = f.state === 'passed' || f.state === 'skipped' ? '' : `  ${f.state.toUpperCase()}`;
    console.log(`${f.seconds.toFixed(1).padStart(7)} s  ${f.run.padEnd(8)} ${f.file} (${f.tests} tests)${failed}`);
  }
}

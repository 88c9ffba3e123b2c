// Prints the slowest test files of the vitest JSON reports in a folder (scripts/ci/phases.sh
// writes one per vitest run there), so a run's minutes can be laid at the files that spent them.
// Usage: node scripts/ci/slowest-tests.mjs DIR [COUNT]
import fs from 'node:fs';
import path from 'node:path';

const [dir, count = '20'] = process.argv.slice(2);
const files = [];
for (const report of fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : []) {
  const run = path.basename(report, '.json');
  let parsed;
  try {
    parsed = JSON.parse(fs.readFileSync(path.join(dir, report), 'utf8'));
  } catch {
    continue; // a run that died before writing its report has nothing to rank
  }
  for (const file of parsed.testResults ?? []) {
    files.push({
      run,
      name: path.relative(process.cwd(), file.name),
      seconds: (file.endTime - file.startTime) / 1000,
      tests: file.assertionResults?.length ?? 0,
    });
  }
}
if (files.length > 0) {
  const total = files.reduce((sum, f) => sum + f.seconds, 0);
  console.log(`\n=== the ${count} slowest test files (of ${files.length}, ${Math.round(total)} s in all)`);
  for (const f of files.sort((a, b) => b.seconds - a.seconds).slice(0, Number(count))) {
    console.log(`${f.seconds.toFixed(1).padStart(7)} s  ${f.run.padEnd(12)} ${f.name} (${f.tests} tests)`);
  }
}

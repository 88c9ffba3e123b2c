import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * A vitest reporter that writes each test file's time to the JSON file named by FILE_TIMES, for
 * scripts/ci/slowest-tests.mjs (record 148). Its time is what the file cost the run: importing it
 * and running its tests and hooks (the JSON reporter counts the tests alone, so a file whose
 * beforeAll makes a whole menu would look cheap).
 */
export default class FileTimesReporter implements Reporter {
  private readonly files: { file: string; seconds: number; tests: number; state: string }[] = [];

  onTestModuleEnd(module: TestModule) {
    const { collectDuration, duration } = module.diagnostic();
    this.files.push({
      file: path.relative(process.cwd(), module.moduleId),
      seconds: Number(((collectDuration + duration) / 1000).toFixed(1)),
      tests: [...module.children.allTests()].length,
      state: module.state(),
    });
  }

  onTestRunEnd() {
    const out = process.env.FILE_TIMES;
    if (out) fs.writeFileSync(out, JSON.stringify({ files: this.files }, null, 1));
  }
}

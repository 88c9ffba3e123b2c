import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterEach, expect, it } from 'vitest';
import layers from './layers.js';

/** Lints a small tree of files with the layers rule alone, as `npm run lint` would. */
async function lintTree(files: Record<string, string>): Promise<string[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'layers-'));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await fs.writeFile(path.join(dir, name), text);
  }
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { layers },
        rules: { 'layers/layers': 'error' },
      },
    ],
  });
  const results = await eslint.lintFiles(['**/*.ts']);
  return results.flatMap((r) => r.messages.map((m) => `${path.relative(dir, r.filePath)}: ${m.message}`)).sort();
}

const made: string[] = [];
afterEach(async () => {
  for (const dir of made.splice(0)) await fs.rm(dir, { recursive: true, force: true });
});

it('fails when two feature folders import each other, type-only imports included', async () => {
  const problems = await lintTree({
    'server/src/mix/a.ts': "import type { B } from '../voice/b.js';\nexport type A = B;\n",
    'server/src/voice/b.ts': "import { c } from '../music/c.js';\nexport type B = number;\nexport const b = c;\n",
    'server/src/music/c.ts': "import type { A } from '../mix/a.js';\nexport const c: A = 1;\n",
  });
  expect(problems).toEqual([
    'server/src/mix/a.ts: Folders import each other: mix → voice → music → mix.',
    'server/src/music/c.ts: Folders import each other: music → mix → voice → music.',
    'server/src/voice/b.ts: Folders import each other: voice → music → mix → voice.',
  ]);
});

it('fails when a lower layer imports a higher one, and passes the other way', async () => {
  const problems = await lintTree({
    'server/src/dsp/gain.ts': "import { run } from '../process/run.js';\nexport const gain = run;\n",
    'server/src/process/run.ts': "import { limit } from '../dsp/limit.js';\nexport const run = limit;\n",
    'server/src/dsp/limit.ts': 'export const limit = 1;\n',
    'server/src/mix/mix.ts':
      "import { run } from '../process/run.js';\nimport { ok } from '../errors.js';\nexport const mix = run + ok;\n",
    'server/src/errors.ts': 'export const ok = 1;\n',
    'server/src/mix/mix.test.ts': "import { c } from '../testing/kit.js';\nexport const t = c;\n",
    'server/src/testing/kit.ts': "import { mix } from '../mix/mix.js';\nexport const c = mix;\n",
  });
  expect(problems).toEqual([
    'server/src/dsp/gain.ts: dsp (layer dsp) may not import process (layer process, above it).',
    'server/src/process/run.ts: Folders import each other: process → dsp → process.',
  ]);
});

it('keeps common/ free of imports from the server or the client', async () => {
  const problems = await lintTree({
    'common/limits.ts': "import { ok } from '../server/src/errors.js';\nexport const limit = ok;\n",
    'server/src/errors.ts': 'export const ok = 1;\n',
  });
  expect(problems).toEqual(['common/limits.ts: common/ is shared with the browser and imports nothing outside it.']);
});

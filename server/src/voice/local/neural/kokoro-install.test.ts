import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { findOnPath } from '../../../process/find-on-path.js';
import { detectKokoro } from './kokoro-install.js';

it.runIf(findOnPath('espeak-ng'))('says what is missing when the model is not installed', async () => {
  const empty = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-no-model-'));
  try {
    const found = detectKokoro(empty);
    expect(found).toEqual({ missing: `31 of its 31 files are not in ${empty} (run scripts/install-voices.sh)` });
    // One file gone is enough to leave the engine out.
    await fs.mkdir(path.join(empty, 'voices'));
    await fs.writeFile(path.join(empty, 'kokoro-v1.0.int8.onnx'), '');
    expect(detectKokoro(empty)).toMatchObject({ missing: expect.stringMatching(/^30 of its 31 files/) });
  } finally {
    await fs.rm(empty, { recursive: true, force: true });
  }
});

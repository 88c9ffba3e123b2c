import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { cpuTicks } from '../../../process/progress.mjs';
import { serverProcessesPerTest } from '../../../testing/process-test-kit.js';
import { descendantsNamed } from '../../../testing/server-process.js';
import { installedEngines } from '../offline-engines.js';
import { NEURAL_PROCESS_TITLE } from '../offline-pool.js';

/**
 * A node stopped while its neural voice is busy (record 158): it exits 0, with no abort. When
 * ONNX Runtime ran in the server's own threads, exiting mid-inference ended the process with
 * "terminate called after throwing an instance of 'Napi::Error'".
 */
const neural = installedEngines(['kokoro']).kokoro;
const nodes = serverProcessesPerTest('avs-neural-stop-');
/** Whether `pid` runs still (a zombie has ended: only its parent has not read its status yet). */
function running(pid: number): boolean {
  try {
    return /^\d+ \(.*\) [^Z]/s.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

describe.runIf(neural)('a node with the neural voice at SIGTERM', () => {
  it('exits 0 while every neural process is in ONNX Runtime, and they end with it', async () => {
    // The warm-up loads the model and speaks a sentence in each neural process.
    const server = await nodes.start({
      DATA_DIR: await nodes.tempDataDir(),
      OFFLINE_ENGINES: 'kokoro,rhvoice,pico,flite',
      WARM_UP: 'true',
    });
    // Each process has spent a second of CPU: it is loading its session or speaking, in native code.
    // The warm-up starts the one a node keeps (record 164).
    let speakers: number[] = [];
    while (speakers.length === 0 || !speakers.every((pid) => (cpuTicks(`/proc/${pid}/stat`) ?? 0) >= 100)) {
      await sleep(100);
      speakers = await descendantsNamed(server.process.pid!, NEURAL_PROCESS_TITLE);
    }
    expect(await server.stop('SIGTERM')).toBe(0);
    expect(server.output()).not.toMatch(/terminate called|Napi::Error|Aborted|core dumped/);
    // They finish the call they are in, then end with the server, however long that takes here.
    while (speakers.some(running)) await sleep(100);
  });
});

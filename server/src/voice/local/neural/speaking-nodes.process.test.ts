import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, type TestDatabase } from '../../../testing/databases.js';
import { serverProcessesPerTest } from '../../../testing/process-test-kit.js';
import { startServerProcess } from '../../../testing/server-process.js';
import { installedEngines } from '../offline-engines.js';

/**
 * Two nodes on one PostgreSQL, one with the neural voice and one without (record 128): the one
 * without refuses to start while the other speaks, saying why, and starts once it has gone.
 */
const postgres = databaseTargets().find((t) => t.name === 'postgres');
const neural = installedEngines(['kokoro']).kokoro;

describe.runIf(postgres && neural)('a node without the neural voice beside one with it', () => {
  let database: TestDatabase;
  const nodes = serverProcessesPerTest('avs-speaking-');
  beforeAll(async () => {
    database = await postgres!.open();
  });
  afterAll(() => database?.close());

  it('refuses to start, and starts once the neural node has stopped', async () => {
    const env = async (engines: string) => ({
      DATA_DIR: await nodes.tempDataDir(),
      DATABASE_URL: database.url!,
      OFFLINE_ENGINES: engines,
    });
    const withModel = await nodes.start(await env('kokoro,rhvoice,pico,flite'));
    const health = (await (await fetch(`${withModel.url}/api/health`)).json()) as { speech: { neuralVoice: string } };
    expect(health.speech.neuralVoice).toMatch(/^Kokoro-82M v1\.0 [0-9a-f]{12}$/);

    const without = await env('rhvoice,pico,flite');
    await expect(startServerProcess(without)).rejects.toThrow(
      /This node has no neural voice \(left out by OFFLINE_ENGINES\), while node .* speaks with Kokoro-82M v1\.0/,
    );
    // Stopped as an operator stops it: it leaves the list, and the other node may start.
    await withModel.stop('SIGTERM');
    const started = await nodes.start(without);
    const fallback = (await (await fetch(`${started.url}/api/health`)).json()) as { speech: { neuralVoice: string } };
    expect(fallback.speech.neuralVoice).toBe('not installed: left out by OFFLINE_ENGINES');
  });
});

import { expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { synthesizeVoiceReply } from '#common/schemas/voices.js';
import { serverProcessesPerTest, postJson } from './testing/process-test-kit.js';
import { s3EnvFor, startS3ServerProcess, TEST_BUCKET } from './testing/s3-server.js';
import { freePort, signInOverHttp } from './testing/server-process.js';
import { waitFor } from './testing/wait-for.js';

/**
 * Issue 40: a node whose object store is away when it starts (nothing listens at S3_ENDPOINT)
 * starts anyway and answers its audio routes as it would a store gone away later: 503 with
 * Retry-After and the store's message. Once the S3 server starts on that address, the node sees
 * it and serves; a store that comes back saying no (a wrong bucket) stops it (record 113, amended).
 */
const kit = serverProcessesPerTest('avs-store-away-');

/** A node on an S3 address where nothing listens yet; `startStore` starts the S3 server there. */
async function nodeBeforeItsStore(bucket = TEST_BUCKET) {
  const port = await freePort();
  const dataDir = await kit.tempDataDir();
  const env = { DATA_DIR: dataDir, ...s3EnvFor(`http://127.0.0.1:${port}`, bucket), S3_TIMEOUT_SECONDS: '1' };
  const node = await kit.start(env, { until: 'listening' });
  const startStore = async () => {
    const s3 = await startS3ServerProcess(port);
    kit.defer(() => s3.close());
  };
  return { node, dataDir, startStore };
}

it('starts while its store is away, answers 503 with Retry-After, and serves once the store starts', async () => {
  const { node, dataDir, startStore } = await nodeBeforeItsStore();
  expect(node.output()).toContain('object store not answering at start-up');
  const health = await fetch(`${node.url}/api/health`);
  expect(health.status).toBe(503);
  expect(await health.json()).toMatchObject({ store: { kind: 's3', status: 'unavailable' } });

  const cookie = await signInOverHttp(node, dataDir, 'early@harbourview.test');
  const speak = () =>
    postJson(
      `${node.url}/api/synthesize-voice`,
      { script: 'Thank you for calling Harbourview. Please hold.', voiceType: 'en-US-ken' },
      cookie,
    );
  const away = await speak();
  expect(away.status).toBe(503);
  expect(away.headers.get('retry-after')).toBe('5');
  expect(((await away.json()) as { message: string }).message).toBe(messages.generic.storeUnavailable);

  await startStore();
  // Health asks the store on each call; the node's own check, every 5 s at most, starts the work
  // that waited for the store (voice previews, the warm-up) and says so.
  await waitFor(async () => {
    expect((await fetch(`${node.url}/api/health`)).status).toBe(200);
    expect(node.output()).toContain('object store answering: audio routes serve again');
  }, 250);
  const spoken = await speak();
  expect(spoken.status, await spoken.clone().text()).toBe(200);
  const { audioId } = synthesizeVoiceReply.parse(await spoken.json());
  const audio = await fetch(`${node.url}/api/audio/${audioId}`, { headers: { cookie } });
  expect(audio.status).toBe(200);
  expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  expect(node.process.exitCode).toBeNull();
});

it('stops, saying why, when the store it waited for answers that the bucket does not exist', async () => {
  const { node, startStore } = await nodeBeforeItsStore('no-such-bucket');
  await startStore();
  expect(await node.exited).toBe(1);
  expect(node.output()).toContain('The s3 object store is not usable (NoSuchBucket');
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { jobStatusReply } from '#common/schemas/jobs.js';
import { mixAudioReply } from '#common/schemas/mix.js';
import { inLane } from './process/fair-share.js';
import { outageOf } from './http/unavailable.js';
import { StoreUnavailableError } from './storage/blob-store.js';
import { createS3BlobStore } from './storage/s3-blob-store.js';
import { serverProcessesPerTest, postJson } from './testing/process-test-kit.js';
import { startS3ServerProcess, type FrozenS3Server } from './testing/s3-server.js';
import { freePort, signInOverHttp, type ServerProcess } from './testing/server-process.js';
import { waitFor } from './testing/wait-for.js';

/**
 * Issue 28's frozen object store, for real: the S3-compatible server runs in a process of its own
 * and is stopped with SIGSTOP while a node mixes, as a hung store would be. The mix fails within
 * the store's time limit with the store's message, health answers 503, and after SIGCONT the same
 * mix is made.
 */
describe('the object store frozen during a mix', () => {
  const kit = serverProcessesPerTest('avs-store-outage-');
  let s3: FrozenS3Server;
  beforeAll(async () => {
    s3 = await startS3ServerProcess();
  });
  afterAll(() => s3.close());

  it('fails the mix with the store message, answers 503 on health, and works again after', async () => {
    const dataDir = await kit.tempDataDir();
    // One second per call: a mix's handful of store calls fail in seconds, not minutes.
    const node: ServerProcess = await kit.start({ DATA_DIR: dataDir, ...s3.env, S3_TIMEOUT_SECONDS: '1' });
    const cookie = await signInOverHttp(node, dataDir, 'frozen@harbourview.test');
    const voiceRes = await postJson(
      `${node.url}/api/synthesize-voice`,
      { script: 'Thank you for holding. Your call matters to us.', voiceType: 'en-US-ken' },
      cookie,
    );
    expect(voiceRes.status).toBe(200);
    const { audioId } = (await voiceRes.json()) as { audioId: string };
    const choice = { voiceAudioId: audioId, musicTrackId: 'soft-jazz', musicVolume: 15 };

    s3.freeze();
    try {
      const mixed = await postJson(`${node.url}/api/mix-audio`, choice, cookie);
      expect(mixed.status).toBe(503);
      expect(mixed.headers.get('retry-after')).toBe('5');
      expect(((await mixed.json()) as { message: string }).message).toBe(messages.generic.storeUnavailable);
      const id = mixed.headers.get('x-job-id');
      if (id) {
        const job = jobStatusReply.parse(
          await (await fetch(`${node.url}/api/jobs/${id}`, { headers: { cookie } })).json(),
        );
        expect(job).toMatchObject({
          state: 'failed',
          error: { status: 503, message: messages.generic.storeUnavailable },
        });
      }
      const health = await fetch(`${node.url}/api/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ status: 'error', store: { kind: 's3', status: 'unavailable' } });
    } finally {
      s3.thaw();
    }

    await waitFor(async () => expect((await fetch(`${node.url}/api/health`)).status).toBe(200), 200);
    const again = await postJson(`${node.url}/api/mix-audio`, choice, cookie);
    expect(again.status, await again.clone().text()).toBe(200);
    const mix = mixAudioReply.parse(await again.json());
    expect((await fetch(`${node.url}${mix.url}`, { headers: { cookie } })).status).toBe(200);
    expect(node.process.exitCode).toBeNull();
  });

  it('answers a store that refuses connections with the same 503 and message', async () => {
    const closedPort = await freePort();
    const store = createS3BlobStore({
      bucket: 'avs-test-audio',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${closedPort}`,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      timeoutMs: 1000,
    });
    try {
      const failure = await store.put('audio/refused.wav', { bytes: Buffer.alloc(10) }).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(StoreUnavailableError);
      expect(outageOf(failure)).toMatchObject({
        status: 503,
        message: messages.generic.storeUnavailable,
        headers: { 'retry-after': '5' },
      });
    } finally {
      store.client.destroy();
    }
  });

  it("stops a cancelled job's write to a frozen store at once, with the cancellation", async () => {
    // A limit far past the test's, so only the job's cancellation can end the call in time.
    const store = createS3BlobStore({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      timeoutMs: 300_000,
    });
    const cancel = new AbortController();
    const reason = new Error('cancelled by a newer choice');
    s3.freeze();
    try {
      const put = inLane('user-1', () => store.put('audio/frozen.wav', { bytes: Buffer.alloc(1000) }), cancel.signal);
      setTimeout(() => cancel.abort(reason), 200);
      await expect(put).rejects.toBe(reason);
    } finally {
      s3.thaw();
      store.client.destroy();
    }
  });
});

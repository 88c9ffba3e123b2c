import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { jobStatusReply } from '#common/schemas/jobs.js';
import { mixAudioReply } from '#common/schemas/mix.js';
import { openDatabase } from './db/client.js';
import { startOwnPostgres } from './testing/own-postgres.js';
import { callsAs, stopCluster } from './testing/process-test-kit.js';
import { startS3Server, type TestS3Server } from './testing/s3-server.js';
import { signInOverHttp, startServerProcess, type ServerProcess } from './testing/server-process.js';
import { waitFor } from './testing/wait-for.js';

/**
 * Issue 28's PostgreSQL outage, for real: two nodes on a PostgreSQL cluster of the test's own
 * (Debian's binaries, so the shared CI database is not disturbed) and one S3-compatible server. The
 * database is stopped for 10 s while both nodes are asked every 100 ms: they keep running, answer
 * 503 with Retry-After and a plain message (never a dropped connection), and after it they serve
 * again on their own, the Library item saved before is still there and the message whose voice was
 * made before is mixed. Start-up while the database is away waits for it, saying so.
 */
const own = await startOwnPostgres();
const OUTAGE_MS = 10_000;

type Outcome = number | 'dropped';

describe.skipIf(!own)('PostgreSQL stopped for 10 s under load', () => {
  let s3: TestS3Server;
  const dataDirs: string[] = [];
  const nodes: ServerProcess[] = [];
  let cookie = '';

  const { call, json: ok } = callsAs(() => cookie);
  const env = async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-outage-'));
    dataDirs.push(dir);
    // A short connect limit, so requests during the outage are answered at once.
    return { DATA_DIR: dir, DATABASE_URL: own!.url, DATABASE_TIMEOUT_SECONDS: '1', JOB_LEASE_SECONDS: '2', ...s3.env };
  };

  beforeAll(async () => {
    s3 = await startS3Server();
    const [envA, envB] = [await env(), await env()];
    nodes.push(...(await Promise.all([startServerProcess(envA), startServerProcess(envB)])));
    cookie = await signInOverHttp(nodes[0]!, dataDirs[0]!, 'outage@harbourview.test');
  });

  afterAll(() => stopCluster(nodes, [own, s3], dataDirs));

  it('keeps both nodes up, answers 503 meanwhile, and serves and finishes the message after', async () => {
    const [nodeA, nodeB] = nodes as [ServerProcess, ServerProcess];
    // The message in progress: its voice is made and an earlier mix is saved to the Library.
    const voice = await ok<{ audioId: string }>(
      call(nodeA, '/api/synthesize-voice', {
        script: 'Thank you for calling Harbour View Dental.',
        voiceType: 'en-US-ken',
      }),
    );
    const firstMix = mixAudioReply.parse(
      await ok(
        call(nodeB, '/api/mix-audio', { voiceAudioId: voice.audioId, musicTrackId: 'soft-jazz', musicVolume: 15 }),
      ),
    );
    const { item } = await ok<{ item: { id: string } }>(
      call(nodeA, '/api/library', { audioId: firstMix.url.split('/').at(-1) }),
    );

    // Load on both nodes throughout: a signed-in read every 100 ms each.
    const outcomes: { outcome: Outcome; during: boolean; retryAfter: string | null; message?: string }[] = [];
    let during = false;
    let loading = true;
    const load = (node: ServerProcess) =>
      (async () => {
        while (loading) {
          const at = during;
          const res = await call(node, '/api/library').catch(() => undefined);
          if (!res) outcomes.push({ outcome: 'dropped', during: at, retryAfter: null });
          else {
            const body = (await res.json().catch(() => ({}))) as { message?: string };
            outcomes.push({ outcome: res.status, during: at, retryAfter: res.headers.get('retry-after'), ...body });
          }
          await new Promise((r) => setTimeout(r, 100));
        }
      })();
    const loaders = [load(nodeA), load(nodeB)];
    // A mix queued just before the outage: it finishes, or fails with the outage's 503, never hangs.
    const queued = await call(
      nodeB,
      '/api/mix-audio',
      { voiceAudioId: voice.audioId, musicTrackId: 'corporate-upbeat', musicVolume: 20 },
      { prefer: 'respond-async' },
    );
    expect(queued.status).toBe(202);
    const job = jobStatusReply.parse(await queued.json());

    await own!.stop();
    during = true;
    const stoppedAt = Date.now();
    for (const node of [nodeA, nodeB]) {
      const health = await fetch(`${node.url}/api/health`);
      expect(health.status).toBe(503);
      expect(((await health.json()) as { database: { status: string } }).database.status).toBe('unavailable');
    }
    // Waited for as the event it is: on a loaded machine a read that meets the outage may take longer
    // than the outage's own length to answer (record 148: a limit guards against a hang only).
    await waitFor(() => expect(outcomes.some((o) => o.during && o.outcome === 503)).toBe(true), 100);
    await new Promise((r) => setTimeout(r, Math.max(0, OUTAGE_MS - (Date.now() - stoppedAt))));
    await own!.start();
    during = false;

    // Every node serves again on its own.
    for (const node of nodes)
      await waitFor(async () => expect((await call(node, '/api/library')).status).toBe(200), 200);
    loading = false;
    await Promise.all(loaders);

    for (const node of nodes) expect(node.process.exitCode).toBeNull();
    expect(outcomes.filter((o) => o.outcome === 'dropped')).toEqual([]);
    expect(new Set(outcomes.map((o) => o.outcome))).toEqual(new Set([200, 503]));
    for (const o of outcomes.filter((o) => o.outcome === 503)) {
      expect(o.message).toBe(messages.generic.unavailable);
      expect(o.retryAfter).toBe('5');
    }
    // A node logs the loss for a connection it held when PostgreSQL went; under load one node's
    // reads can all fall between its connections (a failed run: node A logged none), so either counts.
    expect(nodes.some((node) => node.output().includes('database connection lost'))).toBe(true);

    // The job queued before the outage settles: done, or failed with the outage's own 503.
    let status = jobStatusReply.parse(await (await call(nodeA, `/api/jobs/${job.id}`)).json());
    while (status.state === 'queued' || status.state === 'running')
      status = jobStatusReply.parse(await (await call(nodeA, `/api/jobs/${job.id}?waitMs=5000`)).json());
    if (status.state === 'failed') expect(status.error).toMatchObject({ status: 503 });
    else expect(status.state).toBe('done');

    // Nothing saved is lost, and the message started before the outage is finished after it.
    const { items } = await ok<{ items: { id: string }[] }>(call(nodeB, '/api/library'));
    expect(items.map((i) => i.id)).toContain(item.id);
    const mix = mixAudioReply.parse(
      await ok(
        call(nodeB, '/api/mix-audio', { voiceAudioId: voice.audioId, musicTrackId: 'soft-jazz', musicVolume: 30 }),
      ),
    );
    expect((await call(nodeA, mix.url)).status).toBe(200);
  });

  it('lets a node start while the database is away: it waits, saying so, and opens it once it is back', async () => {
    const warnings: string[] = [];
    await own!.stop();
    try {
      // The start-up path of main.ts, in this process: the wait is the same, the process start is not.
      const opening = openDatabase({
        url: own!.url,
        timeouts: { connectMs: 1000, statementMs: 12_000 },
        log: { warn: (_details, message) => void warnings.push(message) },
      });
      await waitFor(() => expect(warnings).toContain('database not answering at start-up; trying again'));
      await own!.start();
      const database = await opening;
      await database.ping();
      await database.close();
    } finally {
      await own!.start().catch(() => undefined);
    }
  });
});

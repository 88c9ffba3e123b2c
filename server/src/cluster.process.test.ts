import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobStatusReply, JOB_ID_HEADER } from '#common/schemas/jobs.js';
import { mixAudioReply } from '#common/schemas/mix.js';
import { jobs } from './db/schema.js';
import { removeCrashLeftovers } from './housekeeping/remove-crash-leftovers.js';
import { lineToneFile } from './testing/audio-fixtures.js';
import { databaseTargets, type TestDatabase } from './testing/databases.js';
import { resolveFfmpeg } from './process/ffmpeg-binary.js';
import { unexpectedFilesOnNode } from './testing/node-disk.js';
import { callsAs, stopCluster } from './testing/process-test-kit.js';
import { startS3Server, type TestS3Server } from './testing/s3-server.js';
import {
  descendantsNamed,
  audioProcessesOf,
  isAlive,
  signInOverHttp,
  startServerProcess,
  type ServerProcess,
} from './testing/server-process.js';
import { waitFor } from './testing/wait-for.js';

/**
 * Issue 9's cluster, for real: two server processes with their own DATA_DIRs on one PostgreSQL and
 * one S3-compatible server (s3rver) on loopback. Work started on node A is finished, served and
 * saved on node B; an admin's upload on A is mixed on B; A is killed with SIGKILL in the middle of a
 * mix, its ffmpeg, MP3 encoders and RHVoice speakers die with it, and B completes the job; no user audio stays on either disk.
 */
const postgres = databaseTargets().find((t) => t.name === 'postgres');
const ADMIN = { username: 'cluster-admin', password: 'cluster admin password' };

// A long script, so the mix is still running when the test kills its node.
const LONG_SCRIPT = Array.from(
  { length: 24 },
  (_, i) =>
    `Thank you for calling Harbour View Dental, paragraph ${i + 1}. Our team is helping other patients right now, and we will be with you shortly.`,
).join('\n\n');

describe.skipIf(!postgres)('two nodes, one PostgreSQL, one object store', () => {
  let s3: TestS3Server;
  let database: TestDatabase;
  const dataDirs: string[] = [];
  const nodes: ServerProcess[] = [];
  let nodeA: ServerProcess;
  let nodeB: ServerProcess;
  /** Which node's disk the kill test left half-written. */
  let killed = 0;
  let cookie = '';

  const { call, json } = callsAs(() => cookie);

  beforeAll(async () => {
    [s3, database] = await Promise.all([startS3Server(), postgres!.open()]);
    for (const name of ['a', 'b']) dataDirs.push(await fs.mkdtemp(path.join(os.tmpdir(), `avs-node-${name}-`)));
    const env = (dataDir: string) => ({
      DATA_DIR: dataDir,
      DATABASE_URL: database.url!,
      ...s3.env,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      JOB_LEASE_SECONDS: '2',
      WORKER_CONCURRENCY: '1',
    });
    nodes.push(...(await Promise.all(dataDirs.map((dir) => startServerProcess(env(dir))))));
    [nodeA, nodeB] = nodes as [ServerProcess, ServerProcess];
    cookie = await signInOverHttp(nodeA, dataDirs[0]!, 'cluster@harbourview.test');
  });

  afterAll(() => stopCluster(nodes, [database, s3], dataDirs));

  it('serves, exports and saves on node B the message made on node A', async () => {
    const { script } = await json<{ script: string }>(
      call(nodeA, '/api/generate-script', {
        companyName: 'Harbour View Dental',
        industry: 'healthcare',
        messageType: 'on-hold',
        messageLength: 'short',
      }),
    );
    const voice = await json<{ audioId: string }>(
      call(nodeA, '/api/synthesize-voice', { script, voiceType: 'en-US-natalie' }),
    );
    const mix = mixAudioReply.parse(
      await json(
        call(nodeA, '/api/mix-audio', {
          voiceAudioId: voice.audioId,
          musicTrackId: 'corporate-upbeat',
          musicVolume: 15,
        }),
      ),
    );

    const audio = await call(nodeB, mix.url);
    expect(audio.status).toBe(200);
    expect((await audio.arrayBuffer()).byteLength).toBe(mix.fileSize);
    const ranged = await call(nodeB, mix.url, undefined, { range: 'bytes=0-99' });
    expect(ranged.status).toBe(206);
    const exported = await call(nodeB, `${mix.url}/export/wav-ulaw-8k`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toBe('audio/wav');
    const { item } = await json<{ item: { id: string; url: string } }>(
      call(nodeB, '/api/library', { audioId: mix.url.split('/').at(-1) }),
    );
    expect((await call(nodeA, item.url)).status).toBe(200);
    const { items } = await json<{ items: { id: string }[] }>(call(nodeA, '/api/library'));
    expect(items.map((i) => i.id)).toEqual([item.id]);
  });

  it('mixes on node B with a track the admin uploaded on node A', async () => {
    const login = await fetch(`${nodeA.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const admin = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const form = new FormData();
    form.append('id', 'cluster-track');
    form.append('name', 'Cluster Track');
    // In the telephone band, so the upload goes live at once (record 106) and node B may mix with it.
    const mp3 = await lineToneFile((await resolveFfmpeg()).path, 6);
    form.append('file', new Blob([new Uint8Array(mp3)], { type: 'audio/mpeg' }), 'cluster.mp3');
    const upload = await fetch(`${nodeA.url}/api/upload-music`, {
      method: 'POST',
      headers: { cookie: admin },
      body: form,
    });
    expect(upload.status, await upload.clone().text()).toBe(201);

    const voice = await json<{ audioId: string }>(
      call(nodeB, '/api/synthesize-voice', { script: 'Thank you for holding.', voiceType: 'en-US-ken' }),
    );
    const mix = mixAudioReply.parse(
      await json(
        call(nodeB, '/api/mix-audio', { voiceAudioId: voice.audioId, musicTrackId: 'cluster-track', musicVolume: 50 }),
      ),
    );
    expect(mix.duration).toBeGreaterThan(5);
    expect((await call(nodeA, '/static/music/cluster-track.mp3')).status).toBe(200);
  });

  it('completes on the other node the mix a node was running when it was killed, and no ffmpeg, MP3 encoder or RHVoice speaker of it survives', async () => {
    const voiceResponse = await call(nodeA, '/api/synthesize-voice', { script: LONG_SCRIPT, voiceType: 'en-US-ken' });
    expect(voiceResponse.status).toBe(200);
    expect(voiceResponse.headers.get(JOB_ID_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    const voice = (await voiceResponse.json()) as { audioId: string };

    // Queued on A without waiting (202 and the job's status). Both nodes hear it queued (record
    // 104), so either node's single worker slot may take it: the one running it is killed.
    const queued = await call(
      nodeA,
      '/api/mix-audio',
      { voiceAudioId: voice.audioId, musicTrackId: 'soft-jazz', musicVolume: 15 },
      { prefer: 'respond-async' },
    );
    expect(queued.status).toBe(202);
    const job = jobStatusReply.parse(await queued.json());

    // The node that claimed the mix is the one its lease names ("host:pid:…"): not whichever node
    // has an ffmpeg first, since the voice just made may still be measured on node A while node B
    // mixes; killing that one left the mix to finish on its first attempt.
    let children: number[] = [];
    let runner = nodeA;
    await waitFor(async () => {
      const [row] = await database.db.select().from(jobs).where(eq(jobs.id, job.id));
      const pid = Number(row?.leaseOwner?.split(':')[1]);
      runner = nodes.find((node) => node.process.pid === pid)!;
      expect(runner, `the mix's lease: ${row?.leaseOwner}`).toBeDefined();
      children = await audioProcessesOf(pid);
      expect(children.length).toBeGreaterThan(0);
    }, 20);
    const survivor = runner === nodeA ? nodeB : nodeA;
    killed = runner === nodeA ? 0 : 1;
    const running = jobStatusReply.parse(await (await call(survivor, `/api/jobs/${job.id}`)).json());
    if (running.state === 'running') {
      // Its RHVoice speakers (record 125) too, where RHVoice and the speaker are installed.
      const speakers = await descendantsNamed(runner.process.pid!, 'rhvoice-speaker');
      runner.process.kill('SIGKILL');
      await runner.exited;
      const survivors = [...children, ...speakers];
      await waitFor(async () => expect(await Promise.all(survivors.map(isAlive))).not.toContain(true));
    } else {
      throw new Error(`the mix was ${running.state} before its node could be killed`);
    }

    // The survivor serves what was finished, and takes the job over once the lease has run out.
    expect((await call(survivor, `/api/audio/${voice.audioId}`)).status).toBe(200);
    let status = running;
    while (status.state === 'queued' || status.state === 'running') {
      status = jobStatusReply.parse(await (await call(survivor, `/api/jobs/${job.id}?waitMs=5000`)).json());
    }
    expect(status.state).toBe('done');
    const mix = mixAudioReply.parse(status.result);
    const audio = await call(survivor, mix.url);
    expect(audio.status).toBe(200);
    expect((await audio.arrayBuffer()).byteLength).toBe(mix.fileSize);
    expect(survivor.output()).toMatch(/"attempt":2/);
  });

  it('leaves no user audio on either node once the killed one has restarted', async () => {
    // A restart on its disk removes what the kill left half-written (the same clean-up main.ts runs).
    await removeCrashLeftovers(dataDirs[killed]!);
    for (const dir of dataDirs) expect(await unexpectedFilesOnNode(dir)).toEqual([]);
  });
});

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mixAudioReply } from '#common/schemas/mix.js';
import { audioFiles } from './db/schema.js';
import { MIX_CACHE_VERSION } from './mix/mix-env.js';
import { databaseTargets, type TestDatabase } from './testing/databases.js';
import { unexpectedFilesOnNode } from './testing/node-disk.js';
import { startS3Server, type TestS3Server } from './testing/s3-server.js';
import { signInOverHttp, startServerProcess, type ServerProcess } from './testing/server-process.js';

/**
 * One identity per recording (record 105) across real server processes on one PostgreSQL and one
 * S3-compatible server: node A records the voice and stops; node B, started afterwards with a
 * DATA_DIR of its own, mixes it. B finds the analysis A made in the recording's row and measures
 * nothing, the mix names the recording it used, and neither node keeps anything of the voice.
 */
const postgres = databaseTargets().find((t) => t.name === 'postgres');
const SCRIPT =
  'Thank you for calling Harbour View Dental. Our team is helping other patients right now.\n\n' +
  'Please stay on the line, and we will be with you shortly.';

describe.skipIf(!postgres)('a voice recorded on node A and mixed on node B', () => {
  let s3: TestS3Server;
  let database: TestDatabase;
  const dataDirs: string[] = [];
  const nodes: ServerProcess[] = [];

  beforeAll(async () => {
    [s3, database] = await Promise.all([startS3Server(), postgres!.open()]);
    for (const name of ['a', 'b']) dataDirs.push(await fs.mkdtemp(path.join(os.tmpdir(), `avs-identity-${name}-`)));
  });
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.stop('SIGKILL')));
    await Promise.all([database?.close(), s3?.close()]);
    await Promise.all(dataDirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
  });

  const start = async (dataDir: string) => {
    const node = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: database.url!, ...s3.env });
    nodes.push(node);
    return node;
  };
  const post = async (node: ServerProcess, cookie: string, route: string, body: unknown) => {
    const res = await fetch(`${node.url}${route}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return res.json() as Promise<unknown>;
  };
  const logLines = (node: ServerProcess) =>
    node
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  it('mixes with the analysis kept in the recording, measuring nothing, and names the recording', async () => {
    const nodeA = await start(dataDirs[0]!);
    const cookie = await signInOverHttp(nodeA, dataDirs[0]!, 'identity@harbourview.test');
    const voice = (await post(nodeA, cookie, '/api/synthesize-voice', { script: SCRIPT, voiceType: 'en-US-ken' })) as {
      audioId: string;
    };
    await nodeA.stop();
    const [recording] = await database.db.select().from(audioFiles).where(eq(audioFiles.id, voice.audioId));
    expect(recording).toMatchObject({ fileName: `${voice.audioId}.wav`, speaker: expect.stringMatching(/^local: /) });
    expect(recording!.voiceAnalysis).toMatchObject({ version: MIX_CACHE_VERSION });

    const nodeB = await start(dataDirs[1]!);
    const mix = mixAudioReply.parse(
      await post(nodeB, cookie, '/api/mix-audio', {
        voiceAudioId: voice.audioId,
        musicTrackId: 'corporate-upbeat',
        musicVolume: 15,
      }),
    );
    const mixed = logLines(nodeB).filter((line) => line.msg === 'mixed');
    expect(mixed).toEqual([expect.objectContaining({ recordingId: voice.audioId, voicePrepared: 'stored' })]);
    const [mixRow] = await database.db
      .select()
      .from(audioFiles)
      .where(eq(audioFiles.id, mix.url.split('/').at(-1)!));
    expect(mixRow!.recordingId).toBe(voice.audioId);
    for (const dir of dataDirs) expect(await unexpectedFilesOnNode(dir)).toEqual([]);
  });
});

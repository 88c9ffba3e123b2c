import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../paths.js';
import { startS3Server, type TestS3Server } from '../testing/s3-server.js';
import { startServerProcess } from '../testing/server-process.js';
import { leftoverTempFiles } from './temp-files.js';

// The real server process on STORAGE=s3: it checks the store at start and clears its temp folder.
let s3: TestS3Server;
let dataDir: string;
beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-proc-s3-'));
});
afterAll(async () => {
  await s3.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('the server process on an S3 store', () => {
  it('starts after removing the temporary files of crashed processes, and only theirs', async () => {
    // A process that has ended: its pid runs no more, like a node killed mid-mix.
    const ended = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => ended.on('exit', resolve));
    const files = {
      crashed: `${ended.pid}/mix.mp3`,
      olderVersion: 'upload-1a2b3c',
      // This test's own process is running: its work in progress stays.
      running: `${process.pid}/voice.mp3`,
    };
    for (const file of Object.values(files)) {
      await fs.mkdir(path.dirname(path.join(dataDir, 'tmp', file)), { recursive: true });
      await fs.writeFile(path.join(dataDir, 'tmp', file), 'half a file');
    }
    const server = await startServerProcess({ DATA_DIR: dataDir, ...s3.env });
    try {
      expect(server.output()).toContain('"storage":"s3"');
      expect(await leftoverTempFiles(dataDir)).toEqual([files.running]);
      const res = await fetch(`${server.url}/static/music/soft-jazz.mp3`, { headers: { range: 'bytes=0-1' } });
      expect(res.status).toBe(206);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  // The store answered and said no: the configuration is wrong, and the node stops at once (record
  // 113); a store that does not answer at all is waited for (store-away-at-start.process.test.ts).
  // s3rver knows its one key id but takes any secret, so the wrong credential is the key id.
  it.each([
    { wrong: 'bucket', env: { S3_BUCKET: 'no-such-bucket' }, reason: 'NoSuchBucket' },
    { wrong: 'access key', env: { S3_ACCESS_KEY_ID: 'NOT-S3RVER' }, reason: 'InvalidAccessKeyId' },
  ])(
    'refuses to start with a wrong $wrong, and says so',
    async ({ env, reason }) => {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'server/src/main.ts')], {
        env: { ...process.env, DATA_DIR: dataDir, PORT: '0', ...s3.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      const code = await new Promise((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain(`The s3 object store is not usable (`);
      expect(stderr).toContain(reason);
    },
    60_000,
  );
});

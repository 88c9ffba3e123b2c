import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import S3rver from 's3rver';
import { REPO_ROOT } from '../paths.js';

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** Where the server keeps its objects (not any node's DATA_DIR). */
  directory: string;
  /** The environment that points the app at this server: STORAGE=s3 and the S3_* variables. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server on loopback (the s3rver package: S3's REST API over HTTP, with
 * signature checks, multipart uploads, ranges, CopyObject and batch deletes) on a free port, with
 * its objects in a temporary folder and one empty bucket. s3rver checks signatures against its
 * fixed key pair, so the credentials below are its own, not secrets.
 */
export const TEST_BUCKET = 'avs-test-audio';

/** The environment that points the app at a test server: STORAGE=s3 and the S3_* variables. */
export function s3EnvFor(endpoint: string, bucket: string): Record<string, string> {
  return {
    STORAGE: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
}

/** On a free port unless `port` is given (a test that starts a node before its store). */
export async function startS3Server(bucket = TEST_BUCKET, port = 0): Promise<TestS3Server> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port: listening } = await server.run();
  const endpoint = `http://127.0.0.1:${listening}`;
  return {
    endpoint,
    bucket,
    directory,
    env: s3EnvFor(endpoint, bucket),
    close: async () => {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

export interface FrozenS3Server extends TestS3Server {
  /** Stops the server's process (SIGSTOP): connections are accepted by the kernel and never answered. */
  freeze(): void;
  /** Lets it run again (SIGCONT). */
  thaw(): void;
}

/**
 * The same server in a child process of its own (s3-server-child.ts), so a test can freeze it as
 * a hung store would be, and let it go again (issue 28).
 */
export async function startS3ServerProcess(port = 0): Promise<FrozenS3Server> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'server/src/testing/s3-server-child.ts')],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, S3_TEST_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const first = await Promise.race([
    createInterface({ input: child.stdout })[Symbol.asyncIterator]().next(),
    exited.then(() => undefined),
  ]);
  if (!first || first.done) throw new Error('the S3 server process ended before it was ready');
  const { endpoint, directory } = JSON.parse(first.value) as { endpoint: string; directory: string };
  return {
    endpoint,
    bucket: TEST_BUCKET,
    directory,
    env: s3EnvFor(endpoint, TEST_BUCKET),
    freeze: () => child.kill('SIGSTOP'),
    thaw: () => child.kill('SIGCONT'),
    close: async () => {
      child.kill('SIGCONT');
      child.kill('SIGTERM');
      await exited;
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

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
export async function startS3Server(bucket = 'avs-test-audio'): Promise<TestS3Server> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    directory,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: async () => {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BlobStore } from '../storage/blob-store.js';
import { createLocalBlobStore } from '../storage/local-blob-store.js';
import { createS3BlobStore } from '../storage/s3-blob-store.js';
import { startS3Server } from './s3-server.js';

/** The stores the contract suite runs against: local disk in a temporary folder, and S3 on a loopback s3rver. */
export interface StoreTarget {
  name: 'local' | 's3';
  open(): Promise<{ store: BlobStore; close(): Promise<void> }>;
}

export const storeTargets: StoreTarget[] = [
  {
    name: 'local',
    open: async () => {
      const root = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-store-'));
      return { store: createLocalBlobStore(root), close: () => fs.rm(root, { recursive: true, force: true }) };
    },
  },
  {
    name: 's3',
    open: async () => {
      const server = await startS3Server();
      const store = createS3BlobStore({
        bucket: server.bucket,
        region: 'us-east-1',
        endpoint: server.endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });
      return {
        store,
        close: async () => {
          store.client.destroy();
          await server.close();
        },
      };
    },
  },
];

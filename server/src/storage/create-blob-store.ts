import type { Config } from '../config/config.js';
import type { BlobStore } from './blob-store.js';
import { createLocalBlobStore } from './local-blob-store.js';

/**
 * The store the configuration asks for: DATA_DIR by default, an S3-compatible bucket with
 * STORAGE=s3. The AWS SDK is loaded only then, so the embedded default starts without it.
 */
export async function createBlobStore(config: Pick<Config, 'dataDir' | 'storage'>): Promise<BlobStore> {
  const { storage } = config;
  switch (storage.kind) {
    case 'local':
      return createLocalBlobStore(config.dataDir);
    case 's3': {
      const { createS3BlobStore } = await import('./s3-blob-store.js');
      return createS3BlobStore(storage);
    }
  }
}

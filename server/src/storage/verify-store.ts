import { randomUUID } from 'node:crypto';
import { StoreUnavailableError, type BlobStore } from './blob-store.js';

/**
 * Checked once at start: the store takes, returns and deletes a small object, so a wrong endpoint,
 * bucket or key stops start-up with a clear message instead of failing the first user's mix.
 */
export async function verifyStore(store: BlobStore): Promise<void> {
  const key = `startup-check/${randomUUID()}`;
  const probe = Buffer.from('AI Voice Studio start-up check');
  try {
    await store.put(key, { bytes: probe });
    const info = await store.head(key);
    if (info?.size !== probe.length) throw new Error('the object written could not be read back');
    await store.delete(key);
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new StoreUnavailableError(`The ${store.kind} object store is not usable (${reason})`);
  }
}

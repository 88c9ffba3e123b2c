import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertUserOnLogin } from '../auth/users.js';
import { manualClock } from '../clock.js';
import type { Database } from '../db/client.js';
import { audioFiles, libraryItems } from '../db/schema.js';
import type { ServiceContext } from '../deps.js';
import { storeAudioFile } from '../stored-audio/audio-files.js';
import { createLocalBlobStore } from '../storage/local-blob-store.js';
import { databaseTargets } from '../testing/databases.js';
import { keepInLibrary } from './keep-mix.js';

// The Library's cap under concurrent saves, on every database (record 115).
describe.each(databaseTargets())('keeping audio in the Library on $name', (target) => {
  let database: Database;
  let dataDir: string;
  const clock = manualClock(new Date('2026-11-21T10:00:00Z'));
  let ctx: ServiceContext;
  beforeAll(async () => {
    database = await target.open();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-keep-'));
    ctx = {
      database,
      clock,
      config: { dataDir, quotas: { libraryMaxBytes: 3 * 1000 } },
      store: createLocalBlobStore(dataDir),
    } as unknown as ServiceContext;
  });
  afterAll(async () => {
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('lets exactly as many of many concurrent saves through as the cap holds, sharing one object', async () => {
    const user = await upsertUserOnLogin(database.db, 'rush@example.com', clock.now());
    const mix = await storeAudioFile(
      database.db,
      ctx.store,
      {
        userId: user.id,
        kind: 'mix',
        durationSeconds: 2,
        expiresAt: new Date(clock.now().getTime() + 60_000),
        source: { bytes: Buffer.alloc(1000, 1) },
      },
      clock.now(),
    );
    const save = () =>
      keepInLibrary(ctx, user.id, { id: mix.id, notFound: 'gone' }, async (tx, file) => {
        await tx.insert(libraryItems).values({
          userId: user.id,
          audioFileId: file.id,
          title: 'rush',
          duration: 2,
          byteSize: file.byteSize,
        });
        return file;
      });
    const results = await Promise.allSettled(Array.from({ length: 8 }, save));
    const kept = results.filter((r) => r.status === 'fulfilled');
    expect(kept).toHaveLength(3);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r.reason as { status: number }).status)).toEqual(
      Array(5).fill(409),
    );
    // Refused saves left no rows; the kept ones name the mix's object.
    const rows = await database.db.select().from(audioFiles);
    expect(rows.filter((r) => r.fileName === mix.fileName)).toHaveLength(4);
  });
});

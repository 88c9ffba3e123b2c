import { describe, expect, it } from 'vitest';
import { upsertUserOnLogin } from '../auth/users.js';
import { audioFiles, libraryItems } from '../db/schema.js';
import { storeAudioFile } from '../stored-audio/audio-files.js';
import { databaseTargets } from '../testing/databases.js';
import { libraryDataContext } from '../testing/library-data-context.js';
import { keepInLibrary } from './keep-mix.js';

// The Library's cap under concurrent saves, on every database (record 115).
describe.each(databaseTargets())('keeping audio in the Library on $name', (target) => {
  const data = libraryDataContext(target, 'avs-keep-', { quotas: { libraryMaxBytes: 3 * 1000 } });
  const { clock } = data;

  it('lets exactly as many of many concurrent saves through as the cap holds, sharing one object', async () => {
    const user = await upsertUserOnLogin(data.database.db, 'rush@example.com', clock.now());
    const mix = await storeAudioFile(
      data.database.db,
      data.ctx.store,
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
      keepInLibrary(data.ctx, user.id, { id: mix.id, notFound: 'gone' }, async (tx, file) => {
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
    const rows = await data.database.db.select().from(audioFiles);
    expect(rows.filter((r) => r.fileName === mix.fileName)).toHaveLength(4);
  });
});

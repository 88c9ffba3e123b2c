import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { databaseTargets } from '../testing/databases.js';
import {
  findUploadedTrack,
  findUsableTrack,
  insertUploadedTrack,
  listUsableTracks,
  publishUploadedTrack,
} from './uploaded-tracks.js';

// Held tracks (record 106) on every database: PGlite always, PostgreSQL when TEST_DATABASE_URL is set.
describe.each(databaseTargets())('held music tracks on $name', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database.close());

  const track = (id: string, createdAt: string) => ({
    id,
    name: id,
    description: 'x',
    durationSeconds: 5,
    byteSize: 1,
    uploadedBy: 'admin',
    createdAt: new Date(createdAt),
  });

  it('counts a row written without the hold columns (as before them) as live', async () => {
    await database.db.execute(
      sql`insert into music_tracks (id, name, description, duration_seconds, byte_size, uploaded_by, created_at)
          values ('older', 'Older', 'x', 5, 1, 'admin', '2026-11-26T09:00:00Z')`,
    );
    expect(await findUsableTrack(database.db, 'older')).toMatchObject({ held: false, lineLossDb: null });
  });

  it('keeps an infinite loss, and refuses a held track without its figure', async () => {
    const silenced = { ...track('silenced', '2026-11-26T10:00:00Z'), held: true, lineLossDb: Infinity };
    expect(await insertUploadedTrack(database.db, silenced)).toBe(true);
    expect((await findUploadedTrack(database.db, 'silenced'))?.lineLossDb).toBe(Infinity);
    await expect(
      insertUploadedTrack(database.db, { ...track('no-figure', '2026-11-26T10:00:01Z'), held: true }),
    ).rejects.toThrow();
  });

  it('offers users only what is not held, and publishes once', async () => {
    await insertUploadedTrack(database.db, { ...track('bassy', '2026-11-26T11:00:00Z'), held: true, lineLossDb: 19.8 });
    expect(await findUsableTrack(database.db, 'bassy')).toBeUndefined();
    expect((await listUsableTracks(database.db)).map((t) => t.id)).toEqual(['older']);

    const at = new Date('2026-11-26T12:00:00Z');
    expect(await publishUploadedTrack(database.db, 'bassy', 'first-admin', at)).toBe(true);
    expect(await publishUploadedTrack(database.db, 'bassy', 'second-admin', new Date())).toBe(true);
    expect(await findUsableTrack(database.db, 'bassy')).toMatchObject({
      held: false,
      lineLossDb: expect.closeTo(19.8, 5),
      publishedBy: 'first-admin',
      publishedAt: at,
    });
    expect((await listUsableTracks(database.db)).map((t) => t.id)).toEqual(['older', 'bassy']);
    expect(await publishUploadedTrack(database.db, 'never-uploaded', 'first-admin', at)).toBe(false);
  });
});

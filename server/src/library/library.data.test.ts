import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeAudioFile } from '../stored-audio/audio-files.js';
import { upsertUserOnLogin } from '../auth/users.js';
import { manualClock } from '../clock.js';
import type { Database } from '../db/client.js';
import { libraryItems } from '../db/schema.js';
import type { ServiceContext } from '../deps.js';
import { createLocalBlobStore } from '../storage/local-blob-store.js';
import { databaseTargets } from '../testing/databases.js';
import { deleteLibraryItem } from './delete-library-item.js';
import { listLibrary } from './list-library.js';

// The Library queries on every database: PGlite always, PostgreSQL when TEST_DATABASE_URL is set.
describe.each(databaseTargets())('library items on $name', (target) => {
  let database: Database;
  let dataDir: string;
  const clock = manualClock(new Date('2026-11-21T10:00:00Z'));
  let ctx: ServiceContext;
  beforeAll(async () => {
    database = await target.open();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-library-data-'));
    ctx = { database, clock, config: { dataDir }, store: createLocalBlobStore(dataDir) } as unknown as ServiceContext;
  });
  afterAll(async () => {
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  async function addItem(userId: string, title: string, messageType: string | null = null) {
    const file = await storeAudioFile(
      database.db,
      ctx.store,
      { userId, kind: 'mix', durationSeconds: 2, expiresAt: null, source: { bytes: Buffer.from('mp3') } },
      clock.now(),
    );
    const [row] = await database.db
      .insert(libraryItems)
      .values({ userId, audioFileId: file.id, title, duration: 2, byteSize: 3, messageType, createdAt: clock.now() })
      .returning();
    clock.advance(1000);
    return row!;
  }

  it("lists newest first, only the owner's", async () => {
    const owner = await upsertUserOnLogin(database.db, 'owner@example.com', clock.now());
    const other = await upsertUserOnLogin(database.db, 'other@example.com', clock.now());
    await addItem(owner.id, 'a');
    await addItem(other.id, 'x');
    await addItem(owner.id, 'b');
    expect((await listLibrary(ctx, owner.id)).map((i) => i.title)).toEqual(['b', 'a']);
  });

  it('lists the message type an item was saved as, and none for one without (or one no longer known)', async () => {
    const user = await upsertUserOnLogin(database.db, 'types@example.com', clock.now());
    await addItem(user.id, 'untyped');
    await addItem(user.id, 'greeting', 'voicemail');
    await addItem(user.id, 'retired', 'radio-advert');
    expect((await listLibrary(ctx, user.id)).map(({ title, messageType }) => ({ title, messageType }))).toEqual([
      { title: 'retired', messageType: null },
      { title: 'greeting', messageType: 'voicemail' },
      { title: 'untyped', messageType: null },
    ]);
  });

  it('refuses a second item for the same audio file', async () => {
    const user = await upsertUserOnLogin(database.db, 'twice@example.com', clock.now());
    const item = await addItem(user.id, 'once');
    await expect(
      database.db
        .insert(libraryItems)
        .values({ userId: user.id, audioFileId: item.audioFileId, title: 'twice', duration: 2, byteSize: 3 }),
    ).rejects.toThrow();
  });

  it("deletes only the owner's item, and its audio row goes with it", async () => {
    const owner = await upsertUserOnLogin(database.db, 'deleter@example.com', clock.now());
    const stranger = await upsertUserOnLogin(database.db, 'stranger@example.com', clock.now());
    const item = await addItem(owner.id, 'mine');
    await expect(deleteLibraryItem(ctx, stranger.id, item.id)).rejects.toMatchObject({ status: 404 });
    await deleteLibraryItem(ctx, owner.id, item.id);
    expect(await database.db.select().from(libraryItems).where(eq(libraryItems.id, item.id))).toEqual([]);
    await expect(deleteLibraryItem(ctx, owner.id, item.id)).rejects.toMatchObject({ status: 404 });
  });
});

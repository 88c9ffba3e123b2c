import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storeAudioFile } from '../stored-audio/audio-files.js';
import { upsertUserOnLogin } from '../auth/users.js';
import { libraryItems } from '../db/schema.js';
import { databaseTargets } from '../testing/databases.js';
import { libraryDataContext } from '../testing/library-data-context.js';
import { deleteLibraryItem } from './delete-library-item.js';
import { listLibrary } from './list-library.js';

// The Library queries on every database: PGlite always, PostgreSQL when TEST_DATABASE_URL is set.
describe.each(databaseTargets())('library items on $name', (target) => {
  const data = libraryDataContext(target, 'avs-library-data-');
  const { clock } = data;

  async function addItem(userId: string, title: string, messageType: string | null = null) {
    const file = await storeAudioFile(
      data.database.db,
      data.ctx.store,
      { userId, kind: 'mix', durationSeconds: 2, expiresAt: null, source: { bytes: Buffer.from('mp3') } },
      clock.now(),
    );
    const [row] = await data.database.db
      .insert(libraryItems)
      .values({ userId, audioFileId: file.id, title, duration: 2, byteSize: 3, messageType, createdAt: clock.now() })
      .returning();
    clock.advance(1000);
    return row!;
  }

  it("lists newest first, only the owner's", async () => {
    const owner = await upsertUserOnLogin(data.database.db, 'owner@example.com', clock.now());
    const other = await upsertUserOnLogin(data.database.db, 'other@example.com', clock.now());
    await addItem(owner.id, 'a');
    await addItem(other.id, 'x');
    await addItem(owner.id, 'b');
    expect((await listLibrary(data.ctx, owner.id)).map((i) => i.title)).toEqual(['b', 'a']);
  });

  it('lists the message type an item was saved as, and none for one without (or one no longer known)', async () => {
    const user = await upsertUserOnLogin(data.database.db, 'types@example.com', clock.now());
    await addItem(user.id, 'untyped');
    await addItem(user.id, 'greeting', 'voicemail');
    await addItem(user.id, 'retired', 'radio-advert');
    expect((await listLibrary(data.ctx, user.id)).map(({ title, messageType }) => ({ title, messageType }))).toEqual([
      { title: 'retired', messageType: null },
      { title: 'greeting', messageType: 'voicemail' },
      { title: 'untyped', messageType: null },
    ]);
  });

  it('refuses a second item for the same audio file', async () => {
    const user = await upsertUserOnLogin(data.database.db, 'twice@example.com', clock.now());
    const item = await addItem(user.id, 'once');
    await expect(
      data.database.db
        .insert(libraryItems)
        .values({ userId: user.id, audioFileId: item.audioFileId, title: 'twice', duration: 2, byteSize: 3 }),
    ).rejects.toThrow();
  });

  it("deletes only the owner's item, and its audio row goes with it", async () => {
    const owner = await upsertUserOnLogin(data.database.db, 'deleter@example.com', clock.now());
    const stranger = await upsertUserOnLogin(data.database.db, 'stranger@example.com', clock.now());
    const item = await addItem(owner.id, 'mine');
    await expect(deleteLibraryItem(data.ctx, stranger.id, item.id)).rejects.toMatchObject({ status: 404 });
    await deleteLibraryItem(data.ctx, owner.id, item.id);
    expect(await data.database.db.select().from(libraryItems).where(eq(libraryItems.id, item.id))).toEqual([]);
    await expect(deleteLibraryItem(data.ctx, owner.id, item.id)).rejects.toMatchObject({ status: 404 });
  });
});

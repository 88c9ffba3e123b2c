import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import type { ProgrammeSettings } from '#common/schemas/programmes.js';
import { upsertUserOnLogin } from '../auth/users.js';
import { manualClock } from '../clock.js';
import type { Database } from '../db/client.js';
import { audioFiles, jobs, libraryItems, users } from '../db/schema.js';
import { databaseTargets } from '../testing/databases.js';
import { programmeReplyFor } from './programme-reply.js';
import {
  deleteProgrammeRow,
  insertProgramme,
  listProgrammeRows,
  requireOwnedProgramme,
  updateProgramme,
} from './programme-store.js';

// The programme queries on every database: PGlite always, PostgreSQL when TEST_DATABASE_URL is set.
describe.each(databaseTargets())('programmes on $name', (target) => {
  let database: Database;
  const clock = manualClock(new Date('2026-11-21T10:00:00Z'));
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database.close());

  const settings = (itemIds: string[]): ProgrammeSettings => ({
    title: 'Hold programme',
    itemIds,
    trackId: 'soft-jazz',
    volume: 20,
    gapSeconds: 12,
    targetSystem: 'cisco',
  });

  /** A Library item (no recipe: the reply says so) with its own audio row. */
  async function addItem(userId: string, title: string) {
    const [file] = await database.db
      .insert(audioFiles)
      .values({ userId, kind: 'mix', fileName: `${title}-${userId}.mp3`, durationSeconds: 30, byteSize: 3 })
      .returning();
    const [row] = await database.db
      .insert(libraryItems)
      .values({ userId, audioFileId: file!.id, title, duration: 30, byteSize: 3, createdAt: clock.now() })
      .returning();
    return row!;
  }

  it('lists newest first and only the owner’s; another user’s id answers 404 in the contract’s words', async () => {
    const owner = await upsertUserOnLogin(database.db, 'owner@example.com', clock.now());
    const other = await upsertUserOnLogin(database.db, 'other@example.com', clock.now());
    const item = await addItem(owner.id, 'welcome');
    const older = await insertProgramme(database.db, owner.id, settings([item.id, item.id]), clock.now());
    clock.advance(1000);
    const newer = await insertProgramme(database.db, owner.id, settings([item.id]), clock.now());
    await insertProgramme(database.db, other.id, settings([item.id]), clock.now());

    expect((await listProgrammeRows(database.db, owner.id)).map((p) => p.id)).toEqual([newer.id, older.id]);
    expect((await requireOwnedProgramme(database.db, owner.id, older.id)).itemIds).toEqual([item.id, item.id]);
    for (const [userId, id] of [
      [other.id, older.id],
      [owner.id, 'not-a-uuid'],
    ])
      await expect(requireOwnedProgramme(database.db, userId!, id!)).rejects.toMatchObject({
        status: 404,
        message: messages.programmes.notFound,
      });
    await expect(
      updateProgramme(database.db, { id: older.id, userId: other.id }, { title: 'x' }),
    ).rejects.toMatchObject({
      status: 404,
    });
    await deleteProgrammeRow(database.db, { id: older.id, userId: other.id });
    expect(await requireOwnedProgramme(database.db, owner.id, older.id)).toMatchObject({ id: older.id });
  });

  it('names a render job only while it is queued or running, and marks a render out of date once an item goes', async () => {
    const user = await upsertUserOnLogin(database.db, 'render@example.com', clock.now());
    const item = await addItem(user.id, 'hours');
    const programme = await insertProgramme(database.db, user.id, settings([item.id]), clock.now());
    const [job] = await database.db
      .insert(jobs)
      .values({
        kind: 'programme-render',
        userId: user.id,
        dedupeKey: 'render',
        payload: { programmeId: programme.id },
      })
      .returning();
    const [render] = await database.db
      .insert(audioFiles)
      .values({
        userId: user.id,
        kind: 'programme',
        fileName: `render-${user.id}.mp3`,
        durationSeconds: 45,
        byteSize: 9,
      })
      .returning();
    const rendered = await updateProgramme(database.db, programme, {
      renderJobId: job!.id,
      audioId: render!.id,
      cuts: [0],
      renderedTitles: ['hours'],
      renderedSignature: 'what it was made from',
    });
    expect(await programmeReplyFor(database.db, rendered)).toMatchObject({
      renderJobId: job!.id,
      render: { audioId: render!.id, url: `/api/audio/${render!.id}`, duration: 45, byteSize: 9 },
      outOfDate: true,
      items: [{ itemId: item.id, title: 'hours', voiceSeconds: null, problem: messages.programmes.itemWithoutRecipe }],
    });

    await database.db.update(jobs).set({ state: 'done' }).where(eq(jobs.id, job!.id));
    await database.db.delete(audioFiles).where(eq(audioFiles.id, item.audioFileId));
    const after = await programmeReplyFor(database.db, await requireOwnedProgramme(database.db, user.id, programme.id));
    expect(after).toMatchObject({
      renderJobId: null,
      outOfDate: true,
      items: [{ itemId: item.id, title: null, problem: messages.programmes.itemDeleted }],
    });

    // The render row going (the account, or a delete) leaves the programme without one; the account takes the programme.
    await database.db.delete(audioFiles).where(eq(audioFiles.id, render!.id));
    expect((await requireOwnedProgramme(database.db, user.id, programme.id)).audioId).toBeNull();
    await database.db.delete(users).where(eq(users.id, user.id));
    expect(await listProgrammeRows(database.db, user.id)).toEqual([]);
  });
});

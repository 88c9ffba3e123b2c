import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import type { LibraryItem, LibraryListReply, SaveLibraryReply } from '#common/schemas/library.js';
import { MIX_TTL_MS } from '#common/schemas/mix.js';
import { audioKey } from '../stored-audio/audio-files.js';
import { purgeExpiredAudio, SHARE_GRACE_MS } from '../stored-audio/purge-expired-audio.js';
import { readBlob } from '../storage/blob-files.js';
import { audioFiles } from '../db/schema.js';
import { toneFile } from '../testing/audio-fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { api, signInUser, storeMix, type TestUser } from '../testing/api-kit.js';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let mp3: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signInUser(t, 'alice@example.com');
  bob = await signInUser(t, 'bob@example.com');
  mp3 = await toneFile(t.deps.ffmpeg.path, 'mp3', 3);
});
afterAll(() => t.close());

const save = (payload: object, user = alice) => api(t, 'POST', '/api/library', user.cookie, payload);
const list = async (user = alice) => (await api(t, 'GET', '/api/library', user.cookie)).json<LibraryListReply>().items;

describe('POST /api/library', () => {
  it('needs a signed-in user', async () => {
    const mix = await storeMix(t, alice.id, mp3);
    expect((await save({ audioId: mix.id }, { ...alice, cookie: '' })).statusCode).toBe(401);
  });

  it('keeps a copy of the mix without expiry, titled by date when no title is given', async () => {
    const mix = await storeMix(t, alice.id, mp3);
    const res = await save({ audioId: mix.id });
    expect(res.statusCode).toBe(200);
    const { item, message } = res.json<SaveLibraryReply>();
    expect(message).toBe(messages.library.savedTitle);
    expect(item).toMatchObject({
      // No business profile and no device zone sent: the day in UTC (record 136).
      title: 'On-hold message – Sat, Nov 21, 2026',
      duration: 3,
      byteSize: mp3.length,
      url: `/api/audio/${item.audioId}`,
      // Saved without a type, as before the Library kept one: the Guide opens on its first tab.
      messageType: null,
    });
    expect(item.audioId).not.toBe(mix.id);
    const [kept] = await t.deps.database.db.select().from(audioFiles).where(eq(audioFiles.id, item.audioId));
    expect(kept).toMatchObject({ userId: alice.id, kind: 'mix', expiresAt: null });
    expect(await readBlob(t.deps.store, audioKey(kept!))).toEqual(mp3);

    // Two days on, the mix is gone and purged, the Library copy still plays.
    t.clock.advance(2 * MIX_TTL_MS);
    await purgeExpiredAudio(t.deps.database.db, t.deps.store, t.clock.now());
    expect((await api(t, 'GET', `/api/audio/${mix.id}`, alice.cookie)).statusCode).toBe(410);
    const own = await api(t, 'GET', item.url, alice.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.length).toBe(mp3.length);
    expect((await api(t, 'GET', item.url, bob.cookie)).statusCode).toBe(404);
  });

  it('takes a title, trimmed', async () => {
    const mix = await storeMix(t, alice.id, mp3);
    const { item } = (await save({ audioId: mix.id, title: '  Bright Smile hold  ' })).json<SaveLibraryReply>();
    expect(item.title).toBe('Bright Smile hold');
  });

  it('names an untitled message by its type when it has one', async () => {
    const mix = await storeMix(t, alice.id, mp3);
    const { item } = (await save({ audioId: mix.id, messageType: 'voicemail' })).json<SaveLibraryReply>();
    expect(item.title).toMatch(/^Voicemail Greeting – [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  });

  it('keeps the message type it was made as, and lists it back', async () => {
    const user = await signInUser(t, 'typed@example.com');
    const voicemail = await storeMix(t, user.id, mp3);
    const res = await save({ audioId: voicemail.id, title: 'greeting', messageType: 'voicemail' }, user);
    expect(res.statusCode).toBe(200);
    expect(res.json<SaveLibraryReply>().item.messageType).toBe('voicemail');
    t.clock.advance(60_000);
    const untyped = await storeMix(t, user.id, mp3);
    expect((await save({ audioId: untyped.id, title: 'untyped' }, user)).statusCode).toBe(200);
    expect((await list(user)).map(({ title, messageType }) => ({ title, messageType }))).toEqual([
      { title: 'untyped', messageType: null },
      { title: 'greeting', messageType: 'voicemail' },
    ]);
  });

  it('refuses a message type the product does not have, keeping nothing', async () => {
    const user = await signInUser(t, 'badtype@example.com');
    const mix = await storeMix(t, user.id, mp3);
    for (const messageType of ['podcast', '', 'Voicemail', 3, null]) {
      const res = await save({ audioId: mix.id, messageType }, user);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: messages.scripts.invalidMessageType, code: 'validation' });
    }
    expect(await list(user)).toEqual([]);
    const files = await t.deps.database.db.select().from(audioFiles).where(eq(audioFiles.userId, user.id));
    expect(files.map((f) => f.id)).toEqual([mix.id]);
  });

  it("refuses another user's, an unknown and a non-mix audio id, and an expired one as gone", async () => {
    const foreign = await storeMix(t, bob.id, mp3);
    const r1 = await save({ audioId: foreign.id });
    expect(r1.statusCode).toBe(404);
    expect(r1.json()).toEqual({ success: false, message: messages.library.notFound, code: 'not_found' });

    const old = await storeMix(t, alice.id, mp3);
    t.clock.advance(MIX_TTL_MS);
    expect((await save({ audioId: old.id })).statusCode).toBe(410);

    expect((await save({ audioId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await save({ audioId: 'not-a-uuid' })).statusCode).toBe(404);

    const voice = await storeMix(t, alice.id, mp3, 'voice');
    const r2 = await save({ audioId: voice.id });
    expect(r2.statusCode).toBe(400);
    expect(r2.json()).toEqual({ success: false, message: messages.library.notMix, code: 'validation' });
  });

  it('refuses bad bodies with a clear message', async () => {
    const r1 = await save({});
    expect(r1.statusCode).toBe(400);
    expect(r1.json().message).toBe(messages.library.audioRequired);
    const r2 = await save({ audioId: '   ' });
    expect(r2.json().message).toBe(messages.library.audioRequired);
    const mix = await storeMix(t, alice.id, mp3);
    const r3 = await save({ audioId: mix.id, title: 'x'.repeat(121) });
    expect(r3.statusCode).toBe(400);
    expect(r3.json().message).toBe(messages.library.titleTooLong);
  });
});

describe('GET and DELETE /api/library', () => {
  it("lists only the user's own items, newest first", async () => {
    const user = await signInUser(t, 'carol@example.com');
    const titles = ['first', 'second', 'third'];
    for (const title of titles) {
      const mix = await storeMix(t, user.id, mp3);
      expect((await save({ audioId: mix.id, title }, user)).statusCode).toBe(200);
      t.clock.advance(60_000);
    }
    expect((await list(user)).map((i) => i.title)).toEqual(['third', 'second', 'first']);
    expect((await list(bob)).map((i) => i.title)).not.toContain('first');
    expect((await api(t, 'GET', '/api/library', '')).statusCode).toBe(401);
  });

  it("deletes the owner's item with its file; anyone else gets 404", async () => {
    const mix = await storeMix(t, alice.id, mp3);
    const { item } = (await save({ audioId: mix.id, title: 'to delete' })).json<SaveLibraryReply>();
    const key = audioKey(
      (await t.deps.database.db.select().from(audioFiles).where(eq(audioFiles.id, item.audioId)))[0]!,
    );

    const foreign = await api(t, 'DELETE', `/api/library/${item.id}`, bob.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ success: false, message: messages.library.itemNotFound, code: 'not_found' });
    expect((await api(t, 'DELETE', '/api/library/nope', alice.cookie)).statusCode).toBe(404);

    const own = await api(t, 'DELETE', `/api/library/${item.id}`, alice.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ success: true, message: messages.library.deletedTitle });
    expect((await list()).map((i: LibraryItem) => i.id)).not.toContain(item.id);
    expect((await api(t, 'GET', item.url, alice.cookie)).statusCode).toBe(404);
    expect((await api(t, 'DELETE', `/api/library/${item.id}`, alice.cookie)).statusCode).toBe(404);
    // The item shared its mix's audio (record 115): it plays at the mix's address for the rest of its day.
    expect(await t.deps.store.head(key)).toBeDefined();
    expect((await api(t, 'GET', `/api/audio/${mix.id}`, alice.cookie)).statusCode).toBe(200);
    await purgeExpiredAudio(t.deps.database.db, t.deps.store, new Date(mix.expiresAt!.getTime() + SHARE_GRACE_MS));
    expect(await t.deps.store.head(key)).toBeUndefined();
  });
});

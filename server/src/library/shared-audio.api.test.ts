import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import type { SaveLibraryReply } from '#common/schemas/library.js';
import { MIX_TTL_MS } from '#common/schemas/mix.js';
import { purgeExpiredAudio, SHARE_GRACE_MS } from '../stored-audio/purge-expired-audio.js';
import { toneFile } from '../testing/audio-fixtures.js';
import { api, signInUser, storeMix, type TestUser } from '../testing/api-kit.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/**
 * Issue 29, finding 6: every Library save was a full copy (40 saves of one mix: 37.7 MB). A save
 * and a duplicate now share the mix's object; the mix's own 24 hours still answer at its address
 * (record 115). And a user's Library holds at most LIBRARY_MAX_MB.
 */
let t: TestApp;
let alice: TestUser;
let mp3: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  alice = await signInUser(t, 'sharer@example.com');
  mp3 = await toneFile(t.deps.ffmpeg.path, 'mp3', 3);
});
afterAll(() => t.close());

async function storedAudio(): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of t.deps.store.list('audio/')) keys.push(entry.key);
  return keys;
}
const save = async (audioId: string, user = alice) =>
  (await api(t, 'POST', '/api/library', user.cookie, { audioId })).json<SaveLibraryReply>().item;
const plays = async (url: string, user = alice) => {
  const res = await api(t, 'GET', url, user.cookie);
  return res.statusCode === 200 && res.rawPayload.equals(mp3);
};
const purgeAfter = (mixExpiry: Date) =>
  purgeExpiredAudio(t.deps.database.db, t.deps.store, new Date(mixExpiry.getTime() + SHARE_GRACE_MS));

describe('Library items share their audio', () => {
  it('keeps one object for 40 saves and a duplicate of one mix, and each plays after the mix has gone', async () => {
    const before = (await storedAudio()).length;
    const mix = await storeMix(t, alice.id, mp3);
    const items = [];
    for (let i = 0; i < 40; i++) items.push(await save(mix.id));
    const copy = await api(t, 'POST', `/api/library/${items[0]!.id}/copy`, alice.cookie);
    expect(copy.statusCode).toBe(200);
    items.push(copy.json<SaveLibraryReply>().item);
    expect((await storedAudio()).length).toBe(before + 1);

    // The mix's own address answers as it always did: 410 after its 24 hours.
    t.clock.advance(MIX_TTL_MS + SHARE_GRACE_MS);
    await purgeAfter(mix.expiresAt!);
    expect((await api(t, 'GET', `/api/audio/${mix.id}`, alice.cookie)).statusCode).toBe(410);
    for (const item of [items[0]!, items[39]!, items[40]!]) expect(await plays(item.url)).toBe(true);

    // Deleting all but one item keeps the audio for the last; deleting the last takes it.
    for (const item of items.slice(1)) {
      expect((await api(t, 'DELETE', `/api/library/${item.id}`, alice.cookie)).statusCode).toBe(200);
    }
    expect(await plays(items[0]!.url)).toBe(true);
    expect((await api(t, 'DELETE', `/api/library/${items[0]!.id}`, alice.cookie)).statusCode).toBe(200);
    expect((await storedAudio()).length).toBe(before);
  });

  it("keeps an item's exports its own, and replacing its audio frees the old object only when nothing shares it", async () => {
    const first = await storeMix(t, alice.id, mp3);
    const item = await save(first.id);
    const exported = await api(t, 'GET', `/api/audio/${item.audioId}/export/wav-ulaw-8k`, alice.cookie);
    expect(exported.statusCode).toBe(200);
    const exports = async () => {
      const keys: string[] = [];
      for await (const entry of t.deps.store.list('exports/')) keys.push(entry.key);
      return keys.filter((key) => key.includes(item.audioId));
    };
    expect(await exports()).toHaveLength(1);

    const second = await storeMix(t, alice.id, mp3);
    const replaced = await api(t, 'PUT', `/api/library/${item.id}/audio`, alice.cookie, { audioId: second.id });
    expect(replaced.statusCode).toBe(200);
    // The old audio's exports go at once; its object stays while its mix is live.
    expect(await exports()).toEqual([]);
    expect(await plays(`/api/audio/${first.id}`)).toBe(true);
    t.clock.advance(MIX_TTL_MS + SHARE_GRACE_MS);
    await purgeAfter(second.expiresAt!);
    expect(await plays(replaced.json<SaveLibraryReply>().item.url)).toBe(true);
  });
});

describe('the Library size cap', () => {
  it('refuses a save and a duplicate past LIBRARY_MAX_MB in plain words; a same-size replacement fits, and a delete makes room', async () => {
    // 0.01 MB is 10,486 bytes: two mixes of 4 kB fit, a third does not.
    const small = await createTestApp({ LIBRARY_MAX_MB: '0.01' });
    try {
      const user = await signInUser(small, 'full@example.com');
      const mix = () => storeMix(small, user.id, Buffer.alloc(4096, 7));
      const post = (url: string, payload?: object) => api(small, 'POST', url, user.cookie, payload);
      const [a, b, c] = [await mix(), await mix(), await mix()];
      const first = (await post('/api/library', { audioId: a.id })).json<SaveLibraryReply>().item;
      expect((await post('/api/library', { audioId: b.id })).statusCode).toBe(200);

      const full = formatMessage(messages.library.full, { limit: 0, used: 1 });
      const refused = await post('/api/library', { audioId: c.id });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(full);
      expect((await post(`/api/library/${first.id}/copy`)).json().message).toBe(full);
      expect((await api(small, 'GET', '/api/library', user.cookie)).json().items).toHaveLength(2);

      // Replacing an item's audio with audio of the same size takes no more room.
      const swap = await api(small, 'PUT', `/api/library/${first.id}/audio`, user.cookie, { audioId: c.id });
      expect(swap.statusCode).toBe(200);
      expect((await api(small, 'DELETE', `/api/library/${first.id}`, user.cookie)).statusCode).toBe(200);
      expect((await post('/api/library', { audioId: a.id })).statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });
});

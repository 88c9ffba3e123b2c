import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { api, signInUser, storeMix } from '../testing/api-kit.js';

/** Issue 12, finding 10: after a failed Library save the copied file was left behind. */
let t: TestApp;
/** Every stored user audio object: the Library's copy would be one more. */
async function storedAudio(): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of t.deps.store.list('audio/')) keys.push(entry.key);
  return keys.sort();
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a Library save that fails', () => {
  it('removes its copy of the file along with its row', async () => {
    const user = await signInUser(t, 'cleanup@example.com');
    const mix = await storeMix(t, user.id, Buffer.alloc(4096, 7));
    const before = await storedAudio();

    // A real database failure after the copy is made: the Library table refuses the row.
    await t.deps.database.db.execute(sql`
      create function refuse_library_item() returns trigger language plpgsql as
        $$ begin raise exception 'library unavailable'; end $$`);
    await t.deps.database.db.execute(sql`
      create trigger refuse_library_item before insert on library_items
        for each row execute function refuse_library_item()`);
    try {
      const res = await api(t, 'POST', '/api/library', user.cookie, { audioId: mix.id });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toMatch(/library unavailable|at .*\.ts:\d+/);
    } finally {
      await t.deps.database.db.execute(sql`drop trigger refuse_library_item on library_items`);
    }

    expect(await storedAudio()).toEqual(before);
    const rows = await t.deps.database.db.query.audioFiles.findMany();
    expect(rows.map((r) => r.id)).toEqual([mix.id]);
  });
});

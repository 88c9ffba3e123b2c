import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import { SAME_ORIGIN } from '../testing/http.js';
import { signInCookie } from '../testing/sign-in.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/** Issue 29, finding 6: one user saved 351 scripts a second. At most SAVED_SCRIPTS_PER_DAY in 24 hours (record 115). */
const LIMIT = 4;
let t: TestApp;
let owner: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp({ SAVED_SCRIPTS_PER_DAY: String(LIMIT) });
  [owner, other] = [await signInCookie(t, 'writer@example.com'), await signInCookie(t, 'colleague@example.com')];
});
afterAll(() => t.close());

const save = (cookie: string, n: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/save-script',
    headers: { ...SAME_ORIGIN, cookie },
    payload: { scriptContent: `Thank you for calling, version ${n}.`, messageType: 'on-hold' },
  });
const listed = async (cookie: string) =>
  (await t.app.inject({ url: '/api/scripts/on-hold', headers: { cookie } })).json<{ scripts: { id: string }[] }>()
    .scripts;

describe('POST /api/save-script within a daily cap', () => {
  it('saves up to the cap, then refuses in plain words until the 24 hours are over', async () => {
    for (let n = 1; n <= LIMIT; n++) expect((await save(owner, n)).statusCode).toBe(200);
    const refused = await save(owner, LIMIT + 1);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(formatMessage(messages.scripts.tooManySaved, { limit: LIMIT, hours: 24 }));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    // Nothing of the refused save was kept; the spec's list rules still hold (today's, at most 5).
    expect((await listed(owner)).length).toBe(LIMIT);

    // Deleting a saved script does not make room: the cap counts saves.
    const [first] = await listed(owner);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/scripts/${first!.id}`,
      headers: { ...SAME_ORIGIN, cookie: owner },
    });
    expect(del.statusCode).toBe(200);
    expect((await save(owner, 99)).statusCode).toBe(429);

    // Another user has a cap of their own.
    expect((await save(other, 1)).statusCode).toBe(200);

    t.clock.advance(24 * 60 * 60_000);
    expect((await save(owner, 100)).statusCode).toBe(200);
  });
});

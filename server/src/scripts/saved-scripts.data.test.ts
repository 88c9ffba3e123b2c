import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertUserOnLogin } from '../auth/users.js';
import { manualClock } from '../clock.js';
import type { Database } from '../db/client.js';
import { loadConfig } from '../config/config.js';
import type { ServiceContext } from '../deps.js';
import { databaseTargets } from '../testing/databases.js';
import { deleteSavedScript } from './delete-saved-script.js';
import { listSavedScripts } from './list-saved-scripts.js';
import { saveScript } from './save-script.js';

// The saved-script queries on every database: PGlite always, PostgreSQL when TEST_DATABASE_URL is set.
describe.each(databaseTargets())('saved scripts on $name', (target) => {
  let database: Database;
  const clock = manualClock(new Date('2026-03-08T12:00:00Z'));
  let ctx: ServiceContext;
  beforeAll(async () => {
    database = await target.open();
    // The day's quota of saved scripts (record 115) is read from the configuration's defaults.
    ctx = { database, clock, config: loadConfig({}) } as unknown as ServiceContext;
  });
  afterAll(() => database.close());

  const body = (scriptContent: string) => ({
    scriptContent,
    messageType: 'on-hold' as const,
    pauseLength: 'medium' as const,
    enableParagraphPauses: true,
    secondScriptContent: '',
  });

  it('keeps the day boundary of a daylight-saving change (New York, 8 March 2026 has 23 hours)', async () => {
    const user = await upsertUserOnLogin(database.db, 'dst@example.com', clock.now());
    // 04:59 UTC is 23:59 on the 7th in New York; 05:00 UTC is midnight starting the 8th (still EST).
    clock.advance(new Date('2026-03-08T04:59:00Z').getTime() - clock.now().getTime());
    await saveScript(ctx, user.id, body('the seventh'));
    clock.advance(60_000);
    await saveScript(ctx, user.id, body('the eighth, first minute'));
    // 03:59 UTC on the 9th is 23:59 on the 8th in New York, now on daylight time (UTC-4).
    clock.advance(new Date('2026-03-09T03:59:00Z').getTime() - clock.now().getTime());
    const listed = await listSavedScripts(ctx, user.id, 'on-hold', 'America/New_York');
    expect(listed.map((s) => s.content)).toEqual(['the eighth, first minute']);
  });

  it("deletes only the owner's script", async () => {
    const owner = await upsertUserOnLogin(database.db, 'owner@example.com', clock.now());
    const stranger = await upsertUserOnLogin(database.db, 'stranger@example.com', clock.now());
    const saved = await saveScript(ctx, owner.id, body('mine'));
    await expect(deleteSavedScript(ctx, stranger.id, saved.id)).rejects.toMatchObject({ status: 404 });
    await deleteSavedScript(ctx, owner.id, saved.id);
    await expect(deleteSavedScript(ctx, owner.id, saved.id)).rejects.toMatchObject({ status: 404 });
  });
});

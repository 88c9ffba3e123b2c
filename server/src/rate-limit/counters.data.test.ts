import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { databaseTargets } from '../testing/databases.js';
import { increment, incrementEach } from './counters.js';

/**
 * Issue 29, finding 6: refused requests still wrote to their rate counters, which grew with every
 * retry. Past its limit a counter is read, not written (record 115).
 */
describe.each(databaseTargets())('rate counters past their limit, on $name', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database.close());
  const now = new Date('2026-04-01T09:00:00Z');
  const window = 60_000;
  /** The row's version: a new one for every write (PostgreSQL's xmin). */
  const version = async (key: string) => {
    const result = (await database.db.execute(sql`select xmin::text as v from rate_counters where key = ${key}`)) as {
      rows: { v: string }[];
    };
    return result.rows[0]?.v;
  };

  it('stop at the first refused request and write nothing for the rest', async () => {
    const counts: number[] = [];
    for (let i = 0; i < 5; i++) counts.push((await increment(database.db, 'capped', now, window, 1, 3)).count);
    expect(counts).toEqual([1, 2, 3, 4, 4]);
    const before = await version('capped');
    for (let i = 0; i < 20; i++) expect((await increment(database.db, 'capped', now, window, 1, 3)).count).toBe(4);
    expect(await version('capped')).toBe(before);
    // A new window counts again from one.
    expect((await increment(database.db, 'capped', new Date(now.getTime() + window), window, 1, 3)).count).toBe(1);
  });

  it('let exactly the limit through among concurrent requests', async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, () => increment(database.db, 'crowd', now, window, 1, 5)),
    );
    expect(results.filter((r) => r.count <= 5)).toHaveLength(5);
    expect(Math.max(...results.map((r) => r.count))).toBe(6);
  });

  it('count the keys still under their limit when one of several is past it', async () => {
    for (let i = 0; i < 3; i++) await increment(database.db, 'full', now, window, 1, 2);
    const before = await version('full');
    const [full, open] = await incrementEach(database.db, ['full', 'open'], now, window, 1, 2);
    expect([full.count, open.count]).toEqual([3, 1]);
    expect(await version('full')).toBe(before);
  });
});

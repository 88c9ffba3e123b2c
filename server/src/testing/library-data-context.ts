import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { manualClock } from '../clock.js';
import type { ServiceContext } from '../deps.js';
import { createLocalBlobStore } from '../storage/local-blob-store.js';
import type { DatabaseTarget, TestDatabase } from './databases.js';

/**
 * What the Library's data tests on one database run against, for the describe that calls this: the
 * database `target` opens, a manual clock at 2026-11-21 10:00 UTC, and the services' context with
 * audio kept in a temporary folder (named `prefix`…), its configuration given `config` too. Opened
 * before the describe's tests, closed and the folder removed after them; the fields are set then.
 */
export function libraryDataContext(target: DatabaseTarget, prefix: string, config: Record<string, unknown> = {}) {
  const held = { clock: manualClock(new Date('2026-11-21T10:00:00Z')) } as {
    database: TestDatabase;
    clock: ReturnType<typeof manualClock>;
    ctx: ServiceContext;
  };
  let dataDir: string;
  beforeAll(async () => {
    held.database = await target.open();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
    held.ctx = {
      database: held.database,
      clock: held.clock,
      config: { dataDir, ...config },
      store: createLocalBlobStore(dataDir),
    } as unknown as ServiceContext;
  });
  afterAll(async () => {
    await held.database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });
  return held;
}

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.js';
import { openMemoryDatabase } from './memory-database.js';

/**
 * The databases the data-layer suite runs against: always PGlite in memory, and a real
 * PostgreSQL server when TEST_DATABASE_URL is set (CI starts one). Each open() gets a fresh,
 * empty, migrated database; close() drops it again.
 */
export interface DatabaseTarget {
  name: 'pglite' | 'postgres';
  open(): Promise<TestDatabase>;
}

/** A test database; `url` is set for PostgreSQL, so a server process can be pointed at it. */
export type TestDatabase = Database & { url?: string };

export function databaseTargets(): DatabaseTarget[] {
  const targets: DatabaseTarget[] = [{ name: 'pglite', open: () => openMemoryDatabase() }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) targets.push({ name: 'postgres', open: () => openFreshPostgres(url) });
  return targets;
}

async function openFreshPostgres(serverUrl: string): Promise<TestDatabase> {
  const name = `avs_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name}`);
      await dropper.end();
    },
  };
}

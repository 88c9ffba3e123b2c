import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseTimeouts } from '../config/config.js';
import * as schema from './schema.js';
import { isDatabaseUnavailable } from './unavailable.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's connection string (unset on PGlite), for connections outside the pool (LISTEN). */
  url?: string;
  /** Cheap round trip used by the health check. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any number; every server process uses the same one so only one of them migrates at a time. */
const MIGRATION_LOCK_ID = 7_340_021;

/** Where the database reports what it does on its own: a lost connection, a wait at start-up. */
export interface DatabaseLog {
  warn(details: object, message: string): void;
}

/** Before the server has its logger: one JSON line on stderr. */
export const consoleLog: DatabaseLog = {
  warn: (details, message) => console.warn(JSON.stringify({ ...details, msg: message })),
};

export type DatabaseTarget =
  | { url: string; timeouts?: DatabaseTimeouts; log?: DatabaseLog }
  | { dir: string }
  /** `from`: a data folder image (migratedPgliteImage) to start from, instead of a new cluster. */
  | { memory: true; from?: Blob };

const DEFAULT_TIMEOUTS: DatabaseTimeouts = { connectMs: 5000, statementMs: 60_000 };
/** Start-up's waits between attempts while the database does not answer: 0.5 s, doubling to 5 s. */
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 5000;

/**
 * Opens the database and applies the committed migrations: PostgreSQL when a URL is given,
 * otherwise PGlite (Postgres compiled to WebAssembly) in a folder or in memory.
 */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) return openPostgres(target.url, target.timeouts ?? DEFAULT_TIMEOUTS, target.log ?? consoleLog);
  let client: PGlite;
  if ('dir' in target) {
    await fs.mkdir(path.dirname(target.dir), { recursive: true });
    client = new PGlite(target.dir);
  } else {
    client = new PGlite(target.from ? { loadDataDir: target.from } : {});
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  };
}

/**
 * The data folder of a new, migrated PGlite database as a tar image, which `{ memory: true, from }`
 * opens in about half a second where a new cluster takes three (PGlite runs initdb in WebAssembly):
 * the tests open hundreds of databases (server/src/testing/memory-database.ts, record 148).
 */
export async function migratedPgliteImage(): Promise<Blob> {
  const client = new PGlite();
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/**
 * The pool survives PostgreSQL going away (record 113): an idle connection the server ends is
 * dropped with a log line instead of ending the process, a new connection gives up after
 * `connectMs`, a statement after `statementMs` (on the server, and on the client for a server
 * that stopped answering), and keep-alive probes notice a connection that silently went.
 */
async function openPostgres(url: string, timeouts: DatabaseTimeouts, log: DatabaseLog): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + timeouts.connectMs,
    keepAlive: true,
  });
  const lost = (error: Error & { code?: string }) =>
    log.warn({ code: error.code, reason: error.message }, 'database connection lost; a new one is opened when needed');
  // The pool listens on idle connections only; one checked out between two statements (a
  // transaction's) needs its own listener, or its 'error' event ends the process.
  pool.on('connect', (client) => client.on('error', lost));
  // The pool repeats an idle connection's error, already logged by the listener above.
  pool.on('error', () => {});
  for (let retryMs = FIRST_RETRY_MS; ; retryMs = Math.min(retryMs * 2, MAX_RETRY_MS)) {
    try {
      await migrate(pool);
      break;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) {
        await pool.end().catch(() => {});
        throw error;
      }
      const { code, message } = error as Error & { code?: string };
      log.warn({ code, reason: message, retryInMs: retryMs }, 'database not answering at start-up; trying again');
      await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  }
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    url,
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
  };
}

async function migrate(pool: pg.Pool): Promise<void> {
  // Several processes may start together: an advisory lock makes the others wait for the first.
  const lockClient = await pool.connect();
  let failure: Error | undefined;
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder });
  } catch (error) {
    failure = error as Error;
    throw error;
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    // A connection that failed is closed, not handed to the next caller.
    lockClient.release(failure);
  }
}

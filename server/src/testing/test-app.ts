import fs from 'node:fs/promises';
import type { RouteOptions } from 'fastify';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.js';
import { resolveFfmpeg, type FfmpegInfo } from '../process/ffmpeg-binary.js';
import { manualClock } from '../clock.js';
import { loadConfig } from '../config/config.js';
import { SUITE_ENGINES } from './suite-engines.js';
import { loggerOptions } from '../http/logger.js';
import type { Database } from '../db/client.js';
import { openMemoryDatabase } from './memory-database.js';
import type { AppDeps } from '../deps.js';
import { createMailer } from '../mail/mailer.js';
import type { BlobStore } from '../storage/blob-store.js';
import { createBlobStore } from '../storage/create-blob-store.js';
import { createLiveAudio } from '../storage/live-audio.js';

let ffmpeg: Promise<FfmpegInfo> | undefined;

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  deps: AppDeps;
  clock: ReturnType<typeof manualClock>;
  dataDir: string;
  /** Every delay the admin login asked for, instead of waiting it out. */
  sleeps: number[];
  close(): Promise<void>;
}

/**
 * The real server (real database, real mailer, real ffmpeg) with a temporary DATA_DIR, a clock
 * the test moves, and the environment given. Requests go through app.inject().
 */
export interface TestAppOptions {
  /** Another ffmpeg than the machine's, e.g. one that cannot encode. */
  ffmpeg?: FfmpegInfo;
  /** Receives the server's JSON log lines (otherwise the log is off). */
  logLines?: string[];
  /** Filled with every route the app registers. */
  routes?: RouteOptions[];
  /** Another node's store, so two test apps share their audio as nodes of one deployment do. */
  store?: BlobStore;
}

export async function createTestApp(
  env: Record<string, string> = {},
  database?: Database,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:5000',
    LOG_LEVEL: 'silent',
    OFFLINE_ENGINES: SUITE_ENGINES.join(','),
    ...env,
  });
  const db = database ?? (await openMemoryDatabase());
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(dataDir, 'outbox'),
  });
  const clock = manualClock(new Date('2026-11-21T10:00:00Z'));
  const sleeps: number[] = [];
  ffmpeg ??= resolveFfmpeg();
  const deps: AppDeps = {
    config,
    database: db,
    mailer,
    clock,
    ffmpeg: options.ffmpeg ?? (await ffmpeg),
    store: options.store ?? (await createBlobStore(config)),
    liveAudio: createLiveAudio(),
    sleep: async (ms) => void sleeps.push(ms),
  };
  const lines = options.logLines;
  // The server's own logger options, so tests see what production logs (redactions included).
  const logger = lines
    ? { ...loggerOptions('info'), stream: { write: (line: string) => void lines.push(line) } }
    : false;
  const app = await buildApp(deps, { logger, routes: options.routes });
  await app.ready();
  return {
    app,
    deps,
    clock,
    dataDir,
    sleeps,
    close: async () => {
      await app.close();
      mailer.close();
      if (!database) await db.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

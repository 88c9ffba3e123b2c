import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.js';
import { resolveFfmpeg, type FfmpegInfo } from '../audio/ffmpeg-binary.js';
import { manualClock } from '../clock.js';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import type { AppDeps } from '../deps.js';
import { createMailer } from '../mail/mailer.js';

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
export async function createTestApp(env: Record<string, string> = {}, database?: Database): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:5000', LOG_LEVEL: 'silent', ...env });
  const db = database ?? (await openDatabase({ memory: true }));
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(dataDir, 'outbox') });
  const clock = manualClock(new Date('2026-11-21T10:00:00Z'));
  const sleeps: number[] = [];
  ffmpeg ??= resolveFfmpeg();
  const deps: AppDeps = {
    config,
    database: db,
    mailer,
    clock,
    ffmpeg: await ffmpeg,
    sleep: async (ms) => void sleeps.push(ms),
  };
  const app = await buildApp(deps, { logger: false });
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

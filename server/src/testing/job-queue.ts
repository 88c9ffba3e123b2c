import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { resolveFfmpeg } from '../process/ffmpeg-binary.js';
import { systemClock } from '../clock.js';
import { loadConfig } from '../config/config.js';
import { SUITE_ENGINES } from './suite-engines.js';
import type { Database } from '../db/client.js';
import type { AppDeps } from '../deps.js';
import { createMailer } from '../mail/mailer.js';
import { createBlobStore } from '../storage/create-blob-store.js';
import { createLiveAudio } from '../storage/live-audio.js';
import { createJobQueue, type JobQueue } from '../jobs/job-queue.js';
import { z } from 'zod';
import { defineJob, type AnyJobDefinition, type JobDefinition, type JobPriority } from '../jobs/job-definition.js';

/** The dependencies of a service on `database`, with a fresh temporary DATA_DIR. */
export async function testDeps(database: Database, env: Record<string, string> = {}): Promise<AppDeps> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-jobs-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    OFFLINE_ENGINES: SUITE_ENGINES.join(','),
    ...env,
  });
  return {
    config,
    database,
    mailer: createMailer({ from: config.mailFrom, outboxDir: path.join(dataDir, 'outbox') }),
    clock: systemClock,
    ffmpeg: await resolveFfmpeg(),
    store: await createBlobStore(config),
    liveAudio: createLiveAudio(),
    sleep: async () => {},
  };
}

/** A queue on `database` with the test's own job definitions and environment (ROLE, WORKER_CONCURRENCY, JOB_LEASE_SECONDS). */
export async function startTestQueue(
  database: Database,
  definitions: readonly AnyJobDefinition[],
  env: Record<string, string> = {},
  /** Where the queue's log goes; by default nowhere. */
  log: FastifyBaseLogger = Fastify({ logger: false }).log,
): Promise<JobQueue & { close(): Promise<void> }> {
  const deps = await testDeps(database, env);
  const dataDir = deps.config.dataDir;
  const queue = createJobQueue(deps, { definitions, services: {} as never, log });
  queue.start();
  return {
    ...queue,
    close: async () => {
      await queue.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

type ScriptRun<R> = JobDefinition<{ script: string }, R>['run'];

/**
 * A job kind for the queue's own tests: a script in, the test's handler, kind `voice` (or as said);
 * capped, no hourly quota (the real definitions are exercised by the API tests).
 */
export function scriptJob<R>(
  run: (ctx: Parameters<ScriptRun<R>>[0], script: string) => Promise<R>,
  { kind = 'voice', priority = 'asked' }: { kind?: string; priority?: JobPriority } = {},
) {
  return defineJob({
    kind,
    payload: z.object({ script: z.string() }),
    quota: null,
    capped: true,
    priority,
    progress: 'position',
    run: (ctx, _userId, { script }) => run(ctx, script),
  });
}

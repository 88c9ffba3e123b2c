import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { users } from '../db/schema.js';
import { api, signInUser, storeMix, type TestUser } from '../testing/api-kit.js';
import { lineToneFile } from '../testing/audio-fixtures.js';
import { brokenFfmpeg } from '../testing/broken-ffmpeg.js';
import { speechLikeVoice } from '../testing/mix-test-audio.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import Fastify from 'fastify';
import { upsertUserOnLogin } from '../auth/users.js';
import { openMemoryDatabase } from '../testing/memory-database.js';
import { scriptJob, startTestQueue } from '../testing/job-queue.js';
import { loggableError, loggerOptions } from './logger.js';

/**
 * Issue 28: a node whose ffmpeg is broken answers 503 with a plain message on every route that
 * needs it (as the clone route did already), and no failed query's parameters reach the log.
 */
describe('a node with a broken ffmpeg', () => {
  let good: TestApp;
  let broken: TestApp;
  let dir: string;
  let user: TestUser;
  let voiceId: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-parts-away-'));
    // The set-up's node runs no jobs (ROLE=web): every job goes to the second node of the same
    // deployment (database and store shared), whose ffmpeg is broken.
    good = await createTestApp({ ROLE: 'web' });
    broken = await createTestApp({}, good.deps.database, { ffmpeg: await brokenFfmpeg(dir), store: good.deps.store });
    user = await signInUser(good, 'unlucky@example.com');
    const wav = await speechLikeVoice(good.deps.ffmpeg.path, { bursts: 2, burstSeconds: 2, pauseSeconds: 1 });
    voiceId = (await storeMix(good, user.id, wav, 'voice', 5, 'wav')).id;
  });
  afterAll(async () => {
    await broken?.close();
    await good?.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const expectAudioServiceDown = (res: { statusCode: number; json(): unknown }) => {
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ message: messages.generic.audioServiceDown, code: 'unavailable' });
  };

  it('answers the mix with a 503 that does not blame the user', async () => {
    const choice = { voiceAudioId: voiceId, musicTrackId: 'soft-jazz', musicVolume: 15 };
    expectAudioServiceDown(await api(broken, 'POST', '/api/mix-audio', user.cookie, choice));
  });

  it('answers the live preview with the same 503', async () => {
    const query = new URLSearchParams({ voiceAudioId: voiceId, musicTrackId: 'soft-jazz', musicVolume: '15' });
    expectAudioServiceDown(await api(broken, 'GET', `/api/mix-preview?${query}`, user.cookie));
  });

  it('answers a phone-system export with the same 503', async () => {
    const mix = await storeMix(good, user.id, await lineToneFile(good.deps.ffmpeg.path, 3), 'mix', 3);
    expectAudioServiceDown(await api(broken, 'GET', `/api/audio/${mix.id}/export/wav-ulaw-8k`, user.cookie));
  });
});

describe('SQL parameters in the log', () => {
  const SECRET = 'hunter2-typed-by-the-user';

  it('are left out of a failed query logged anywhere', async () => {
    const t = await createTestApp();
    try {
      const { db } = t.deps.database;
      await db.insert(users).values({ email: `${SECRET}@example.com` });
      // A real failed query: Drizzle's error carries the SQL and the parameters, PGlite's the row.
      const failure = await db
        .insert(users)
        .values({ email: `${SECRET}@example.com` })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(String((failure as Error).message)).toContain(SECRET);
      const logged = JSON.stringify(loggableError(failure));
      expect(logged).not.toContain(SECRET);
      expect(JSON.parse(logged)).toMatchObject({ type: 'DatabaseError', code: '23505' });
    } finally {
      await t.close();
    }
  });

  it("are left out of a job's log line when its query fails", async () => {
    const lines: string[] = [];
    const log = Fastify({
      logger: { ...loggerOptions('info'), stream: { write: (l: string) => void lines.push(l) } },
    }).log;
    const database = await openMemoryDatabase();
    const userId = (await upsertUserOnLogin(database.db, 'jobs@example.com', new Date())).id;
    // A job whose query fails on what the user typed (a duplicate row, so the value is in the error).
    const failing = scriptJob(async (ctx, script) => {
      await ctx.database.db.insert(users).values({ email: script });
      await ctx.database.db.insert(users).values({ email: script });
    });
    const queue = await startTestQueue(database, [failing], {}, log);
    try {
      const id = await queue.enqueue(failing, userId, { script: `${SECRET}@example.com` });
      await expect(queue.result(failing, id)).rejects.toMatchObject({ status: 500 });
      expect(lines.some((line) => line.includes('job failed') && line.includes('"code":"23505"'))).toBe(true);
      expect(lines.join('\n')).not.toContain(SECRET);
    } finally {
      await queue.close();
      await database.close();
    }
  });
});

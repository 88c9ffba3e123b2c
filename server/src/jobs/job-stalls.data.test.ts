import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { upsertUserOnLogin } from '../auth/users.js';
import type { Database } from '../db/client.js';
import { runFfmpeg } from '../process/run-ffmpeg.js';
import { databaseTargets } from '../testing/databases.js';
import { scriptJob, startTestQueue } from '../testing/job-queue.js';
import { waitFor } from '../testing/wait-for.js';

/**
 * A job that stops moving (record 161): with nothing in hand and no progress for JOB_STALL_SECONDS
 * it is stopped, run again once (its owner's status says so), and failed in plain words the second
 * time. A job whose work is in hand (running, or waiting for a core) is never stopped, however long.
 */

/** A handler that waits for ever on its first `hangs` runs (the 17-minute case's shape: a piece dropped from its line), then answers. */
function hangingJob(hangs: number) {
  let runs = 0;
  const job = scriptJob(async () => {
    if (++runs <= hangs) await new Promise<never>(() => {});
    return { audioId: 'made', durationSeconds: 1, provider: 'local' };
  });
  return { job, runs: () => runs };
}

describe.each(databaseTargets())('jobs that stop moving, on $name', (target) => {
  let database: Database;
  let userId: string;
  beforeAll(async () => {
    database = await target.open();
    userId = (await upsertUserOnLogin(database.db, 'stalls@example.com', new Date())).id;
  });
  afterAll(() => database.close());

  // Renewals, and so the stall checks, every 200 ms.
  const env = { JOB_STALL_SECONDS: '1', JOB_LEASE_SECONDS: '0.6' };

  it('runs a job that stopped moving again once, saying so, then fails it in plain words', async () => {
    const hanging = hangingJob(2);
    const queue = await startTestQueue(database, [hanging.job], env);
    try {
      const id = await queue.enqueue(hanging.job, userId, { script: 'stuck twice' });
      const outcome = queue.result(hanging.job, id).catch((error: unknown) => error);
      await waitFor(() => expect(hanging.runs()).toBe(2));
      expect(await queue.status(id, userId)).toMatchObject({ state: 'running', restarted: true });
      expect(await outcome).toMatchObject({ status: 503, message: messages.jobs.stalled });
      expect(await queue.status(id, userId)).toMatchObject({
        state: 'failed',
        error: { status: 503, message: messages.jobs.stalled, code: 'unavailable' },
      });
      expect(hanging.runs()).toBe(2);
    } finally {
      await queue.close();
    }
  });

  it('answers a job that stopped once and then ran through', async () => {
    const hanging = hangingJob(1);
    const queue = await startTestQueue(database, [hanging.job], env);
    try {
      const id = await queue.enqueue(hanging.job, userId, { script: 'stuck once' });
      expect(await queue.result(hanging.job, id)).toMatchObject({ audioId: 'made' });
      expect(await queue.status(id, userId)).toMatchObject({ state: 'done', restarted: true });
      expect(hanging.runs()).toBe(2);
    } finally {
      await queue.close();
    }
  });

  it('never stops a job whose work is in hand, however long it runs or waits for a core', async () => {
    let runs = 0;
    const slow = scriptJob(async (ctx) => {
      runs++;
      // Real ffmpeg runs of 3 s each (read at the input's own rate), longer than the stall span:
      // all at once, so on a 2-core machine some wait for a place while others run.
      await Promise.all(
        [1, 2, 3].map(() =>
          runFfmpeg(ctx.ffmpeg.path, [
            '-re',
            '-f',
            'lavfi',
            '-i',
            'anullsrc=r=8000:cl=mono',
            '-t',
            '3',
            '-f',
            'null',
            '-',
          ]),
        ),
      );
      return { audioId: 'slow', durationSeconds: 9, provider: 'local' };
    });
    const queue = await startTestQueue(database, [slow], env);
    try {
      const id = await queue.enqueue(slow, userId, { script: 'slow but moving' });
      expect(await queue.result(slow, id)).toMatchObject({ audioId: 'slow' });
      const status = await queue.status(id, userId);
      expect(status).toMatchObject({ state: 'done' });
      expect(status).not.toHaveProperty('restarted');
      expect(runs).toBe(1);
    } finally {
      await queue.close();
    }
  });
});

import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { messages } from '#common/messages.js';
import { upsertUserOnLogin } from '../auth/users.js';
import type { Database } from '../db/client.js';
import { AppError } from '../errors.js';
import { databaseTargets } from '../testing/databases.js';
import { scriptJob, startTestQueue, testDeps } from '../testing/job-queue.js';

import { claimJob } from './job-store.js';
import { MAX_ATTEMPTS } from './job-worker.js';
import { claimScheduledRun } from './scheduled-task.js';
import { runClusterHousekeeping } from '../housekeeping/housekeeping.js';
import { increment } from '../rate-limit/counters.js';
import { jobs, rateCounters } from '../db/schema.js';
import { waitFor } from '../testing/wait-for.js';
import { currentLane, listeningLane } from '../process/fair-share.js';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The job queue on every database: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. The
 * job definitions are the test's own (the queue is generic); the real ones are exercised by the
 * API tests and the two-process test. The cap of jobs under way is raised where a test floods.
 */

/** A voice job that waits for the test to open its gate, and records what ran. */
function gatedHandlers() {
  const gates = new Map<string, (() => void)[]>();
  const started: string[] = [];
  let runningNow = 0;
  let mostAtOnce = 0;
  const gatedVoice = scriptJob(async (_ctx, script) => {
    started.push(script);
    runningNow++;
    mostAtOnce = Math.max(mostAtOnce, runningNow);
    try {
      if (script.startsWith('refuse')) throw new AppError(422, 'Murf refused the script');
      if (script.startsWith('crash')) throw new Error('a bug, not a user-facing failure');
      if (script.startsWith('gated'))
        await new Promise<void>((resolve) => gates.set(script, [...(gates.get(script) ?? []), resolve]));
      return { audioId: `audio-of-${script}`, durationSeconds: script.length, provider: 'local' };
    } finally {
      runningNow--;
    }
  });
  return {
    voiceJob: gatedVoice,
    definitions: [gatedVoice],
    started,
    mostAtOnce: () => mostAtOnce,
    /** Lets every job waiting on `script` finish. */
    open: (script: string) => {
      for (const resolve of gates.get(script) ?? []) resolve();
      gates.delete(script);
    },
    waiting: (script: string) => gates.get(script)?.length ?? 0,
    /** Lets everything finish, so a failed assertion does not leave close() waiting for ever. */
    openAll: () => {
      for (const script of [...gates.keys()]) {
        for (const resolve of gates.get(script) ?? []) resolve();
        gates.delete(script);
      }
    },
  };
}

const voice = (script: string) => ({ script });

describe.each(databaseTargets())('job queue on $name', (target) => {
  let database: Database;
  let userId: string;
  let otherUserId: string;
  let thirdUserId: string;
  beforeAll(async () => {
    database = await target.open();
    userId = (await upsertUserOnLogin(database.db, 'jobs@example.com', new Date())).id;
    otherUserId = (await upsertUserOnLogin(database.db, 'other@example.com', new Date())).id;
    thirdUserId = (await upsertUserOnLogin(database.db, 'third@example.com', new Date())).id;
  });
  afterAll(() => database.close());

  it('runs a job and answers its result; identical requests share one job while it runs', async () => {
    const t = gatedHandlers();
    const queue = await startTestQueue(database, t.definitions, { WORKER_CONCURRENCY: '2' });
    try {
      const first = await queue.enqueue(t.voiceJob, userId, voice('gated shared'));
      const twin = await queue.enqueue(t.voiceJob, userId, voice('gated shared'));
      const otherUser = await queue.enqueue(t.voiceJob, otherUserId, voice('gated shared'));
      expect(twin).toBe(first);
      expect(otherUser).not.toBe(first);
      // Two jobs in all: the user's shared one and the other user's.
      await waitFor(() => expect(t.waiting('gated shared')).toBe(2));
      expect(await queue.status(first, userId)).toMatchObject({
        id: first,
        kind: 'voice',
        state: 'running',
        position: 0,
      });
      // Someone else's job does not exist for this user.
      expect(await queue.status(first, otherUserId)).toBeNull();

      const results = Promise.all([queue.result(t.voiceJob, first), queue.result(t.voiceJob, twin)]);
      t.open('gated shared');
      const reply = { audioId: 'audio-of-gated shared', durationSeconds: 12, provider: 'local' };
      expect(await results).toEqual([reply, reply]);
      expect(await queue.result(t.voiceJob, otherUser)).toEqual(reply);
      expect(t.started).toEqual(['gated shared', 'gated shared']);
      expect(await queue.status(first, userId)).toMatchObject({ state: 'done', result: reply });

      // Once finished, the same request makes a new job.
      const again = await queue.enqueue(t.voiceJob, userId, voice('gated shared'));
      expect(again).not.toBe(first);
      await waitFor(() => expect(t.waiting('gated shared')).toBe(1));
      t.open('gated shared');
      expect(await queue.result(t.voiceJob, again)).toEqual(reply);
      expect(t.started).toHaveLength(3);
    } finally {
      t.openAll();
      await queue.close();
    }
  });

  it('runs at most WORKER_CONCURRENCY jobs at once; the rest wait in order with their place in the queue', async () => {
    const t = gatedHandlers();
    const queue = await startTestQueue(database, t.definitions, {
      WORKER_CONCURRENCY: '2',
      QUOTA_RUNNING_PER_USER: '9',
    });
    try {
      const scripts = ['gated 1', 'gated 2', 'gated 3', 'gated 4', 'gated 5'];
      const ids: string[] = [];
      for (const s of scripts) ids.push(await queue.enqueue(t.voiceJob, userId, voice(s)));
      // One queue time for all, as PGlite's millisecond clock gives jobs queued within a millisecond:
      // the order is still the order they were queued in.
      await database.db
        .update(jobs)
        .set({ createdAt: new Date('2026-11-01T00:00:00Z') })
        .where(inArray(jobs.id, ids));
      await waitFor(() => expect(t.started).toEqual(['gated 1', 'gated 2']));
      const statuses = await Promise.all(ids.map((id) => queue.status(id, userId)));
      expect(statuses.map((s) => [s!.state, s!.position])).toEqual([
        ['running', 0],
        ['running', 0],
        ['queued', 0],
        ['queued', 1],
        ['queued', 2],
      ]);
      // Further back, longer to wait (whole seconds, at least one).
      expect(statuses[2]!.etaSeconds).toBeGreaterThanOrEqual(1);
      expect(statuses[4]!.etaSeconds).toBeGreaterThanOrEqual(statuses[2]!.etaSeconds);

      for (const s of scripts) {
        await waitFor(() => expect(t.waiting(s)).toBe(1));
        t.open(s);
      }
      const results = await Promise.all(ids.map((id) => queue.result(t.voiceJob, id)));
      expect(results.map((r) => r.audioId)).toEqual(scripts.map((s) => `audio-of-${s}`));
      expect(t.started).toEqual(scripts);
      expect(t.mostAtOnce()).toBe(2);
    } finally {
      t.openAll();
      await queue.close();
    }
  });

  it('cancels a queued job (never run) and a running one (its outcome dropped); an ended job stays as it was', async () => {
    const t = gatedHandlers();
    const queue = await startTestQueue(database, t.definitions, { WORKER_CONCURRENCY: '1' });
    try {
      const running = await queue.enqueue(t.voiceJob, userId, voice('gated cancel running'));
      const queued = await queue.enqueue(t.voiceJob, userId, voice('gated cancel queued'));
      await waitFor(() => expect(t.waiting('gated cancel running')).toBe(1));
      const followers = Promise.allSettled([queue.result(t.voiceJob, running), queue.result(t.voiceJob, queued)]);

      // Someone else cannot cancel it.
      expect(await queue.cancel(queued, otherUserId)).toBe(false);
      expect(await queue.cancel(queued, userId)).toBe(true);
      expect(await queue.cancel(running, userId)).toBe(true);
      const cancelled = { status: 409, message: messages.jobs.cancelled, code: 'cancelled' };
      for (const outcome of await followers) expect(outcome).toMatchObject({ status: 'rejected', reason: cancelled });
      expect(await queue.status(queued, userId)).toMatchObject({ state: 'cancelled', error: cancelled });

      // The running handler ends later; its result is not recorded, and the queued job never starts.
      t.open('gated cancel running');
      const done = await queue.enqueue(t.voiceJob, userId, voice('after the cancel'));
      expect(await queue.result(t.voiceJob, done)).toMatchObject({ audioId: 'audio-of-after the cancel' });
      expect(t.started).toEqual(['gated cancel running', 'after the cancel']);
      expect(await queue.status(running, userId)).toMatchObject({ state: 'cancelled' });
      expect(await queue.cancel(done, userId)).toBe(false);
      expect(await queue.status(done, userId)).toMatchObject({ state: 'done' });
    } finally {
      t.openAll();
      await queue.close();
    }
  });

  it("starts another user's single job at once, in reserve, while one user's flood fills every worker", async () => {
    const t = gatedHandlers();
    const queue = await startTestQueue(database, t.definitions, {
      WORKER_CONCURRENCY: '2',
      QUOTA_RUNNING_PER_USER: '9',
    });
    try {
      const flood = ['gated flood 1', 'gated flood 2', 'gated flood 3', 'gated flood 4'];
      const ids: string[] = [];
      for (const s of flood) ids.push(await queue.enqueue(t.voiceJob, userId, voice(s)));
      await waitFor(() => expect(t.started).toEqual(['gated flood 1', 'gated flood 2']));
      // The reserve is for users with nothing under way: not a third job of the flood...
      const single = await queue.enqueue(t.voiceJob, otherUserId, voice('gated single'));
      // ...but this user's, without waiting for a flood job to finish.
      await waitFor(() => expect(t.started).toEqual(['gated flood 1', 'gated flood 2', 'gated single']));
      t.open('gated single');
      expect(await queue.result(t.voiceJob, single)).toMatchObject({ audioId: 'audio-of-gated single' });
      for (const s of flood) {
        await waitFor(() => expect(t.waiting(s)).toBe(1));
        t.open(s);
      }
      await Promise.all(ids.map((id) => queue.result(t.voiceJob, id)));
      expect(t.started.slice(3)).toEqual(['gated flood 3', 'gated flood 4']);
      expect(t.mostAtOnce()).toBe(3);
    } finally {
      t.openAll();
      await queue.close();
    }
  });

  it("keeps a worker for a preview alone while users' messages take every other one, and runs it in its listener's lane (records 163, 170)", async () => {
    const t = gatedHandlers();
    const preview = scriptJob(async (_ctx, script) => ({ heard: script, lane: currentLane() }), {
      kind: 'voice-preview',
      priority: 'interactive',
    });
    const queue = await startTestQueue(database, [...t.definitions, preview], { WORKER_CONCURRENCY: '1' });
    try {
      // One worker for anyone, one in reserve for a user with nothing under way: both taken.
      const first = await queue.enqueue(t.voiceJob, userId, voice('gated first'));
      const second = await queue.enqueue(t.voiceJob, otherUserId, voice('gated second'));
      await waitFor(() => expect(t.started).toEqual(['gated first', 'gated second']));
      const third = await queue.enqueue(t.voiceJob, thirdUserId, voice('gated third'));
      // The preview starts at once, while the third user's message waits for a worker.
      const heard = await queue.enqueue(preview, thirdUserId, { script: 'hello' });
      // In its listener's lane, whose pieces go before every message's (record 170).
      expect(await queue.result(preview, heard)).toEqual({ heard: 'hello', lane: listeningLane(thirdUserId) });
      expect(await queue.status(third, thirdUserId)).toMatchObject({ state: 'queued' });
      // Messages never take the preview's worker.
      expect(t.started).toEqual(['gated first', 'gated second']);
      t.openAll();
      await Promise.all([first, second].map((id) => queue.result(t.voiceJob, id)));
      await waitFor(() => expect(t.waiting('gated third')).toBe(1));
      t.open('gated third');
      await queue.result(t.voiceJob, third);
    } finally {
      t.openAll();
      await queue.close();
    }
  });

  it('admits at most the cap of jobs under way per user, a cancelled one counting until its handler has stopped', async () => {
    const t = gatedHandlers();
    const queue = await startTestQueue(database, t.definitions, {
      WORKER_CONCURRENCY: '4',
      QUOTA_RUNNING_PER_USER: '2',
    });
    try {
      const [a, b] = [
        await queue.enqueue(t.voiceJob, userId, voice('gated capped a')),
        await queue.enqueue(t.voiceJob, userId, voice('gated capped b')),
      ];
      // A twin joins its job: it takes no place.
      expect(await queue.enqueue(t.voiceJob, userId, voice('gated capped a'))).toBe(a);
      await expect(queue.enqueue(t.voiceJob, userId, voice('gated capped c'))).rejects.toMatchObject({
        status: 429,
        code: 'busy',
        headers: { 'retry-after': '5' },
      });
      await waitFor(() => expect(t.waiting('gated capped a') + t.waiting('gated capped b')).toBe(2));

      // Both cancelled while their handlers run (these handlers ignore the abort, as a stuck engine
      // would): they still hold their workers, so a third job is still refused and none starts.
      expect(await queue.cancel(a, userId)).toBe(true);
      expect(await queue.cancel(b, userId)).toBe(true);
      await expect(queue.enqueue(t.voiceJob, userId, voice('gated capped c'))).rejects.toMatchObject({ status: 429 });
      t.open('gated capped a');
      await waitFor(async () => {
        const [row] = await database.db
          .select()
          .from(jobs)
          .where(inArray(jobs.id, [a]));
        expect(row!.leaseOwner).toBeNull();
      });
      // One handler has returned: one place is free again (a refusal is repeated for a second at most).
      const c = await waitFor(() => queue.enqueue(t.voiceJob, userId, voice('gated capped c')));
      await waitFor(() => expect(t.waiting('gated capped c')).toBe(1));
      expect(t.started).toEqual(['gated capped a', 'gated capped b', 'gated capped c']);
      expect(t.mostAtOnce()).toBe(2);
      t.openAll();
      expect(await queue.result(t.voiceJob, c)).toMatchObject({ audioId: 'audio-of-gated capped c' });
    } finally {
      t.openAll();
      await queue.close();
    }
  });

  it('stops a cancelled handler through its abort signal, on the node that runs it', async () => {
    const stopped: string[] = [];
    const abortable = scriptJob(
      (ctx, script) =>
        new Promise((_resolve, reject) =>
          ctx.signal.addEventListener('abort', () => {
            stopped.push(script);
            reject(ctx.signal.reason as Error);
          }),
        ),
    );
    const web = await startTestQueue(database, [abortable], { ROLE: 'web' });
    const worker = await startTestQueue(database, [abortable], { ROLE: 'worker', JOB_LEASE_SECONDS: '0.6' });
    try {
      const id = await web.enqueue(abortable, userId, { script: 'cancelled elsewhere' });
      await waitFor(async () => expect(await web.status(id, userId)).toMatchObject({ state: 'running' }));
      // Cancelled on the web node: the worker learns it at its next lease renewal at the latest.
      expect(await web.cancel(id, userId)).toBe(true);
      await waitFor(() => expect(stopped).toEqual(['cancelled elsewhere']));
      await waitFor(async () => {
        const [row] = await database.db
          .select()
          .from(jobs)
          .where(inArray(jobs.id, [id]));
        expect(row).toMatchObject({ state: 'cancelled', leaseOwner: null });
      });
    } finally {
      await web.close();
      await worker.close();
    }
  });

  it('shows its owner what a long job is doing now, the stage it said last (record 156)', async () => {
    let finish = () => undefined as void;
    const staged = scriptJob(async (ctx) => {
      ctx.stage({ doing: 'speaking', item: 1, of: 2 });
      ctx.stage({ doing: 'mixing', item: 1, of: 2 });
      ctx.stage({ doing: 'speaking', item: 2, of: 2 });
      await new Promise<void>((resolve) => (finish = resolve));
      return { made: true };
    });
    const queue = await startTestQueue(database, [staged]);
    try {
      const id = await queue.enqueue(staged, userId, { script: 'staged' });
      // Each stage is written after the one before it: the last said is the one that stands.
      await waitFor(async () =>
        expect(await queue.status(id, userId)).toMatchObject({
          state: 'running',
          stage: { doing: 'speaking', item: 2, of: 2 },
        }),
      );
      finish();
      expect(await queue.result(staged, id)).toEqual({ made: true });
      // Done, the job answers its result: what it was doing is over.
      expect(await queue.status(id, userId)).not.toHaveProperty('stage');
    } finally {
      finish();
      await queue.close();
    }
  });

  it('answers a failed job with the same AppError the service threw, and a bug with the generic message', async () => {
    const t = gatedHandlers();
    const queue = await startTestQueue(database, t.definitions);
    try {
      const refused = await queue.enqueue(t.voiceJob, userId, voice('refuse me'));
      await expect(queue.result(t.voiceJob, refused)).rejects.toMatchObject({
        status: 422,
        message: 'Murf refused the script',
      });
      expect(await queue.status(refused, userId)).toMatchObject({
        state: 'failed',
        error: { status: 422, message: 'Murf refused the script', code: 'validation' },
      });
      const crashed = await queue.enqueue(t.voiceJob, userId, voice('crash me'));
      await expect(queue.result(t.voiceJob, crashed)).rejects.toMatchObject({
        status: 500,
        message: messages.generic.internal,
      });
    } finally {
      t.openAll();
      await queue.close();
    }
  });

  it('runs a job on a worker node while a web node waits for it', async () => {
    const t = gatedHandlers();
    const web = await startTestQueue(database, t.definitions, { ROLE: 'web' });
    const worker = await startTestQueue(database, t.definitions, { ROLE: 'worker' });
    try {
      const id = await web.enqueue(t.voiceJob, userId, voice('across nodes'));
      expect(await web.result(t.voiceJob, id)).toMatchObject({ audioId: 'audio-of-across nodes' });
      expect(t.started).toEqual(['across nodes']);
    } finally {
      await web.close();
      await worker.close();
    }
  });

  it('gives the job of a node that died (its lease ran out) to another node, which completes it', async () => {
    const t = gatedHandlers();
    const web = await startTestQueue(database, t.definitions, { ROLE: 'web' });
    const id = await web.enqueue(t.voiceJob, userId, voice('orphaned'));
    // A node takes the job and dies at once: it never renews its lease nor finishes.
    const taken = await claimJob(database.db, 'node-that-died', 500, { maxAttempts: MAX_ATTEMPTS, reserved: false });
    expect(taken).toMatchObject({ id, attempts: 1 });
    expect(await web.status(id, userId)).toMatchObject({ state: 'running' });

    const survivor = await startTestQueue(database, t.definitions, { JOB_LEASE_SECONDS: '0.5' });
    try {
      expect(await web.result(t.voiceJob, id)).toMatchObject({ audioId: 'audio-of-orphaned' });
      expect(t.started).toEqual(['orphaned']);
    } finally {
      await web.close();
      await survivor.close();
    }
  });

  it('fails a job that took its node down every time, instead of trying it for ever', async () => {
    const t = gatedHandlers();
    const web = await startTestQueue(database, t.definitions, { ROLE: 'web' });
    const id = await web.enqueue(t.voiceJob, userId, voice('poison'));
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await waitFor(async () =>
        expect(
          await claimJob(database.db, `dying-node-${attempt}`, 1, { maxAttempts: MAX_ATTEMPTS, reserved: false }),
        ).toMatchObject({
          id,
          attempts: attempt,
        }),
      );
    }
    const survivor = await startTestQueue(database, t.definitions, { JOB_LEASE_SECONDS: '0.5' });
    try {
      await expect(web.result(t.voiceJob, id)).rejects.toMatchObject({
        status: 500,
        message: messages.generic.internal,
      });
      expect(t.started).toEqual([]);
    } finally {
      await web.close();
      await survivor.close();
    }
  });

  it('housekeeping forgets finished jobs and rate counters after a day, and keeps current ones', async () => {
    const t = gatedHandlers();
    const queue = await startTestQueue(database, t.definitions);
    try {
      const done = await queue.enqueue(t.voiceJob, userId, voice('housekeeping'));
      await queue.result(t.voiceJob, done);
      const now = new Date();
      await increment(database.db, 'stale-counter', new Date(now.getTime() - 2 * DAY), 60_000);
      await increment(database.db, 'fresh-counter', now, 60_000);
      const deps = await testDeps(database);
      await runClusterHousekeeping(deps, now);
      expect(await queue.status(done, userId)).not.toBeNull();
      await runClusterHousekeeping(deps, new Date(now.getTime() + 2 * DAY));
      await fs.rm(deps.config.dataDir, { recursive: true, force: true });
      expect(await queue.status(done, userId)).toBeNull();
      const keys = (await database.db.select().from(rateCounters)).map((r) => r.key);
      expect(keys).not.toContain('stale-counter');
    } finally {
      await queue.close();
    }
  });

  it('lets one node in the cluster run a scheduled task per period', async () => {
    const claims = await Promise.all(
      ['node-a', 'node-b', 'node-c'].map((owner) => claimScheduledRun(database.db, 'hourly-test', 3_600_000, owner)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimScheduledRun(database.db, 'hourly-test', 3_600_000, 'node-a')).toBe(false);
    // A period of 1 ms is over at once: the next caller wins the next run.
    await claimScheduledRun(database.db, 'fast-test', 1, 'node-a');
    await waitFor(async () => expect(await claimScheduledRun(database.db, 'fast-test', 1, 'node-b')).toBe(true));
  });
});

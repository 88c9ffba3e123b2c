import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertUserOnLogin } from '../auth/users.js';
import { listenOnPostgres } from '../db/pg-listener.js';
import { databaseTargets, type TestDatabase } from '../testing/databases.js';
import { scriptJob, startTestQueue } from '../testing/job-queue.js';
import { createJobSignals, JOB_CHANNEL } from './job-signals.js';
import { jobs } from '../db/schema.js';
import { EVENT_WAIT_MS } from '../testing/test-limits.js';
import { waitFor } from '../testing/wait-for.js';

/**
 * Wake-ups between nodes (record 104), on every database: the fallback poll is set to ten minutes
 * (the most it may be), so a job that runs, or an outcome that arrives, within a test's wait
 * (EVENT_WAIT_MS, two minutes) came by a signal. The waits are generous, for a loaded machine; what
 * is asserted is that it happens at all.
 */
const NO_POLL = { JOB_POLL_SECONDS: '600' };

function gatedVoices() {
  const gates = new Map<string, () => void>();
  const started: string[] = [];
  const gatedVoice = scriptJob(async (_ctx, script) => {
    started.push(script);
    if (script.startsWith('gated')) await new Promise<void>((resolve) => gates.set(script, resolve));
    return { audioId: `audio-of-${script}`, durationSeconds: 1, provider: 'local' };
  });
  return {
    voiceJob: gatedVoice,
    definitions: [gatedVoice],
    started,
    gated: (script: string) => gates.has(script),
    open: (script: string) => gates.get(script)?.(),
    openAll: () => gates.forEach((resolve) => resolve()),
  };
}

const voice = (script: string) => ({ script });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The backends of the LISTEN connections on this PostgreSQL database. */
async function listenerPids(database: TestDatabase): Promise<number[]> {
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ pid: number }>(
      "select pid from pg_stat_activity where application_name = 'avs-listen' and datname = current_database()",
    );
    return rows.map((r) => r.pid);
  } finally {
    await admin.end();
  }
}

describe.each(databaseTargets())('job wake-ups on $name', (target) => {
  let database: TestDatabase;
  let userId: string;
  beforeAll(async () => {
    database = await target.open();
    userId = (await upsertUserOnLogin(database.db, 'wakeups@example.com', new Date())).id;
  });
  afterAll(() => database.close());

  it('a job queued on a web node wakes an idle worker node, without its poll', async () => {
    const t = gatedVoices();
    const web = await startTestQueue(database, t.definitions, { ROLE: 'web', ...NO_POLL });
    const worker = await startTestQueue(database, t.definitions, { ROLE: 'worker', ...NO_POLL });
    try {
      if (target.name === 'postgres') await waitFor(async () => expect(await listenerPids(database)).toHaveLength(2));
      // The worker has looked once at start and found nothing; it is idle now.
      await pause(300);
      const id = await web.enqueue(t.voiceJob, userId, voice('gated wake'));
      await waitFor(() => expect(t.gated('gated wake')).toBe(true), 20);
      t.open('gated wake');
      expect(await web.result(t.voiceJob, id)).toMatchObject({ audioId: 'audio-of-gated wake' });
    } finally {
      t.openAll();
      await web.close();
      await worker.close();
    }
  });

  it('a job settled on a worker node wakes the web node waiting for it, without its poll', async () => {
    const t = gatedVoices();
    const web = await startTestQueue(database, t.definitions, { ROLE: 'web', ...NO_POLL });
    const worker = await startTestQueue(database, t.definitions, { ROLE: 'worker', ...NO_POLL });
    try {
      const id = await web.enqueue(t.voiceJob, userId, voice('gated settle'));
      await waitFor(() => expect(t.gated('gated settle')).toBe(true), 20);
      // The web node is waiting (its first look found the job running) when the job ends.
      const result = web.settled(id, EVENT_WAIT_MS);
      await pause(300);
      t.open('gated settle');
      expect(await result).toMatchObject({ state: 'done', result: { audioId: 'audio-of-gated settle' } });
    } finally {
      t.openAll();
      await web.close();
      await worker.close();
    }
  });

  it('a job cancelled on one web node answers the request waiting on another', async () => {
    const t = gatedVoices();
    const waiting = await startTestQueue(database, t.definitions, { ROLE: 'web', ...NO_POLL });
    const cancelling = await startTestQueue(database, t.definitions, { ROLE: 'web', ...NO_POLL });
    try {
      const id = await waiting.enqueue(t.voiceJob, userId, voice('never runs: no worker'));
      const outcome = waiting.settled(id, EVENT_WAIT_MS);
      await pause(300);
      expect(await cancelling.cancel(id, userId)).toBe(true);
      expect(await outcome).toMatchObject({ state: 'failed', error: { code: 'cancelled' } });
    } finally {
      await waiting.close();
      await cancelling.close();
    }
  });

  it('delivers each signal once to every node, this one included', async () => {
    const a = createJobSignals(database, (error) => {
      throw error;
    });
    const b = createJobSignals(database, (error) => {
      throw error;
    });
    const seen: string[] = [];
    for (const [name, signals] of [
      ['a', a],
      ['b', b],
    ] as const) {
      signals.onQueued(() => seen.push(`${name} queued`));
      signals.onSettled((id) => seen.push(`${name} settled ${id}`));
      signals.onCancelled((id) => seen.push(`${name} cancelled ${id}`));
    }
    a.start();
    b.start();
    try {
      if (target.name === 'postgres') await waitFor(async () => expect(await listenerPids(database)).toHaveLength(2));
      a.notifyQueued();
      a.notifySettled('job-1');
      b.notifyCancelled('job-2');
      const expected = ['queued', 'settled job-1', 'cancelled job-2'].flatMap((s) => [`a ${s}`, `b ${s}`]);
      await waitFor(() => expect([...seen].sort()).toEqual(expected.sort()));
      await pause(200);
      expect(seen).toHaveLength(6);
    } finally {
      await a.stop();
      await b.stop();
    }
    if (target.name === 'postgres') await waitFor(async () => expect(await listenerPids(database)).toEqual([]));
  });

  it.runIf(target.name === 'postgres')(
    'listens again after its connection is killed, and claims the job queued in the gap',

    async () => {
      const t = gatedVoices();
      const worker = await startTestQueue(database, t.definitions, { ROLE: 'worker', ...NO_POLL });
      try {
        await waitFor(async () => expect(await listenerPids(database)).toHaveLength(1));
        const [before] = await listenerPids(database);
        await pause(300);
        // Queued with no signal at all, as when the signal went out while the connection was down.
        const [queued] = await database.db
          .insert(jobs)
          .values({ kind: 'voice', userId, dedupeKey: 'queued in the gap', payload: voice('queued in the gap') })
          .returning({ id: jobs.id });
        const id = queued!.id;
        await pause(500);
        expect(t.started).toEqual([]);

        await database.db.execute(sql`select pg_terminate_backend(${before})`);
        await waitFor(async () => {
          const now = await listenerPids(database);
          expect(now).toHaveLength(1);
          expect(now).not.toContain(before);
        });
        expect(await worker.settled(id, EVENT_WAIT_MS)).toMatchObject({
          state: 'done',
          result: { audioId: 'audio-of-queued in the gap' },
        });
      } finally {
        t.openAll();
        await worker.close();
      }
    },
  );

  it.runIf(target.name === 'postgres')(
    'the listening connection backs off while the server refuses it, and stop() ends it',

    async () => {
      const errors: unknown[] = [];
      let listening = 0;
      const refused = listenOnPostgres({
        url: 'postgres://nobody:wrong@127.0.0.1:1/none',
        channel: JOB_CHANNEL,
        onNotification: () => {},
        onListening: () => listening++,
        onError: (error) => errors.push(error),
        minRetryMs: 20,
        maxRetryMs: 200,
      });
      await waitFor(() => expect(errors.length).toBeGreaterThanOrEqual(3));
      await refused.stop();
      const tries = errors.length;
      await pause(500);
      expect(errors.length).toBe(tries);
      expect(listening).toBe(0);
      expect(refused.pid).toBeUndefined();
    },
  );
});

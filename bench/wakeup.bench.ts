import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { JOB_ID_HEADER } from '#common/schemas/jobs.js';
import { jobs } from '../server/src/db/schema.js';
import { databaseTargets, type TestDatabase } from '../server/src/testing/databases.js';
import { signInOverHttp, startServerProcess, type ServerProcess } from '../server/src/testing/server-process.js';
import { machineInfo } from './machine.js';
import { writeResults } from './results-file.js';

/**
 * How much a web node waiting for a worker node adds to a short voice (issue 21): one ROLE=all
 * node against a ROLE=web + ROLE=worker pair, each on a fresh PostgreSQL database
 * (BENCH_DATABASE_URL, else TEST_DATABASE_URL: a server URL, as scripts/ci/postgres.sh starts).
 * The same user asks for a short voice (POST /api/synthesize-voice, answered when the job is done)
 * RUNS times on each, alternating, a new script each time so no cache answers. Passes when the
 * pair's median is within LIMIT_MS of the single node's. Beside the whole answer it shows the two
 * waits the wake-ups are about, from the job's row: queued until claimed, and finished until the
 * reply arrived (the database's clock and this process's, on one machine), since on a busy machine
 * the synthesis itself varies by more than they do.
 */
const RUNS = 5;
const LIMIT_MS = 50;
const SCRIPT = 'Thank you for holding. Your call is important to us.';

let unique = 0;

interface Setup {
  name: string;
  /** The node the user talks to. */
  front: ServerProcess;
  cookie: string;
  database: TestDatabase;
  stop(): Promise<void>;
}

export default async function run(): Promise<void> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('the wake-up bench needs PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
  process.env.TEST_DATABASE_URL = serverUrl;
  const postgres = databaseTargets().find((t) => t.name === 'postgres')!;
  // Other work on the machine moves these figures more than the wake-ups do: noted beside them.
  const loadAverage = os.loadavg()[0]!;

  const single = await start('one ROLE=all node', postgres.open(), ['all']);
  const pair = await start('ROLE=web + ROLE=worker', postgres.open(), ['web', 'worker']);
  const times = new Map<Setup, Run[]>([
    [single, []],
    [pair, []],
  ]);
  try {
    for (const setup of [single, pair]) await voice(setup); // warm-up: engines and connections
    for (let i = 0; i < RUNS; i++) for (const setup of [single, pair]) times.get(setup)!.push(await voice(setup));
  } finally {
    await Promise.all([single.stop(), pair.stop()]);
  }

  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const rows = [single, pair].map((setup) => {
    const runs = times.get(setup)!;
    return {
      setup: setup.name,
      medianMs: Math.round(median(runs.map((r) => r.totalMs))),
      queuedToClaimedMs: Math.round(median(runs.map((r) => r.claimMs))),
      finishedToReplyMs: Math.round(median(runs.map((r) => r.replyMs))),
      runsMs: runs.map((r) => Math.round(r.totalMs)).join(' '),
    };
  });
  const [one, two] = rows as [(typeof rows)[0], (typeof rows)[0]];
  const gapMs = two.medianMs - one.medianMs;
  const ratio = two.medianMs / one.medianMs;
  const pass = gapMs <= LIMIT_MS;
  const waits = (row: typeof one) => row.queuedToClaimedMs + row.finishedToReplyMs;
  const waitGapMs = waits(two) - waits(one);
  const machine = machineInfo();
  console.log(
    `${machine.cpu}, ${machine.cores} cores, Node ${machine.node}; PostgreSQL; median of ${RUNS}; load average ${loadAverage.toFixed(1)}`,
  );
  console.table(rows);
  console.log(
    `web + worker pair: ${gapMs >= 0 ? '+' : ''}${gapMs} ms (${ratio.toFixed(2)}x) against one node: ${pass ? 'PASS' : 'FAIL'} (limit +${LIMIT_MS} ms)`,
  );
  console.log(`the pair's waits (queued to claimed, finished to reply) against one node's: +${waitGapMs} ms`);
  await writeResults('wakeup', 'short voice: web + worker pair vs one node, PostgreSQL', {
    rows,
    gapMs,
    ratio,
    waitGapMs,
    limitMs: LIMIT_MS,
    pass,
  });
  if (!pass) process.exitCode = 1;
}

/** Server processes with the given roles on one fresh database, and a user signed in on the first. */
async function start(name: string, opening: Promise<TestDatabase>, roles: string[]): Promise<Setup> {
  const database = await opening;
  const dataDirs = await Promise.all(roles.map((role) => fs.mkdtemp(path.join(os.tmpdir(), `avs-wakeup-${role}-`))));
  const nodes: ServerProcess[] = [];
  const stop = async () => {
    await Promise.all(nodes.map((node) => node.stop()));
    await database.close();
    await Promise.all(dataDirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
  };
  try {
    for (const [i, role] of roles.entries())
      nodes.push(
        await startServerProcess({
          DATA_DIR: dataDirs[i]!,
          DATABASE_URL: database.url!,
          ROLE: role,
          LOG_LEVEL: 'warn',
        }),
      );
    const cookie = await signInOverHttp(nodes[0]!, dataDirs[0]!, 'wakeup@example.com');
    return { name, front: nodes[0]!, cookie, database, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

interface Run {
  /** From asking for a short voice to its answer. */
  totalMs: number;
  /** From the job's insert to its claim by a worker. */
  claimMs: number;
  /** From the job's outcome being recorded to the answer arriving here. */
  replyMs: number;
}

async function voice(setup: Setup): Promise<Run> {
  const start = performance.now();
  const res = await fetch(`${setup.front.url}/api/synthesize-voice`, {
    method: 'POST',
    headers: { cookie: setup.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ script: `${SCRIPT} Reference ${++unique}.`, voiceType: 'en-US-natalie' }),
  });
  const body = await res.text();
  const totalMs = performance.now() - start;
  const answered = Date.now();
  if (res.status !== 200) throw new Error(`${setup.name}: synthesize-voice answered ${res.status}: ${body}`);
  const [job] = await setup.database.db
    .select({ createdAt: jobs.createdAt, startedAt: jobs.startedAt, finishedAt: jobs.finishedAt })
    .from(jobs)
    .where(eq(jobs.id, res.headers.get(JOB_ID_HEADER)!));
  if (!job?.startedAt || !job.finishedAt) throw new Error(`${setup.name}: the job's row has no times`);
  return {
    totalMs,
    claimMs: job.startedAt.getTime() - job.createdAt.getTime(),
    replyMs: answered - job.finishedAt.getTime(),
  };
}

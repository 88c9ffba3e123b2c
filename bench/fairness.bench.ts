import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { and, inArray, sql } from 'drizzle-orm';
import { jobs } from '../server/src/db/schema.js';
import { SAME_ORIGIN } from '../server/src/testing/http.js';
import { signInCookie } from '../server/src/testing/sign-in.js';
import { createTestApp } from '../server/src/testing/test-app.js';
import { OFFLINE_ENGINES } from '../server/src/config/engine-names.js';
import { machineInfo } from './machine.js';
import { writeResults } from './results-file.js';

/**
 * Another user's work must not slow a quiet user's message much (issues 12 and 21), in two ways:
 * - a flood of requests: a separate process, as a real flooder would be, runs FLOOD_LANES request
 *   loops that never wait (hourly quota lifted, so the cap of jobs under way holds it back) while
 *   the quiet user asks for one ~60-word voice at a time: at most 2x its idle time;
 * - unequal work: the other user has 16 long voices queued (a long script with long pauses, the
 *   cap raised so they all queue) while the quiet user makes a short message, voice then mix: at
 *   most 1.5x its idle time plus 0.5 s (record 102).
 * A real server on loopback each time, against the same work on an idle server.
 */
const FLOOD_LANES = Number(process.env.FLOOD_LANES ?? 16);
/**
 * A refused lane tries again after this long, ignoring Retry-After (5 s): 16 lanes make about 64
 * requests a second. A client spinning with no pause at all is a network flood for the reverse
 * proxy's rate limit; on this 2-core machine it would also take the server's CPU from the side.
 */
const RETRY_MS = 250;
const ROUNDS = 3;
const LIMIT = 2;
const LONG_JOBS = 16;
/** About 1,200 characters in six paragraphs, read with long pauses between them. */
const LONG_SCRIPT = Array.from(
  { length: 6 },
  (_, i) =>
    `Paragraph ${i + 1}. Thank you for calling Bright Smile Dental, where healthy smiles are our passion. ` +
    'Our friendly team offers cleanings, fillings, whitening and gentle care for nervous patients, ' +
    'and we are happy to answer any question about your treatment or your bill.',
).join('\n\n');
const SHORT_SCRIPT = 'Thank you for calling Bright Smile Dental. Please hold, and we will be right with you.';
const SCRIPT =
  'Thank you for calling Bright Smile Dental, where healthy smiles are our passion. Your call is important to us, ' +
  'and a member of our friendly team will be with you shortly. Ask about our gentle whitening treatments and our ' +
  'new patient welcome package. Thank you for your patience.';

let unique = 0;
/** A script no cache has seen: every request does the full work. */
const fresh = () => `${SCRIPT} Reference ${++unique}.`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const row = (name: string, xs: number[]) => ({
  case: name,
  medianSeconds: Number(median(xs).toFixed(2)),
  runs: xs.map((x) => x.toFixed(2)).join(' '),
});

export default async function run(): Promise<void> {
  const machine = machineInfo();
  console.log(`${machine.cpu}, ${machine.cores} cores, Node ${machine.node}; jobs under way per user: ${LIMIT}`);
  const flood = await requestFlood();
  const unequal = await unequalWork();
  await writeResults('fairness', 'another user’s work vs a quiet user’s message', { flood, unequal });
  if (!flood.pass || !unequal.pass) process.exitCode = 1;
}

async function listen(env: Record<string, string>) {
  // Every engine a node uses by default (the neural voice first, record 128), not the tests' fast ones.
  const t = await createTestApp({ OFFLINE_ENGINES: OFFLINE_ENGINES.join(','), ...env });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const post = async (cookie: string, url: string, body: object, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { ...SAME_ORIGIN, cookie, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    if (res.status >= 300) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  return { t, base, post };
}

async function requestFlood() {
  const { t, base, post } = await listen({ QUOTA_SYNTHESES_PER_HOUR: '1000000' });
  const [victim, flooder] = [await signInCookie(t, 'victim@example.com'), await signInCookie(t, 'flood@example.com')];
  const timed = async (): Promise<number> => {
    const start = performance.now();
    await post(victim, '/api/synthesize-voice', { script: fresh(), voiceType: 'en-US-ken' });
    return (performance.now() - start) / 1000;
  };

  await timed(); // warm-up: the engine's workers start
  const idle: number[] = [];
  for (let i = 0; i < ROUNDS; i++) idle.push(await timed());

  const flood = startFlood(base, flooder);
  await new Promise((r) => setTimeout(r, 1000)); // the flood is under way
  const flooded: number[] = [];
  for (let i = 0; i < ROUNDS; i++) flooded.push(await timed());
  const counts = await flood.stop();
  await t.close();

  const ratio = median(flooded) / median(idle);
  const limitRatio = 2;
  const pass = ratio <= limitRatio;
  console.table([row('idle server', idle), row(`${FLOOD_LANES}-lane flood by another user`, flooded)]);
  console.log(
    `flooder: ${counts.ok} rendered, ${counts.refused} refused (429); slow-down ${ratio.toFixed(2)}x: ${pass ? 'PASS' : 'FAIL'} (limit ${limitRatio}x)`,
  );
  return {
    rows: [row('idle server', idle), row(`${FLOOD_LANES}-lane flood`, flooded)],
    flooder: counts,
    ratio,
    limitRatio,
    pass,
  };
}

async function unequalWork() {
  const { t, post } = await listen({
    QUOTA_SYNTHESES_PER_HOUR: '1000000',
    QUOTA_MIXES_PER_HOUR: '1000000',
    QUOTA_RUNNING_PER_USER: String(LONG_JOBS),
  });
  const [quiet, busy] = [await signInCookie(t, 'quiet@example.com'), await signInCookie(t, 'busy@example.com')];
  const message = async (): Promise<number> => {
    const start = performance.now();
    const voice = await post(quiet, '/api/synthesize-voice', {
      script: `${SHORT_SCRIPT} Reference ${++unique}.`,
      voiceType: 'en-US-natalie',
    });
    await post(quiet, '/api/mix-audio', { voiceAudioId: voice.audioId, musicTrackId: 'soft-jazz', musicVolume: 20 });
    return (performance.now() - start) / 1000;
  };

  await message(); // warm-up
  const idle: number[] = [];
  for (let i = 0; i < ROUNDS; i++) idle.push(await message());

  const queued = await Promise.all(
    Array.from({ length: LONG_JOBS }, (_, i) =>
      post(
        busy,
        '/api/synthesize-voice',
        { script: `${LONG_SCRIPT}\n\nCopy ${i + 1}.`, voiceType: 'en-US-ken', pauseLength: 'long' },
        { prefer: 'respond-async' },
      ),
    ),
  );
  await new Promise((r) => setTimeout(r, 1000)); // the long voices are under way
  const behind: number[] = [];
  for (let i = 0; i < ROUNDS; i++) behind.push(await message());
  // The long voices were still under way when the quiet user's last message was done.
  const [{ underWay } = { underWay: 0 }] = await t.deps.database.db
    .select({ underWay: sql<number>`count(*)`.mapWith(Number) })
    .from(jobs)
    .where(
      and(
        inArray(
          jobs.id,
          queued.map((job) => job.id as string),
        ),
        inArray(jobs.state, ['queued', 'running']),
      ),
    );
  await t.close();

  const limit = 1.5 * median(idle) + 0.5;
  const pass = median(behind) <= limit;
  const rows = [row('idle server', idle), row(`behind ${LONG_JOBS} long voices of another user`, behind)];
  console.table(rows);
  console.log(
    `short message: ${median(behind).toFixed(2)} s behind the long voices (${underWay} of ${LONG_JOBS} still under way after it) against ${median(idle).toFixed(2)} s idle: ${pass ? 'PASS' : 'FAIL'} (limit 1.5x + 0.5 s = ${limit.toFixed(2)} s)`,
  );
  return { rows, longJobs: LONG_JOBS, longJobsStillUnderWay: underWay, limitSeconds: Number(limit.toFixed(2)), pass };
}

/** The flooder's loops in a child process; stop() ends them and reports how many were answered 200 and 429. */
function startFlood(base: string, cookie: string) {
  const script = `
    let flooding = true, ok = 0, refused = 0, n = 0;
    process.on('message', () => { flooding = false; });
    const lane = async () => {
      while (flooding) {
        const res = await fetch(${JSON.stringify(`${base}/api/synthesize-voice`)}, {
          method: 'POST',
          headers: { ...${JSON.stringify(SAME_ORIGIN)}, cookie: ${JSON.stringify(cookie)}, 'content-type': 'application/json' },
          body: JSON.stringify({ script: ${JSON.stringify(SCRIPT)} + ' Flood ' + (++n) + '.', voiceType: 'en-US-ken' }),
        });
        await res.arrayBuffer();
        if (res.status === 200) ok++;
        else { refused++; await new Promise((r) => setTimeout(r, ${RETRY_MS})); }
      }
    };
    await Promise.all(Array.from({ length: ${FLOOD_LANES} }, lane));
    process.send({ ok, refused }, () => process.exit(0));
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return {
    stop: () =>
      new Promise<{ ok: number; refused: number }>((resolve) => {
        child.once('message', (m) => resolve(m as { ok: number; refused: number }));
        child.send('stop');
      }),
  };
}

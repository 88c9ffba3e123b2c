import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import type { JobStatusReply } from '#common/schemas/jobs.js';
import type { ServerProcess } from '../server/src/testing/server-process.js';
import { followJob, postJson, signInUser, startProductionServer } from './bench-client.js';
import { processTreeRssMb, restedRssMb } from './machine.js';
import { writeResults } from './results-file.js';

/**
 * Issue 46's overload figures: one node as a business gets it (every offline engine, the neural
 * voice speaking, warmed up, its previews made), given the same work twice: on an idle machine,
 * then with busy processes beside it for twice its cores (`node -e "for(;;){}"`), as on a shared
 * host. The work: USERS users each asking for VOICES_EACH voices of medium scripts at once (the
 * per-user cap answers 429 with Retry-After, and they ask again then, as the wizard does), and
 * PREVIEWS step-3 previews from as many other users, listened to to the end (4, 6 and 6 unless
 * BENCH_OVERLOAD_USERS, _VOICES_EACH and _PREVIEWS say otherwise).
 * It reports failures (anything but a voice or a whole preview: must be 0), each user's wait,
 * the health check's answers (every second; all must be 200), peak and idle memory (the node and
 * its processes, RSS), and the loaded figures against the idle ones.
 */
const USERS = Number(process.env.BENCH_OVERLOAD_USERS ?? 4);
const VOICES_EACH = Number(process.env.BENCH_OVERLOAD_VOICES_EACH ?? 6);
const PREVIEWS = Number(process.env.BENCH_OVERLOAD_PREVIEWS ?? 6);
const VOICE = 'en-US-natalie';
const COMPANY = { industry: 'healthcare', messageType: 'on-hold' };
const SAMPLE_MS = 500;

interface Round {
  machine: 'idle' | 'busy';
  busyProcesses: number;
  voices: number;
  previews: number;
  failures: number;
  refusals429: number;
  /** Each user's wait, first request to their last voice, in seconds. */
  userWaitsS: number[];
  previewFirstSoundS: number[];
  previewWholeS: number[];
  healthChecks: number;
  healthNot200: number;
  peakRssMb: number;
  wallS: number;
}

export default async function run(): Promise<void> {
  const { server, dataDir } = await startProductionServer('avs-overload-bench-', { freshInstall: true });
  try {
    await logged(server, 'warm-up done');
    const idleRssMb = await restedRssMb(server);
    console.log(`warmed up and ready, at rest: ${idleRssMb} MB`);
    const cookies: string[] = [];
    for (let i = 0; i < USERS + 2 * PREVIEWS; i++) cookies.push(await signInUser(server, dataDir, i));
    const scripts = await mediumScripts(server, cookies);

    const rounds: Round[] = [];
    rounds.push(await round(server, cookies, scripts.slice(0, USERS * VOICES_EACH + PREVIEWS), 'idle', 0));
    console.log(JSON.stringify(rounds.at(-1)));
    const settledRssMb = await restedRssMb(server);
    const busy = busyProcesses(2 * os.availableParallelism());
    try {
      rounds.push(await round(server, cookies, scripts.slice(USERS * VOICES_EACH + PREVIEWS), 'busy', busy.length));
    } finally {
      for (const child of busy) child.kill('SIGKILL');
    }
    console.log(JSON.stringify(rounds.at(-1)));
    const afterRssMb = await restedRssMb(server);
    const [idle, loaded] = rounds as [Round, Round];
    const slowest = (r: Round) => Math.max(...r.userWaitsS);
    const summary = {
      idleRssMb,
      afterIdleRoundRssMb: settledRssMb,
      afterBusyRoundRssMb: afterRssMb,
      slowestUserBusyToIdle: round2(slowest(loaded) / slowest(idle)),
      previewFirstSoundBusyToIdle: round2(median(loaded.previewFirstSoundS) / median(idle.previewFirstSoundS)),
    };
    console.table(rounds.map((r) => ({ ...r, userWaitsS: r.userWaitsS.join(', ') })));
    console.log(summary);
    await writeResults('overload', 'one node, its work on an idle machine and beside busy processes', {
      users: USERS,
      voicesEach: VOICES_EACH,
      previews: PREVIEWS,
      ...summary,
      rounds,
    });
    const broken = rounds.filter((r) => r.failures > 0 || r.healthNot200 > 0);
    if (broken.length > 0) throw new Error(`failures or unhealthy answers: ${JSON.stringify(broken)}`);
  } finally {
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

async function round(
  server: ServerProcess,
  cookies: string[],
  scripts: string[],
  machine: Round['machine'],
  busyCount: number,
): Promise<Round> {
  const pid = server.process.pid!;
  const counts = { failures: 0, refusals429: 0, healthChecks: 0, healthNot200: 0 };
  let peakRssMb = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peakRssMb = Math.max(peakRssMb, processTreeRssMb(pid));
      const health = await fetch(`${server.url}/api/health`).then(
        (res) => res.status,
        () => 0,
      );
      counts.healthChecks++;
      if (health !== 200) counts.healthNot200++;
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS * 2));
    }
  })();
  const memory = setInterval(() => (peakRssMb = Math.max(peakRssMb, processTreeRssMb(pid))), SAMPLE_MS);
  const start = performance.now();
  /** One job-backed call to its end, its result; false when it failed (counted, and said). */
  const made = async (cookie: string, route: string, body: object): Promise<unknown> => {
    try {
      for (;;) {
        const res = await fetch(`${server.url}${route}`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json', prefer: 'respond-async' },
          body: JSON.stringify(body),
        });
        if (res.status === 429) {
          counts.refusals429++;
          await new Promise((resolve) => setTimeout(resolve, Number(res.headers.get('retry-after') ?? 5) * 1000));
          continue;
        }
        const reply = (await res.json()) as JobStatusReply;
        if (res.status !== 202) throw new Error(`${route} answered ${res.status}: ${JSON.stringify(reply)}`);
        return await followJob(server, cookie, reply);
      }
    } catch (error) {
      counts.failures++;
      console.error(`${machine}: ${route}:`, error instanceof Error ? error.message : error);
      return false;
    }
  };
  const users = Array.from({ length: USERS }, async (_, u) => {
    await Promise.all(
      scripts
        .slice(u * VOICES_EACH, (u + 1) * VOICES_EACH)
        .map((script) => made(cookies[u]!, '/api/synthesize-voice', { script, voiceType: VOICE })),
    );
    return (performance.now() - start) / 1000;
  });
  const previews = scripts.slice(USERS * VOICES_EACH).map(async (script, p) => {
    const cookie = cookies[USERS + p + (machine === 'busy' ? PREVIEWS : 0)]!;
    const asked = performance.now();
    const answer = await made(cookie, '/api/preview-voice', { text: script.slice(0, 500), voiceType: VOICE });
    if (answer === false) return null;
    const res = await fetch(`${server.url}${(answer as { url: string }).url}`, { headers: { cookie } });
    if (res.status !== 200 || !res.body) {
      counts.failures++;
      console.error(`${machine}: preview audio answered ${res.status}`);
      return null;
    }
    let firstSound = 0;
    const reader = res.body.getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read())
      firstSound ||= (performance.now() - asked) / 1000;
    return { firstSound, whole: (performance.now() - asked) / 1000 };
  });
  const userWaitsS = (await Promise.all(users)).map(round1);
  const heard = (await Promise.all(previews)).filter((p) => p !== null);
  const wallS = round1((performance.now() - start) / 1000);
  sampling = false;
  clearInterval(memory);
  await sampler;
  return {
    machine,
    busyProcesses: busyCount,
    voices: USERS * VOICES_EACH,
    previews: PREVIEWS,
    ...counts,
    userWaitsS,
    previewFirstSoundS: heard.map((p) => round2(p.firstSound)),
    previewWholeS: heard.map((p) => round1(p.whole)),
    peakRssMb,
    wallS,
  };
}

/** Scripts from the offline writer, a different company each: medium on-hold messages, no two alike (no cache helps). */
async function mediumScripts(server: ServerProcess, cookies: string[]): Promise<string[]> {
  const scripts: string[] = [];
  for (let n = 0; n < 2 * (USERS * VOICES_EACH + PREVIEWS); n++) {
    const reply = await postJson(server, cookies[n % cookies.length]!, '/api/generate-script', {
      ...COMPANY,
      companyName: `Harbour View Dental ${n + 1}`,
    });
    if (reply.status !== 200) throw new Error(`generate-script answered ${reply.status}`);
    scripts.push((reply.json as { script: string }).script);
  }
  return scripts;
}

function busyProcesses(count: number): ChildProcess[] {
  return Array.from({ length: count }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
}

async function logged(server: ServerProcess, line: string): Promise<void> {
  while (!server.output().includes(line)) await new Promise((resolve) => setTimeout(resolve, 200));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;

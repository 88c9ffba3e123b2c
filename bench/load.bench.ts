import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { residentMb } from '../server/src/process/resident-memory.js';
import { audioProcessesOf, startServerProcess, type ServerProcess } from '../server/src/testing/server-process.js';
import { job, signInUser } from './bench-client.js';
import { writeResults } from './results-file.js';

/**
 * Many users at once against one real server process (the embedded default, or PostgreSQL with
 * BENCH_DATABASE_URL): 10, 50 and 200 users each make one message at the same moment, as the
 * browser does it (voice, then mix, each a job followed with Prefer: respond-async and long polls).
 * Prints successes, median and p95 wait (first request to the mix's reply), peak server memory
 * (RSS) and peak audio processes (ffmpeg and MP3 part encoders), sampled every 100 ms.
 */
const ROUNDS = (process.env.BENCH_USERS ?? '10,50,200').split(',').map(Number);
const SAMPLE_MS = 100;

interface Round {
  users: number;
  successes: number;
  medianWaitS: number;
  p95WaitS: number;
  maxWaitS: number;
  peakRssMb: number;
  peakAudioProcesses: number;
}

export default async function run(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-load-bench-'));
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Every user signs in from an address of their own, as they would.
    TRUST_PROXY: 'true',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  });
  try {
    const cookies: string[] = [];
    const signInStart = performance.now();
    for (let i = 0; i < Math.max(...ROUNDS); i++) cookies.push(await signInUser(server, dataDir, i));
    console.log(`${cookies.length} users signed in in ${Math.round(performance.now() - signInStart)} ms`);
    const rows: Round[] = [];
    for (const users of ROUNDS) {
      rows.push(await round(server, cookies.slice(0, users), users));
      console.log(JSON.stringify(rows.at(-1)));
    }
    console.table(rows);
    await writeResults('load', 'many users at once, one message each', {
      workerConcurrency: os.availableParallelism(),
      rows,
    });
    const failed = rows.filter((r) => r.successes !== r.users);
    if (failed.length > 0) throw new Error(`not every message succeeded: ${JSON.stringify(failed)}`);
  } finally {
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

async function round(server: ServerProcess, cookies: string[], users: number): Promise<Round> {
  const pid = server.process.pid!;
  let peakRss = 0;
  let peakAudioProcesses = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peakRss = Math.max(peakRss, residentMb(pid));
      peakAudioProcesses = Math.max(peakAudioProcesses, (await audioProcessesOf(pid)).length);
      await new Promise((r) => setTimeout(r, SAMPLE_MS));
    }
  })();
  const waits = await Promise.all(
    cookies.map(async (cookie, i) => {
      const start = performance.now();
      try {
        await makeMessage(server, cookie, `round ${users}, caller ${i + 1}`);
        return (performance.now() - start) / 1000;
      } catch (error) {
        console.error(`user ${i + 1} of ${users}:`, error instanceof Error ? error.message : error);
        return null;
      }
    }),
  );
  sampling = false;
  await sampler;
  const ok = waits.filter((w): w is number => w !== null).sort((a, b) => a - b);
  const at = (q: number) => round2(ok[Math.min(ok.length - 1, Math.floor(q * ok.length))] ?? NaN);
  return {
    users,
    successes: ok.length,
    medianWaitS: at(0.5),
    p95WaitS: at(0.95),
    maxWaitS: round2(ok.at(-1) ?? NaN),
    peakRssMb: Math.round(peakRss),
    peakAudioProcesses,
  };
}

async function makeMessage(server: ServerProcess, cookie: string, who: string): Promise<void> {
  const script = `Thank you for calling Harbour View Dental, this is ${who}. All of our team are helping other patients right now. Please stay on the line and we will be with you shortly.`;
  const voice = await job<{ audioId: string }>(server, cookie, '/api/synthesize-voice', {
    script,
    voiceType: 'en-US-natalie',
  });
  const mix = await job<{ url: string; fileSize: number }>(server, cookie, '/api/mix-audio', {
    voiceAudioId: voice.audioId,
    musicTrackId: 'corporate-upbeat',
    musicVolume: 15,
  });
  if (!mix.url.startsWith('/api/audio/') || mix.fileSize <= 0) throw new Error(`unexpected mix ${JSON.stringify(mix)}`);
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

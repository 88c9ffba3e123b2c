import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import path from 'node:path';
import type { JobStatusReply } from '#common/schemas/jobs.js';
import type { MixAudioReply } from '#common/schemas/mix.js';
import type { SynthesizeVoiceReply } from '#common/schemas/voices.js';
import { resolveFfmpeg } from '../server/src/process/ffmpeg-binary.js';
import { durationSeconds } from '../server/src/dsp/pcm.js';
import { SAMPLE_RATE } from '../server/src/dsp/mastering.js';
import { encodeMp3, produceMix, renderMix } from '../server/src/mix/produce-mix.js';
import { speechLikeVoice } from '../server/src/testing/mix-test-audio.js';
import { recordingFromFile } from '../server/src/mix/voice-analysis.js';
import { BUILT_IN_TRACKS, builtInTrackPath } from '../server/src/music/built-in-tracks.js';
import { CLIENT_DIST_DIR } from '../server/src/paths.js';
import { startServerProcess, type ServerProcess } from '../server/src/testing/server-process.js';
import { createLocalProvider } from '../server/src/voice/local/local-provider.js';
import { followJob, job, postJson, signInUser, startProductionServer } from './bench-client.js';
import { machineInfo, processTreeCpuMs, processTreeRssMb, restedRssMb } from './machine.js';
import { writeResults } from './results-file.js';

/**
 * The figures of issues 11 and 27, each beside the raw limit it is bounded by, all measured in this run:
 * - limits: the offline voice alone (VOICE's engine and speaker, one core), one LAME encode alone,
 *   the mix's own arithmetic alone;
 * - the event loop's delay while 8 mixes run at once (the arithmetic is in worker threads, record 083);
 * - one medium on-hold message end to end over HTTP (script, voice, mix) as a real-time factor,
 *   the steady figure after a few, and the first on a new server once its warm-up is done (against
 *   the steady figure of the same script);
 * - step 3's preview: its first sound and its end, from the request (it streams, record 130);
 * - the server's memory (its processes' too) once warmed up and after the crowd;
 * - step 4's Continue: the wait after it when the mix was made ahead (record 081), and when not
 *   (against one encode of the same length);
 * - USERS users each making one message at the same moment, in messages per second;
 * - the login screen's bytes on the wire (record 080).
 * A real server process on the embedded defaults; every user signs in from an address of their own.
 */
const ROUNDS = 5;
/** Messages a freshly started server makes before the steady figure is measured. */
const WARM_UP_MESSAGES = 3;
/** New servers started, each for its first message after the warm-up. */
const FIRST_MESSAGE_STARTS = 3;
const USERS = Number(process.env.BENCH_PIPELINE_USERS ?? 16);
/** How long a user looks at step 4 after settling on a track before pressing Continue. */
const THINK_MS = 1500;
const COMPANY = { companyName: 'Harbour View Dental', industry: 'healthcare', messageType: 'on-hold' };
/** The voice of every message here, and of the raw limit they are read against: engines differ in speed per word. */
const VOICE = 'en-US-natalie';
/** The event loop's delay is the median of this many runs of 8 mixes: one run's p99 is a handful of stalls. */
const LOOP_RUNS = 3;

interface Row {
  figure: string;
  value: number;
  unit: string;
  limit?: string;
  ratioToLimit?: number;
}

export default async function run(): Promise<void> {
  const rows: Row[] = [];
  const limits = await measureLimits();
  rows.push(
    { figure: `${limits.speaker} alone (one core)`, value: limits.speechRtf, unit: '× real time' },
    { figure: 'LAME encode alone (one 60 s mono mix)', value: limits.lameRtf, unit: '× real time' },
    { figure: 'mix arithmetic alone (warm caches)', value: limits.arithmeticRtf, unit: '× real time' },
    {
      figure: `event-loop delay p99 during 8 mixes at once (median of ${LOOP_RUNS} runs)`,
      value: await eventLoopDuringMixes(),
      unit: 'ms',
      limit: '10 ms',
    },
  );

  const { server, dataDir, answered } = await startProductionServer('avs-pipeline-bench-');
  try {
    const cookies: string[] = [];
    for (let i = 0; i < USERS + 1; i++) cookies.push(await signInUser(server, dataDir, i));
    const [solo, ...crowd] = cookies as [string, ...string[]];

    // A server that has just started is still starting its workers and compiling their loops: the
    // steady figure is taken after a few messages. A user arrives once the server's warm-up is done
    // (a user signs in and writes a script first, never in the server's first millisecond); the
    // sign-ins above run meanwhile.
    const warmedAfter = await warmUpDone(server, answered);
    const warmedMemory = await restedRssMb(server);
    for (let round = 0; round < WARM_UP_MESSAGES; round++) await oneMessage(server, solo, 900 + round);
    // The steady messages' scripts, written once: the composer varies its wording, and the first
    // messages after a start below speak the same ones.
    const scripts: string[] = [];
    for (let round = 0; round < ROUNDS; round++) scripts.push((await scriptFor(server, solo, round)).script);
    const endToEnd: { wall: number; audio: number; voiceCpuMs: number }[] = [];
    for (const script of scripts) endToEnd.push(await oneMessage(server, solo, script));
    const e2e = median(endToEnd.map((m) => m.audio / m.wall));
    // Scripts differ in how evenly their pieces share the cores, so each first message is read
    // against the steady message of its own script.
    const firsts: number[] = [];
    for (let k = 0; k < FIRST_MESSAGE_STARTS; k++) {
      const first = await firstMessageAfterStart(scripts[k]!);
      firsts.push(first.audio / first.wall / (endToEnd[k]!.audio / endToEnd[k]!.wall));
    }
    // One message runs the voice, the mix's arithmetic and its one LAME encode (the voice is kept as WAV,
    // record 082) one after the other: that chain on one core is its limit.
    const chainRtf = 1 / (1 / limits.speechRtf + 1 / limits.lameRtf + 1 / limits.arithmeticRtf);
    rows.push({
      figure: `one medium on-hold message, end to end over HTTP (after ${WARM_UP_MESSAGES} made)`,
      value: round1(e2e),
      unit: '× real time',
      limit: `${round1(chainRtf)}× (the voice, the arithmetic and one encode in a row, one core)`,
      ratioToLimit: round2(e2e / chainRtf),
    });
    const previews: Awaited<ReturnType<typeof previewFirstSound>>[] = [];
    for (let round = 0; round < ROUNDS; round++) previews.push(await previewFirstSound(server, solo, 500 + round));
    rows.push({
      figure: "step 3's preview: its first sound, from the request (median)",
      value: round2(median(previews.map((p) => p.firstSound))),
      unit: 's',
      limit: `1.5 s; the whole preview (${round1(median(previews.map((p) => p.audioSeconds)))} s of speech) took ${round2(median(previews.map((p) => p.whole)))} s`,
      ratioToLimit: round2(median(previews.map((p) => p.firstSound)) / 1.5),
    });
    rows.push({
      figure: "one medium message's voice job: the server's CPU, its processes' too",
      value: Math.round(median(endToEnd.map((m) => m.voiceCpuMs))),
      unit: 'ms',
    });
    rows.push(
      { figure: "the server's warm-up, done after it first answered", value: round1(warmedAfter), unit: 's' },
      { figure: "the server's memory once warmed up, at rest, its processes' too", value: warmedMemory, unit: 'MB' },
      {
        figure: `the first message once a new server's warm-up is done (median of ${FIRST_MESSAGE_STARTS} starts)`,
        value: round2(median(firsts)),
        unit: 'of the steady one',
        limit: 'the same script on the warm server above',
        ratioToLimit: round2(median(firsts)),
      },
    );

    const continueAhead = median((await continueWaits(server, solo, true)).map((c) => c.wait));
    const mixing = await continueWaits(server, solo, false);
    const continueMixing = median(mixing.map((c) => c.wait));
    // One LAME encode of the same length, at the encode's rate measured above.
    const oneEncode = median(mixing.map((c) => c.audio)) / limits.lameRtf;
    rows.push(
      {
        figure: "step 4's Continue, mix made ahead",
        value: round3(continueAhead),
        unit: 's',
        limit: `${round3(continueMixing)} s mixing on Continue`,
        ratioToLimit: round2(continueAhead / continueMixing),
      },
      {
        figure: "step 4's Continue, mixing on Continue",
        value: round3(continueMixing),
        unit: 's',
        limit: `${round3(oneEncode)} s (one encode of the same length)`,
        ratioToLimit: round2(continueMixing / oneEncode),
      },
    );

    const [started, cpuBefore] = [performance.now(), processTreeCpuMs(server.process.pid!)];
    const made = await Promise.all(crowd.map((cookie, i) => oneMessage(server, cookie, 100 + i)));
    const wall = (performance.now() - started) / 1000;
    const crowdCpuMs = processTreeCpuMs(server.process.pid!) - cpuBefore;
    const audio = made.reduce((sum, m) => sum + m.audio, 0);
    const cores = os.availableParallelism();
    rows.push({
      figure: `${USERS} users, one message each at once`,
      value: round2(USERS / wall),
      unit: 'messages/s',
      limit: `${round1(chainRtf * cores)}× real time on ${cores} cores`,
      ratioToLimit: round2(audio / wall / (chainRtf * cores)),
    });
    rows.push({ figure: `${USERS} users at once, as real time`, value: round1(audio / wall), unit: '× real time' });
    rows.push({
      figure: `the server's memory after ${USERS} users at once, its processes' too`,
      value: processTreeRssMb(server.process.pid!),
      unit: 'MB',
    });
    rows.push({
      figure: `the server's memory after ${USERS} users at once, at rest, its processes' too`,
      value: await restedRssMb(server),
      unit: 'MB',
    });
    rows.push({
      figure: `${USERS} users at once: the server's CPU per message, its processes' too`,
      value: Math.round(crowdCpuMs / USERS),
      unit: 'ms',
    });
  } finally {
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }

  const login = await loginPageBytes();
  if (login !== null)
    rows.push({
      figure: 'login screen on the wire (brotli)',
      value: round1(login / 1000),
      unit: 'KB',
      limit: '90 KB',
    });

  const machine = machineInfo();
  console.log(`${machine.cpu}, ${machine.cores} cores, Node ${machine.node}`);
  console.table(rows);
  await writeResults('pipeline', 'the whole pipeline and its limits', { rows });
}

/** The raw limits, measured in this process: the offline voice on a medium script (its engine named), one LAME encode, the mix's arithmetic. */
async function measureLimits() {
  const ffmpegPath = (await resolveFfmpeg(process.env.FFMPEG_PATH)).path;
  const local = createLocalProvider();
  const script =
    'Thank you for calling Harbour View Dental. Your call is important to us, and a member of our team will be with you shortly. ' +
    'Did you know we now offer evening appointments? Ask about our gentle whitening treatments and our new patient package.';
  const speak = async () => {
    const audio = await local.synthesize(script, { catalogueId: VOICE }, { rate: 0, pitch: 0 });
    return audio.kind === 'pcm' ? durationSeconds(audio.pcm) : 0;
  };
  await speak(); // warm-up: the worker starts (and Flite compiles its WebAssembly module)
  const speechRtf = median(await repeat(async () => rate(speak)));

  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-limits-bench-'));
  try {
    const env = { dataDir, ffmpegPath };
    const voiceFile = path.join(dataDir, 'voice.wav');
    await fs.writeFile(voiceFile, await speechLikeVoice(ffmpegPath, { bursts: 12, burstSeconds: 4, pauseSeconds: 1 }));
    const track = BUILT_IN_TRACKS[0]!;
    const request = {
      voice: recordingFromFile(voiceFile),
      music: { id: track.id, file: builtInTrackPath(track.id)! },
      volume: 15,
    };
    const warm = await renderMix(env, request); // fills the caches
    const seconds = warm.samples.length / SAMPLE_RATE;
    const arithmeticRtf = median(
      await repeat(async () => {
        const start = performance.now();
        await renderMix(env, request);
        return seconds / ((performance.now() - start) / 1000);
      }),
    );
    const lameRtf = median(
      await repeat(async () => {
        const start = performance.now();
        await encodeMp3(env, warm.samples, path.join(dataDir, 'out.mp3'), 1);
        return seconds / ((performance.now() - start) / 1000);
      }),
    );
    return {
      speaker: local.describeVoice(VOICE),
      speechRtf: round1(speechRtf),
      lameRtf: round1(lameRtf),
      arithmeticRtf: round1(arithmeticRtf),
    };
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/** The event loop's delay (p99, ms) while 8 mixes of 8 different 64 s voices run at once in this process: the median of LOOP_RUNS runs. */
async function eventLoopDuringMixes(): Promise<number> {
  const ffmpegPath = (await resolveFfmpeg(process.env.FFMPEG_PATH)).path;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-loop-bench-'));
  try {
    const env = { dataDir, ffmpegPath };
    const track = BUILT_IN_TRACKS[0]!;
    const music = { id: track.id, file: builtInTrackPath(track.id)! };
    const voices = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const file = path.join(dataDir, `voice-${i}.wav`);
        await fs.writeFile(
          file,
          await speechLikeVoice(ffmpegPath, { bursts: 16, burstSeconds: 3 + i / 8, pauseSeconds: 1 }),
        );
        return file;
      }),
    );
    await renderMix(env, { voice: recordingFromFile(voices[0]!), music, volume: 15 }); // the track's cache, the workers
    const runs: number[] = [];
    for (let run = 0; run < LOOP_RUNS; run++) {
      const delay = monitorEventLoopDelay({ resolution: 5 });
      delay.enable();
      // New recordings each run, so each run masters its voices as a first mix does.
      await Promise.all(
        voices.map((voiceFile, i) =>
          produceMix(
            env,
            { voice: recordingFromFile(voiceFile), music, volume: 15 },
            path.join(dataDir, `out-${i}.mp3`),
          ),
        ),
      );
      delay.disable();
      runs.push(delay.percentile(99) / 1e6);
    }
    return round1(median(runs));
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/** Seconds from `since` until the server has logged its warm-up done (record 122). */
async function warmUpDone(server: ServerProcess, since: number): Promise<number> {
  for (let look = 0; !server.output().includes('"msg":"warm-up done"'); look++) {
    if (look > 1200) throw new Error(`the server's warm-up was not done within a minute:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return (performance.now() - since) / 1000;
}

/**
 * A server process on a new data folder as production starts one: with its warm-up (record 122),
 * whose log says when it is done, and every engine a node uses by default (the neural voice first,
 * record 128), not the tests' fast ones. `answered`: when it first answered.
 */
/** A new server with its warm-up, as production starts one; its first message once the warm-up is done, then it stops. */
async function firstMessageAfterStart(script: string): Promise<{ wall: number; audio: number }> {
  const { server, dataDir, answered } = await startProductionServer('avs-first-message-');
  try {
    const cookie = await signInUser(server, dataDir, 0);
    await warmUpDone(server, answered);
    return await oneMessage(server, cookie, script);
  } finally {
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * Script (unless given), voice and mix for one medium on-hold message, one after the other as the
 * wizard does; `voiceCpuMs` is the server's CPU (its spawners' runs too) while its voice job ran.
 */
async function oneMessage(
  server: ServerProcess,
  cookie: string,
  scriptOrCompany: string | number,
): Promise<{ wall: number; audio: number; voiceCpuMs: number }> {
  const start = performance.now();
  const script =
    typeof scriptOrCompany === 'string' ? scriptOrCompany : (await scriptFor(server, cookie, scriptOrCompany)).script;
  const cpuBefore = processTreeCpuMs(server.process.pid!);
  const voice = await job<SynthesizeVoiceReply>(server, cookie, '/api/synthesize-voice', {
    script,
    voiceType: VOICE,
  });
  const voiceCpuMs = processTreeCpuMs(server.process.pid!) - cpuBefore;
  const mix = await job<MixAudioReply>(server, cookie, '/api/mix-audio', {
    voiceAudioId: voice.audioId,
    musicTrackId: 'corporate-upbeat',
    musicVolume: 15,
  });
  return { wall: (performance.now() - start) / 1000, audio: mix.duration, voiceCpuMs };
}

/**
 * Step 3's Preview as the browser makes it (record 130): the first 500 characters of a new script,
 * the job followed until it answers, then its address read as a player does. Seconds from the request
 * to the first bytes of audio, and to the last.
 */
async function previewFirstSound(
  server: ServerProcess,
  cookie: string,
  n: number,
): Promise<{ firstSound: number; whole: number; audioSeconds: number }> {
  const { script } = await scriptFor(server, cookie, n);
  const start = performance.now();
  const { url } = await job<{ url: string }>(server, cookie, '/api/preview-voice', {
    text: script.slice(0, 500),
    voiceType: VOICE,
  });
  const reader = (await fetch(`${server.url}${url}`, { headers: { cookie } })).body!.getReader();
  let firstSound = 0;
  let bytes = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    firstSound ||= (performance.now() - start) / 1000;
    bytes += next.value.length;
  }
  // The preview is 128 kbps MP3: its length in seconds from its size.
  return { firstSound, whole: (performance.now() - start) / 1000, audioSeconds: (bytes * 8) / 128_000 };
}

async function scriptFor(server: ServerProcess, cookie: string, n: number): Promise<{ script: string }> {
  // A different company each time, so no cache anywhere makes a later round cheaper.
  const reply = await postJson(server, cookie, '/api/generate-script', {
    ...COMPANY,
    companyName: `${COMPANY.companyName} ${n}`,
  });
  if (reply.status !== 200) throw new Error(`generate-script answered ${reply.status}`);
  return reply.json as { script: string };
}

/**
 * The wait after Continue in step 4, with the voice ready: either the mix was started ahead when
 * the user settled on the track (and the user looked at the step for THINK_MS), or it starts on Continue.
 */
async function continueWaits(
  server: ServerProcess,
  cookie: string,
  ahead: boolean,
): Promise<{ wait: number; audio: number }[]> {
  const waits: { wait: number; audio: number }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const { script } = await scriptFor(server, cookie, 1000 + round * 2 + (ahead ? 1 : 0));
    const voice = await job<SynthesizeVoiceReply>(server, cookie, '/api/synthesize-voice', {
      script,
      voiceType: VOICE,
    });
    const body = { voiceAudioId: voice.audioId, musicTrackId: 'soft-jazz', musicVolume: 20 };
    if (ahead) {
      const started = await postJson(server, cookie, '/api/mix-audio/speculative', body);
      await new Promise((r) => setTimeout(r, THINK_MS));
      const start = performance.now();
      const mix = await followJob<MixAudioReply>(server, cookie, started.json as JobStatusReply);
      waits.push({ wait: (performance.now() - start) / 1000, audio: mix.duration });
    } else {
      const start = performance.now();
      const mix = await job<MixAudioReply>(server, cookie, '/api/mix-audio', body);
      waits.push({ wait: (performance.now() - start) / 1000, audio: mix.duration });
    }
  }
  return waits;
}

/** Bytes on the wire for the login screen: index.html and the scripts and styles it names, brotli accepted. */
async function loginPageBytes(): Promise<number | null> {
  const index = path.join(CLIENT_DIST_DIR, 'index.html');
  const html = await fs.readFile(index, 'utf8').catch(() => null);
  if (html === null) {
    console.log('The client is not built (npm run build): the login screen is not measured.');
    return null;
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-login-bench-'));
  const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  try {
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    const sizes = await Promise.all(['/login', ...assets].map((p) => wireBytes(`${server.url}${p}`)));
    return sizes.reduce((a, b) => a + b, 0);
  } finally {
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/** The body bytes as sent (not decompressed), asking as a browser does. */
function wireBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { accept: 'text/html,*/*', 'accept-encoding': 'br, gzip' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

async function repeat(measure: () => Promise<number>): Promise<number[]> {
  const values: number[] = [];
  for (let i = 0; i < ROUNDS; i++) values.push(await measure());
  return values;
}

async function rate(work: () => Promise<number>): Promise<number> {
  const start = performance.now();
  const audio = await work();
  return audio / ((performance.now() - start) / 1000);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;
const round3 = (n: number) => Math.round(n * 1000) / 1000;

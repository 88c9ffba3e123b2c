import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_RATE } from '../dsp/mastering.js';
import { resolveFfmpeg } from '../process/ffmpeg-binary.js';
import { audioProcessesOf, isAlive } from '../testing/server-process.js';
import { encodersStandingBy, keepEncodersReady, stopStandbyEncoders } from './part-encoders.js';
import { startMp3Encode } from './split-encode.js';
import type { MixEnv } from './mix-env.js';
import { waitFor } from '../testing/wait-for.js';

// Real LAME runs (the compiled part encoder where it is built, else ffmpeg) through the real spawner.
let env: MixEnv;
let dir: string;
/** 24 s of a gliding tone: two parts of at least 10 s each. */
const samples = Float32Array.from({ length: 24 * SAMPLE_RATE }, (_, i) => 0.3 * Math.sin(i * (0.02 + i * 1e-9)));

/** This process's encoders once there are `count` of them. */
async function encodersRunning(count: number): Promise<number[]> {
  let pids: number[] = [];
  await waitFor(async () => {
    pids = await audioProcessesOf(process.pid);
    expect(pids).toHaveLength(count);
  }, 20);
  return pids;
}

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-standby-'));
  env = { dataDir: dir, ffmpegPath: (await resolveFfmpeg(process.env.FFMPEG_PATH)).path };
});

afterAll(async () => {
  stopStandbyEncoders();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('standby encoders (record 124)', () => {
  it('encode the same bytes as encoders started on demand, and are replaced once used', async () => {
    const onDemand = await startMp3Encode(env, { parts: 2 }).finish(samples);

    keepEncodersReady(env);
    const standby = await encodersRunning(os.availableParallelism());
    const fromStandby = await startMp3Encode(env, { parts: 2 }).finish(samples);
    expect(fromStandby.equals(onDemand)).toBe(true);

    // The ones the encode took have ended; as many new ones wait for the next.
    const replaced = await encodersRunning(os.availableParallelism());
    expect(replaced.filter((pid) => standby.includes(pid))).toEqual([]);
  });

  it('leave standby when killed while waiting, and an encode still succeeds', async () => {
    const waiting = await encodersRunning(os.availableParallelism());
    for (const pid of waiting) process.kill(pid, 'SIGKILL');
    await waitFor(async () => expect(await Promise.all(waiting.map(isAlive))).not.toContain(true));
    // Gone from standby once their spawner has said so: an encode then starts its own.
    await waitFor(() => expect(encodersStandingBy()).toBe(0));
    const mp3 = await startMp3Encode(env, { parts: 2 }).finish(samples);
    expect(mp3.length).toBeGreaterThan(100_000);
  });

  it('are stopped, and none is started again', async () => {
    const waiting = await encodersRunning(os.availableParallelism());
    stopStandbyEncoders();
    await waitFor(async () => expect(await Promise.all(waiting.map(isAlive))).not.toContain(true));
    await startMp3Encode(env, { parts: 2 }).finish(samples);
    expect(await audioProcessesOf(process.pid)).toEqual([]);
  });
});

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { resolveFfmpeg } from '../server/src/process/ffmpeg-binary.js';
import { mixCacheDir } from '../server/src/mix/mix-env.js';
import { MP3_QUALITY } from '../server/src/dsp/mastering.js';
import { produceMix, type MixRequest } from '../server/src/mix/produce-mix.js';
import { recordingFromFile } from '../server/src/mix/voice-analysis.js';
import { speechLikeVoice, voiceSeconds } from '../server/src/testing/mix-test-audio.js';
import { BUILT_IN_TRACKS, builtInTrackPath } from '../server/src/music/built-in-tracks.js';
import { cpuMs, machineInfo } from './machine.js';
import { writeResults } from './results-file.js';

/**
 * Mixing a 45-second voice over each built-in track (and over no music): cold (empty cache: the
 * track is decoded and measured, the voice measured) and warm (both cached), one at a time, then
 * eight warm mixes at once. CPU time counts the ffmpeg children too (Linux /proc).
 */
const WARM_RUNS = 5;
const CONCURRENT = 8;
const VOICE = { bursts: 9, burstSeconds: 4, pauseSeconds: 1.125 }; // 45 s

interface Timed {
  wallMs: number;
  cpuMs: number;
  audioSeconds: number;
  stages: Record<string, number>;
}

export default async function run(): Promise<void> {
  const ffmpegPath = (await resolveFfmpeg(process.env.FFMPEG_PATH)).path;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-mix-bench-'));
  try {
    const env = { dataDir, ffmpegPath };
    const voiceFile = path.join(dataDir, 'voice.wav');
    await fs.writeFile(voiceFile, await speechLikeVoice(ffmpegPath, VOICE));
    const once = async (request: MixRequest, out = path.join(dataDir, 'out.mp3')): Promise<Timed> => {
      const cpu = cpuMs();
      const start = performance.now();
      const produced = await produceMix(env, request, out);
      return {
        wallMs: performance.now() - start,
        cpuMs: cpuMs() - cpu,
        audioSeconds: produced.durationSeconds,
        stages: produced.timings,
      };
    };

    const choices = [...BUILT_IN_TRACKS.map((t) => ({ id: t.id, file: builtInTrackPath(t.id)! })), null];
    const rows = [];
    for (const music of choices) {
      // A fresh recording (no analysis yet) and an empty cache: the cold mix measures the voice.
      const request: MixRequest = { voice: recordingFromFile(voiceFile), music, volume: 15 };
      await fs.rm(mixCacheDir(dataDir), { recursive: true, force: true });
      const cold = await once(request);
      const warm: Timed[] = [];
      for (let i = 0; i < WARM_RUNS; i++) warm.push(await once(request));
      const median = warm.sort((a, b) => a.wallMs - b.wallMs)[Math.floor(WARM_RUNS / 2)]!;
      const cpu = warm.reduce((sum, w) => sum + w.cpuMs, 0) / WARM_RUNS;
      rows.push({
        track: music?.id ?? 'none',
        audioSeconds: round(median.audioSeconds, 1),
        coldMs: Math.round(cold.wallMs),
        coldCpuMs: Math.round(cold.cpuMs),
        warmMs: Math.round(median.wallMs),
        warmCpuMs: Math.round(cpu),
        warmMixesPerSecond: round(1000 / median.wallMs, 1),
        warmRealTimeFactor: Math.round(median.audioSeconds / (median.wallMs / 1000)),
        ...Object.fromEntries(Object.entries(median.stages).map(([k, v]) => [`${k}Ms`, Math.round(v)])),
      });
    }

    // Eight warm mixes at once: what both cores deliver together.
    const request: MixRequest = {
      voice: recordingFromFile(voiceFile),
      music: { id: BUILT_IN_TRACKS[0]!.id, file: builtInTrackPath(BUILT_IN_TRACKS[0]!.id)! },
      volume: 15,
    };
    const start = performance.now();
    const cpu = cpuMs();
    const together = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) => once(request, path.join(dataDir, `out-${i}.mp3`))),
    );
    const seconds = (performance.now() - start) / 1000;
    const concurrent = {
      mixes: CONCURRENT,
      wallMs: Math.round(seconds * 1000),
      cpuMs: Math.round(cpuMs() - cpu),
      mixesPerSecond: round(CONCURRENT / seconds, 1),
      realTimeFactor: Math.round(together.reduce((sum, t) => sum + t.audioSeconds, 0) / seconds),
    };

    const machine = machineInfo();
    console.log(
      `${machine.cpu}, ${machine.cores} cores, Node ${machine.node}; ${voiceSeconds(VOICE)} s voice, volume 15, LAME q${MP3_QUALITY}, mono 128 kb/s`,
    );
    console.table(rows);
    console.log(`${CONCURRENT} warm mixes at once:`, concurrent);

    await writeResults('mix', 'mix a 45-second voice', { voiceSeconds: voiceSeconds(VOICE), rows, concurrent });
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/** CPU time of this process and of its finished children (ffmpeg), in ms; children only on Linux. */
function round(value: number, digits: number): number {
  return Math.round(value * 10 ** digits) / 10 ** digits;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();

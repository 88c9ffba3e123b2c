import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { MP3_BITRATE, MP3_QUALITY, SAMPLE_RATE } from '../server/src/dsp/mastering.js';
import { resolveFfmpeg } from '../server/src/process/ffmpeg-binary.js';
import { runFfmpeg } from '../server/src/process/run-ffmpeg.js';
import { renderMix } from '../server/src/mix/produce-mix.js';
import { samplesBytes, startMp3Encode } from '../server/src/mix/split-encode.js';
import { recordingFromFile } from '../server/src/mix/voice-analysis.js';
import { decodeFile, speechLikeVoice } from '../server/src/testing/mix-test-audio.js';
import { BUILT_IN_TRACKS, builtInTrackPath } from '../server/src/music/built-in-tracks.js';
import { cpuMs, machineInfo } from './machine.js';
import { writeResults } from './results-file.js';

/**
 * One MP3 encode against the split encode (record 120) of the same mastered mix, cut to 20, 30, 45
 * and 60 seconds: the raw limit is one plain LAME run (the encode before record 120: bit reservoir
 * on, ffmpeg's own tag), then the split path in one part (no reservoir) and in two, and the two
 * again started ahead of their input as produceMix starts them (only the encode timed). Each figure
 * is the median of RUNS, the three encodes taking turns so a shared machine's load falls on all of
 * them alike; CPU time counts the encoder processes (ffmpeg, or the compiled part encoder, record
 * 126). Quality: SNR of each decode against the source.
 */
const RUNS = 7;
const LENGTHS = [20, 30, 45, 60];
/** Long enough for ffmpeg to have started (about 65 ms on a quiet machine, record 084). */
const STARTED_MS = 300;
const VOICE = { bursts: 12, burstSeconds: 4, pauseSeconds: 1.125 }; // 60 s, with the track's intro and outro 64 s

interface Timed {
  wallMs: number;
  cpuMs: number;
}

export default async function run(): Promise<void> {
  const ffmpegPath = (await resolveFfmpeg(process.env.FFMPEG_PATH)).path;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-encode-bench-'));
  try {
    const env = { dataDir, ffmpegPath };
    await fs.writeFile(path.join(dataDir, 'voice.wav'), await speechLikeVoice(ffmpegPath, VOICE));
    const track = BUILT_IN_TRACKS[0]!;
    const { samples: mix } = await renderMix(env, {
      voice: recordingFromFile(path.join(dataDir, 'voice.wav')),
      music: { id: track.id, file: builtInTrackPath(track.id)! },
      volume: 15,
    });
    const out = (name: string) => path.join(dataDir, `${name}.mp3`);
    const encoders = {
      raw: async (samples: Float32Array) => {
        const lame = ['-c:a', 'libmp3lame', '-b:a', MP3_BITRATE, '-compression_level', MP3_QUALITY];
        const input = ['-f', 'f32le', '-ar', String(SAMPLE_RATE), '-ac', '1', '-i', 'pipe:0'];
        await runFfmpeg(ffmpegPath, [...input, ...lame, '-y', out('raw')], { input: samplesBytes(samples) });
      },
      onePart: async (samples: Float32Array) =>
        fs.writeFile(out('onePart'), await startMp3Encode(env, { parts: 1 }).finish(samples)),
      split: async (samples: Float32Array) =>
        fs.writeFile(out('split'), await startMp3Encode(env, { parts: 2 }).finish(samples)),
    };
    // As produceMix runs them: the encoders started while the mix is laid, so only the encode is waited for.
    const prestarted = async (parts: number, samples: Float32Array): Promise<Timed> => {
      const encoder = startMp3Encode(env, { parts });
      await new Promise((resolve) => setTimeout(resolve, STARTED_MS));
      const [start, cpu] = [performance.now(), cpuMs()];
      await fs.writeFile(out(`prestarted${parts}`), await encoder.finish(samples));
      return { wallMs: performance.now() - start, cpuMs: cpuMs() - cpu };
    };
    type Name = keyof typeof encoders;
    const names = Object.keys(encoders) as Name[];

    const rows = [];
    for (const seconds of LENGTHS) {
      const samples = mix.subarray(0, seconds * SAMPLE_RATE);
      const times: Record<Name, Timed[]> = { raw: [], onePart: [], split: [] };
      const started: Timed[][] = [[], []];
      for (let i = 0; i < RUNS; i++) {
        for (const name of names) {
          const [start, cpu] = [performance.now(), cpuMs()];
          await encoders[name](samples);
          times[name].push({ wallMs: performance.now() - start, cpuMs: cpuMs() - cpu });
        }
        for (const parts of [1, 2]) started[parts - 1]!.push(await prestarted(parts, samples));
      }
      const snr: Record<string, number> = {};
      for (const name of names) snr[name] = snrDb(samples, await decodeFile(ffmpegPath, out(name)));
      const wall = (name: Name) => median(times[name].map((t) => t.wallMs));
      const cpu = (name: Name) => median(times[name].map((t) => t.cpuMs));
      rows.push({
        seconds,
        rawMs: Math.round(wall('raw')),
        onePartMs: Math.round(wall('onePart')),
        splitMs: Math.round(wall('split')),
        rawRealTime: Math.round(seconds / (wall('raw') / 1000)),
        splitRealTime: Math.round(seconds / (wall('split') / 1000)),
        splitToRaw: round(wall('split') / wall('raw'), 2),
        prestartedOneMs: Math.round(median(started[0]!.map((t) => t.wallMs))),
        prestartedSplitMs: Math.round(median(started[1]!.map((t) => t.wallMs))),
        prestartedSplitToOne: round(
          median(started[1]!.map((t) => t.wallMs)) / median(started[0]!.map((t) => t.wallMs)),
          2,
        ),
        rawCpuMs: Math.round(cpu('raw')),
        onePartCpuMs: Math.round(cpu('onePart')),
        splitCpuMs: Math.round(cpu('split')),
        splitCpuToRaw: round(cpu('split') / cpu('raw'), 2),
        rawSnrDb: round(snr.raw!, 2),
        onePartSnrDb: round(snr.onePart!, 2),
        splitSnrDb: round(snr.split!, 2),
      });
    }

    const machine = machineInfo();
    console.log(
      `${machine.cpu}, ${machine.cores} cores, Node ${machine.node}; LAME q${MP3_QUALITY}, mono ${MP3_BITRATE}; median of ${RUNS}`,
    );
    console.table(rows);
    await writeResults('encode', 'one MP3 encode against the split encode', { runs: RUNS, rows });
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/** Signal to coding noise of a decode against its source, in dB. */
function snrDb(source: Float32Array, decoded: Float32Array): number {
  let signal = 0;
  let noise = 0;
  for (let i = 0; i < source.length; i++) {
    signal += source[i]! ** 2;
    noise += (source[i]! - (decoded[i] ?? 0)) ** 2;
  }
  return 10 * Math.log10(signal / noise);
}

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}

function round(value: number, digits: number): number {
  return Math.round(value * 10 ** digits) / 10 ** digits;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();

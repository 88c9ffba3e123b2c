/**
 * "Listening by measuring" for the built-in tracks (a developer tool, not part of the tests):
 *   node --import tsx scripts/music/listen.ts [track-id ...]
 * For each track: the loop seam (level jump and sample step where the end flows into the start,
 * against the same figures everywhere else in the track), how the level moves over time, and,
 * when espeak-ng is installed, how much the music at the product's default 15% volume masks a
 * spoken phrase in the 1-4 kHz speech band.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { BUILT_IN_MUSIC_DIR, BUILT_IN_TRACKS } from '../../server/src/music/built-in-tracks.js';
import { rmsLevel } from '../../server/src/process/measure.js';
import { COMPOSITIONS } from './tracks/index.js';

const run = promisify(execFile);
const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';
const RATE = 44100;
const SPEECH_BAND = 'highpass=f=1000,highpass=f=1000,lowpass=f=4000,lowpass=f=4000';
const PHRASE =
  'Thank you for calling. All of our team members are currently helping other customers. ' +
  'Please stay on the line, and your call will be answered in the order it was received.';

async function decode(file: string): Promise<Float32Array> {
  const { stdout } = await run(
    FFMPEG,
    ['-hide_banner', '-i', file, '-f', 'f32le', '-ac', '2', '-ar', String(RATE), '-'],
    {
      encoding: 'buffer',
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  return new Float32Array(stdout.buffer, stdout.byteOffset, stdout.byteLength / 4).slice();
}

function windowRms(x: Float32Array, startFrame: number, frames: number): number {
  let sum = 0;
  const total = x.length / 2;
  for (let i = 0; i < frames; i++) {
    const f = (startFrame + i + total) % total;
    sum += x[2 * f]! ** 2 + x[2 * f + 1]! ** 2;
  }
  return 10 * Math.log10(sum / (2 * frames) + 1e-12);
}

/** Level change across each bar line (50 ms before vs after): the seam is bar line 0. */
function seam(x: Float32Array, bars: number) {
  const frames = x.length / 2;
  const w = Math.round(0.05 * RATE);
  const jumpAt = (f: number) => windowRms(x, f, w) - windowRms(x, f - w, w);
  const jumps: number[] = [];
  for (let bar = 1; bar < bars; bar++) jumps.push(jumpAt(Math.round((bar * frames) / bars)));
  jumps.sort((a, b) => a - b);
  const seamJump = jumpAt(0);
  const steps: number[] = [];
  for (let f = 1; f < frames; f++) steps.push(Math.abs(x[2 * f]! - x[2 * f - 2]!));
  steps.sort((a, b) => a - b);
  const seamStep = Math.max(Math.abs(x[0]! - x[2 * frames - 2]!), Math.abs(x[1]! - x[2 * frames - 1]!));
  const rank = steps.findIndex((s) => s >= seamStep) / steps.length;
  return {
    seamJumpDb: seamJump,
    medianJumpDb: jumps[Math.floor(jumps.length / 2)]!,
    maxJumpDb: jumps[jumps.length - 1]!,
    seamStep,
    seamStepPercentile: (rank < 0 ? 1 : rank) * 100,
  };
}

function levelsOverTime(x: Float32Array): string {
  const frames = x.length / 2;
  const w = Math.round(5 * RATE);
  const out: string[] = [];
  for (let f = 0; f + w <= frames; f += w) out.push(windowRms(x, f, w).toFixed(0));
  return out.join(' ');
}

async function speechMasking(id: string, file: string, work: string) {
  const speech = path.join(work, 'speech.wav');
  if (!fs.existsSync(speech)) {
    try {
      await run('espeak-ng', ['-v', 'en-us', '-s', '150', '-w', speech, PHRASE]);
    } catch {
      return undefined;
    }
  }
  // Voice levelled to -16 LUFS (a typical finished prompt) and the music at 15% amplitude.
  const voice = path.join(work, 'voice.wav');
  if (!fs.existsSync(voice)) {
    await run(FFMPEG, [
      '-hide_banner',
      '-y',
      '-i',
      speech,
      '-af',
      'loudnorm=I=-16:TP=-1.5:LRA=11,aresample=44100',
      '-ac',
      '2',
      voice,
    ]);
  }
  const music = path.join(work, `${id}-15.wav`);
  await run(FFMPEG, [
    '-hide_banner',
    '-y',
    '-i',
    file,
    '-t',
    '12',
    '-af',
    'volume=0.15',
    '-ac',
    '2',
    '-ar',
    String(RATE),
    music,
  ]);
  const mix = path.join(work, `${id}-mix.wav`);
  await run(FFMPEG, [
    '-hide_banner',
    '-y',
    '-i',
    voice,
    '-i',
    music,
    '-filter_complex',
    'amix=inputs=2:normalize=0:duration=shortest',
    mix,
  ]);
  const voiceBand = await rmsLevel(FFMPEG, ['-i', voice, '-t', '12'], SPEECH_BAND);
  const musicBand = await rmsLevel(FFMPEG, ['-i', music], SPEECH_BAND);
  const voiceAll = await rmsLevel(FFMPEG, ['-i', voice, '-t', '12']);
  const musicAll = await rmsLevel(FFMPEG, ['-i', music]);
  return { bandSnrDb: voiceBand.rmsDb - musicBand.rmsDb, broadbandSnrDb: voiceAll.rmsDb - musicAll.rmsDb, mix };
}

const wanted = process.argv.slice(2);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'music-listen-'));
for (const track of BUILT_IN_TRACKS.filter((t) => !wanted.length || wanted.includes(t.id))) {
  const file = path.join(BUILT_IN_MUSIC_DIR, `${track.id}.mp3`);
  if (!fs.existsSync(file)) continue;
  const x = await decode(file);
  const s = seam(x, COMPOSITIONS.find((c) => c.id === track.id)?.bars ?? 1);
  console.log(`${track.id}: ${(x.length / 2 / RATE).toFixed(2)} s decoded`);
  console.log(
    `  seam: level change ${s.seamJumpDb.toFixed(1)} dB across the loop point (other bar lines: median ${s.medianJumpDb.toFixed(1)}, max ${s.maxJumpDb.toFixed(1)}); ` +
      `sample step ${s.seamStep.toFixed(4)} (percentile ${s.seamStepPercentile.toFixed(1)} of all steps)`,
  );
  console.log(`  level per 5 s (dBFS RMS): ${levelsOverTime(x)}`);
  const masking = await speechMasking(track.id, file, work);
  if (masking) {
    console.log(
      `  voice over music at 15%: speech-band SNR ${masking.bandSnrDb.toFixed(1)} dB, broadband ${masking.broadbandSnrDb.toFixed(1)} dB (${masking.mix})`,
    );
  }
}

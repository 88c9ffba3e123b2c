/**
 * Renders the built-in background-music tracks (assets/music/<id>.mp3) from the note data in
 * scripts/music/tracks. Needs fluidsynth and a General MIDI soundfont (Debian: `apt-get install
 * fluidsynth fluid-soundfont-gm`, MIT-licensed) and ffmpeg with libmp3lame.
 *
 *   node --import tsx scripts/render-music.ts [track-id ...] [--keep]
 *
 * Each track is one seamless loop: the piece is played three times in a row, every part rendered
 * as its own stem (so it can be filtered out of the speech band and balanced), the stems mixed,
 * and the middle pass cut out. Its start therefore already holds the reverb tails of its own end;
 * the first 50 ms are cross-faded with the start of the third pass so that the last sample flows
 * into the first without a click. Loudness is then set to one target for every track, peaks held
 * below the ceiling by a look-ahead limiter that also runs around the loop.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pLimit from 'p-limit';
import { BUILT_IN_LOUDNESS_LUFS, BUILT_IN_MUSIC_DIR, BUILT_IN_TRACKS } from '../server/src/music/built-in-tracks.js';
import { loopBeats, type Composition, type Part } from './music/composition.js';
import { bandShares, formatShares, measureLoudness, probeFormat, rmsLevel } from '../server/src/process/measure.js';
import {
  controller,
  noteOff,
  noteOn,
  programChange,
  tempo,
  timeSignature,
  writeSmf,
  type MidiTrack,
} from './music/smf.js';
import { COMPOSITIONS } from './music/tracks/index.js';
import { MUSIC_SHAPING } from '../server/src/dsp/mastering.js';

const run = promisify(execFile);
const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';
const SOUNDFONT = process.env.SOUNDFONT ?? '/usr/share/sounds/sf2/FluidR3_GM.sf2';
const RATE = 44100;
const PASSES = 3;
const SEAM_FADE_SECONDS = 0.05;
const TARGET_LUFS = BUILT_IN_LOUDNESS_LUFS;
const CEILING_DBFS = -2.6; // sample-peak ceiling; leaves room for inter-sample peaks and MP3 coding
const MAX_TRUE_PEAK = -1.6;
/**
 * Common to every track: mastered for the telephone band (issue 10, docs/decisions/041), with the
 * mixer's own band shaping (most of the bass, which a phone line removes, taken down, so the
 * track's loudness is loudness a caller hears), and a broad dip where speech is most intelligible.
 */
const MASTER_FILTER = [...MUSIC_SHAPING, 'equalizer=f=2500:t=q:w=0.9:g=-3'].join(',');

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const keep = args.includes('--keep');
  const wanted = args.filter((a) => !a.startsWith('--'));
  const compositions = COMPOSITIONS.filter((c) => !wanted.length || wanted.includes(c.id));
  if (!fs.existsSync(SOUNDFONT)) throw new Error(`No soundfont at ${SOUNDFONT} (apt-get install fluid-soundfont-gm)`);
  fs.mkdirSync(BUILT_IN_MUSIC_DIR, { recursive: true });
  for (const composition of compositions) await renderTrack(composition, keep);
}

async function renderTrack(composition: Composition, keep: boolean): Promise<void> {
  const track = BUILT_IN_TRACKS.find((t) => t.id === composition.id);
  if (!track) throw new Error(`${composition.id} is not in the built-in catalogue`);
  const beats = loopBeats(composition);
  const secondsPerBeat = track.durationInSeconds / beats;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `music-${composition.id}-`));
  console.log(`${composition.id}: ${composition.bars} bars, ${(60 / secondsPerBeat).toFixed(2)} BPM, work dir ${work}`);

  const stems = await renderStems(composition, secondsPerBeat, work);
  const stemLevels = await Promise.all(stems.map((s) => rmsLevel(FFMPEG, ['-i', s])));
  console.log(
    `  stems (dBFS RMS before gain): ${composition.parts.map((p, i) => `${p.name} ${stemLevels[i]!.rmsDb.toFixed(1)}${p.gainDb ? ` (${p.gainDb > 0 ? '+' : ''}${p.gainDb})` : ''}`).join(', ')}`,
  );
  const mixFile = path.join(work, 'mix.f32');
  await mixStems(composition, stems, mixFile);
  const loop = cutLoop(readFloat(mixFile), Math.round(track.durationInSeconds * RATE));

  const loopFile = path.join(work, 'loop.f32');
  const output = path.join(BUILT_IN_MUSIC_DIR, `${composition.id}.mp3`);
  let gainDb = TARGET_LUFS - (await measureLoudness(FFMPEG, rawInput(writeFloat(loopFile, loop)))).integratedLufs;
  let ceiling = CEILING_DBFS;
  for (let attempt = 0; attempt < 4; attempt++) {
    writeFloat(loopFile, limitLoop(scale(loop, gainDb), ceiling));
    await encodeMp3(loopFile, output);
    const measured = await measureLoudness(FFMPEG, ['-i', output]);
    const off = TARGET_LUFS - measured.integratedLufs;
    console.log(`  attempt ${attempt + 1}: ${measured.integratedLufs} LUFS, true peak ${measured.truePeakDbtp} dBTP`);
    if (Math.abs(off) <= 0.2 && measured.truePeakDbtp <= MAX_TRUE_PEAK) break;
    gainDb += off;
    if (measured.truePeakDbtp > MAX_TRUE_PEAK) ceiling -= measured.truePeakDbtp - MAX_TRUE_PEAK + 0.1;
  }
  const format = await probeFormat(FFMPEG, output);
  console.log(
    `  ${output}: ${format.durationSeconds.toFixed(2)} s, ${format.bitrateKbps} kb/s, ${(fs.statSync(output).size / 1e6).toFixed(2)} MB`,
  );
  console.log(`  bands: ${formatShares(await bandShares(FFMPEG, ['-i', output]))}`);
  if (!keep) fs.rmSync(work, { recursive: true, force: true });
}

/** One MIDI file per part (conductor + that part, played PASSES times), rendered by fluidsynth. */
async function renderStems(composition: Composition, secondsPerBeat: number, work: string): Promise<string[]> {
  const beats = loopBeats(composition);
  const jobs = composition.parts.map((part, index) => async () => {
    const midiFile = path.join(work, `${index}-${part.name}.mid`);
    const wavFile = midiFile.replace(/\.mid$/, '.wav');
    const conductor: MidiTrack = {
      name: 'conductor',
      events: [tempo(0, secondsPerBeat * 1e6), timeSignature(0, composition.beatsPerBar)],
    };
    fs.writeFileSync(midiFile, writeSmf([conductor, partTrack(part, beats)]));
    await run(
      'fluidsynth',
      [
        '-ni',
        '-q',
        '-r',
        String(RATE),
        '-g',
        '0.6',
        '-O',
        'float',
        '-T',
        'wav',
        '-F',
        wavFile,
        '-o',
        'synth.reverb.room-size=0.62',
        '-o',
        'synth.reverb.damp=0.45',
        '-o',
        'synth.reverb.width=0.9',
        '-o',
        'synth.reverb.level=0.7',
        '-o',
        'synth.chorus.depth=6',
        '-o',
        'synth.chorus.level=1.2',
        SOUNDFONT,
        midiFile,
      ],
      { timeout: 300_000 },
    );
    return wavFile;
  });
  return pLimit(Math.max(1, Math.min(os.cpus().length, 4))).map(jobs, (job) => job());
}

function partTrack(part: Part, beats: number): MidiTrack {
  const ch = part.channel;
  const events = [
    programChange(0, ch, part.program),
    controller(0, ch, 7, 100),
    controller(0, ch, 11, 127),
    controller(0, ch, 10, part.pan),
    controller(0, ch, 91, part.reverb),
    controller(0, ch, 93, part.chorus),
  ];
  for (let pass = 0; pass < PASSES; pass++) {
    for (const note of part.notes) {
      const start = note.beat + pass * beats + 0.01; // after the set-up events
      events.push(noteOn(start, ch, note.pitch, note.velocity), noteOff(start + note.length, ch, note.pitch));
    }
  }
  events.push(controller(PASSES * beats + 8, ch, 110, 0)); // keeps rendering while tails ring out
  return { name: part.name, events };
}

async function mixStems(composition: Composition, stems: string[], output: string): Promise<void> {
  const chains = composition.parts.map((part, i) => `[${i}:a]${part.filter ?? 'anull'},volume=${part.gainDb}dB[s${i}]`);
  const master = [MASTER_FILTER, composition.masterFilter].filter(Boolean).join(',');
  const graph = `${chains.join(';')};${stems.map((_, i) => `[s${i}]`).join('')}amix=inputs=${stems.length}:normalize=0:duration=longest,${master}[out]`;
  await run(
    FFMPEG,
    [
      '-hide_banner',
      '-y',
      ...stems.flatMap((s) => ['-i', s]),
      '-filter_complex',
      graph,
      '-map',
      '[out]',
      '-f',
      'f32le',
      '-ar',
      String(RATE),
      '-ac',
      '2',
      output,
    ],
    { timeout: 300_000, maxBuffer: 16 * 1024 * 1024 },
  );
}

/** The second pass, its first 50 ms cross-faded from the start of the third pass (see top). */
function cutLoop(mix: Float32Array, frames: number): Float32Array {
  const loop = mix.slice(frames * 2, frames * 4);
  const fade = Math.round(SEAM_FADE_SECONDS * RATE);
  for (let i = 0; i < fade; i++) {
    const w = 0.5 - 0.5 * Math.cos((Math.PI * i) / fade); // 0 -> 1
    for (let c = 0; c < 2; c++) {
      const k = i * 2 + c;
      loop[k] = w * loop[k]! + (1 - w) * (mix[frames * 4 + k] ?? 0);
    }
  }
  return loop;
}

function scale(samples: Float32Array, gainDb: number): Float32Array {
  const g = 10 ** (gainDb / 20);
  return samples.map((s) => s * g);
}

/**
 * A look-ahead peak limiter that treats the signal as a loop (windows wrap around), so the gain at
 * the end matches the gain at the start. Attack 3 ms (the look-ahead), release 120 ms.
 */
function limitLoop(samples: Float32Array, ceilingDb: number): Float32Array {
  const frames = samples.length / 2;
  const ceiling = 10 ** (ceilingDb / 20);
  const need = new Float32Array(frames);
  for (let i = 0; i < frames; i++) {
    const peak = Math.max(Math.abs(samples[2 * i]!), Math.abs(samples[2 * i + 1]!));
    need[i] = peak > ceiling ? ceiling / peak : 1;
  }
  // Gain needed at each frame, spread to +-3 ms around every over-ceiling peak, then averaged
  // over the same window: at a peak the averaged gain is never above what the peak needs.
  const look = Math.round(0.003 * RATE);
  const minimum = new Float32Array(frames).fill(1);
  for (let i = 0; i < frames; i++) {
    if (need[i]! >= 1) continue;
    for (let k = -look; k <= look; k++) {
      const j = (i + k + frames) % frames;
      if (need[i]! < minimum[j]!) minimum[j] = need[i]!;
    }
  }
  const smooth = new Float32Array(frames);
  const width = 2 * look + 1;
  let sum = 0;
  for (let k = -look; k <= look; k++) sum += minimum[(k + frames) % frames]!;
  for (let i = 0; i < frames; i++) {
    smooth[i] = sum / width;
    sum += minimum[(i + look + 1) % frames]! - minimum[(i - look + frames) % frames]!;
  }
  const release = 1 - Math.exp(-1 / (0.12 * RATE));
  const gain = new Float32Array(frames);
  let g = 1;
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < frames; i++) {
      g = Math.min(smooth[i]!, g + (1 - g) * release);
      gain[i] = g;
    }
  }
  return samples.map((s, k) => s * gain[k >> 1]!);
}

async function encodeMp3(rawFile: string, output: string): Promise<void> {
  await run(
    FFMPEG,
    [
      '-hide_banner',
      '-y',
      ...rawInput(rawFile),
      '-c:a',
      'libmp3lame',
      '-b:a',
      '128k',
      '-ar',
      String(RATE),
      '-ac',
      '2',
      '-map_metadata',
      '-1',
      '-write_xing',
      '1',
      output,
    ],
    { timeout: 120_000 },
  );
}

function rawInput(file: string): string[] {
  return ['-f', 'f32le', '-ar', String(RATE), '-ac', '2', '-i', file];
}

function readFloat(file: string): Float32Array {
  const buffer = fs.readFileSync(file);
  return new Float32Array(buffer.buffer, buffer.byteOffset, buffer.byteLength / 4).slice();
}

function writeFloat(file: string, samples: Float32Array): string {
  fs.writeFileSync(file, Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength));
  return file;
}

await main();

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { diesWithParent } from './parent-death.js';

/**
 * Measurements of audio with ffmpeg alone (no ffprobe, so the bundled static ffmpeg is enough).
 * Every call runs ffmpeg with an argument array, never a shell. `input` is the argument list that
 * opens the audio, e.g. ['-i', 'track.mp3'] or ['-f', 'f32le', '-ar', '44100', '-ac', '2', '-i', 'x.raw'].
 */
const run = promisify(execFile);

async function ffmpegStderr(ffmpeg: string, args: string[]): Promise<string> {
  try {
    // Used by the upload route too: dies with this process like every other ffmpeg (parent-death.ts).
    const { stderr } = await run(...diesWithParent(ffmpeg, ['-hide_banner', '-nostats', ...args]), {
      timeout: 120_000,
      maxBuffer: 64 * 1024 * 1024,
    });
    return stderr;
  } catch (error) {
    // `ffmpeg -i file` with no output exits 1 after printing what it found.
    const stderr = (error as { stderr?: string }).stderr;
    if (typeof stderr === 'string' && args.at(-1) !== '-') return stderr;
    throw error;
  }
}

export interface AudioFormat {
  /** The demuxer ffmpeg chose from the content, e.g. 'mp3' or 'wav'. */
  container: string;
  codec: string;
  durationSeconds: number;
  sampleRate: number;
  channels: number;
  bitrateKbps: number;
}

export async function probeFormat(ffmpeg: string, file: string): Promise<AudioFormat> {
  const text = await ffmpegStderr(ffmpeg, ['-i', file]);
  const duration = /Duration: (\d+):(\d+):([\d.]+)/.exec(text);
  const stream = /Audio: (\w+)[^,]*, (\d+) Hz, (mono|stereo|[\d.]+ channels?)[^\n]*?(\d+) kb\/s/.exec(text);
  if (!duration || !stream) throw new Error(`Cannot read the format of ${file}:\n${text}`);
  const layout = stream[3]!;
  return {
    container: /Input #0, (.+?), from/.exec(text)?.[1] ?? 'unknown',
    codec: stream[1]!,
    durationSeconds: Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]),
    sampleRate: Number(stream[2]),
    channels: layout === 'mono' ? 1 : layout === 'stereo' ? 2 : Number.parseFloat(layout),
    bitrateKbps: Number(stream[4]),
  };
}

export interface Loudness {
  integratedLufs: number;
  truePeakDbtp: number;
  rangeLu: number;
}

export async function measureLoudness(ffmpeg: string, input: string[]): Promise<Loudness> {
  const text = await ffmpegStderr(ffmpeg, [...input, '-af', 'ebur128=peak=true:framelog=verbose', '-f', 'null', '-']);
  const summary = text.slice(text.lastIndexOf('Summary:'));
  const integrated = /I:\s+(-?[\d.]+) LUFS/.exec(summary);
  const range = /LRA:\s+(-?[\d.]+) LU/.exec(summary);
  const peak = /True peak:\s+Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary);
  if (!integrated || !peak) throw new Error(`No ebur128 summary:\n${text.slice(-2000)}`);
  return {
    integratedLufs: Number(integrated[1]),
    truePeakDbtp: peak[1] === '-inf' ? -Infinity : Number(peak[1]),
    rangeLu: range ? Number(range[1]) : 0,
  };
}

/** Stretches quieter than `thresholdDb` lasting at least `minSeconds`. */
export async function findSilences(ffmpeg: string, input: string[], thresholdDb: number, minSeconds: number) {
  const text = await ffmpegStderr(ffmpeg, [
    ...input,
    '-af',
    `silencedetect=noise=${thresholdDb}dB:d=${minSeconds}`,
    '-f',
    'null',
    '-',
  ]);
  return [...text.matchAll(/silence_duration: ([\d.]+)/g)].map((m) => Number(m[1]));
}

/** Overall RMS level (dBFS) and decoded length of the input after `filter` (mono mix). */
export async function rmsLevel(ffmpeg: string, input: string[], filter = 'anull') {
  const text = await ffmpegStderr(ffmpeg, [...input, '-ac', '1', '-af', `${filter},astats`, '-f', 'null', '-']);
  const overall = text.slice(text.lastIndexOf('Overall'));
  const rms = /RMS level dB: (-?[\d.]+|-inf)/.exec(overall);
  const samples = /Number of samples: (\d+)/.exec(overall);
  if (!rms) throw new Error(`No astats output:\n${text.slice(-2000)}`);
  return { rmsDb: rms[1] === '-inf' ? -Infinity : Number(rms[1]), samples: samples ? Number(samples[1]) : 0 };
}

const BANDS = [
  { name: '<250 Hz', filter: 'lowpass=f=250,lowpass=f=250' },
  { name: '250-1000 Hz', filter: 'highpass=f=250,highpass=f=250,lowpass=f=1000,lowpass=f=1000' },
  { name: '1-4 kHz', filter: 'highpass=f=1000,highpass=f=1000,lowpass=f=4000,lowpass=f=4000' },
  { name: '>4 kHz', filter: 'highpass=f=4000,highpass=f=4000' },
] as const;

/** Share of the signal's energy in each band (sums to about 1), 4th-order Butterworth splits. */
export async function bandShares(ffmpeg: string, input: string[]): Promise<Record<string, number>> {
  const levels = await Promise.all(BANDS.map((band) => rmsLevel(ffmpeg, input, band.filter)));
  const powers = levels.map((l) => 10 ** (l.rmsDb / 10));
  const total = powers.reduce((a, b) => a + b, 0);
  return Object.fromEntries(BANDS.map((band, i) => [band.name, powers[i]! / total]));
}

export function formatShares(shares: Record<string, number>): string {
  return Object.entries(shares)
    .map(([name, share]) => `${name} ${(share * 100).toFixed(1)}%`)
    .join(', ');
}

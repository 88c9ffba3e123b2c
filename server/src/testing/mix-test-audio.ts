import { SPEECH_SAMPLE_RATE } from '../dsp/pcm.js';
import { synthesizedAudio } from './audio-fixtures.js';
import { decodeMono } from '../process/decode.js';
import { SAMPLE_RATE } from '../dsp/mastering.js';

/**
 * Test signals for the mixer (not a test file itself). A 'speech-like' voice: bursts of a voiced
 * sound (150 Hz and odd harmonics, formant-ish weights) with a 4 Hz syllable rhythm, separated by
 * exact silences, as the speech pipeline joins paragraphs. Stored as the voice step stores it:
 * 16-bit WAV at the engines' 24 kHz (record 082).
 */
export interface VoiceShape {
  bursts: number;
  burstSeconds: number;
  pauseSeconds: number;
  /** Peak amplitude of the voiced sound, 0-1. */
  amplitude?: number;
  /** Adds a sharp click every second: peaks the limiter has to catch. */
  clicks?: boolean;
}

export function voiceSeconds(shape: VoiceShape): number {
  return shape.bursts * shape.burstSeconds + (shape.bursts - 1) * shape.pauseSeconds;
}

export async function speechLikeVoice(ffmpeg: string, shape: VoiceShape): Promise<Buffer> {
  const period = shape.burstSeconds + shape.pauseSeconds;
  const amplitude = (shape.amplitude ?? 0.5) / 2.4;
  const voiced = 'sin(2*PI*150*t)+0.6*sin(2*PI*450*t)+0.4*sin(2*PI*750*t)+0.25*sin(2*PI*1350*t)+0.15*sin(2*PI*2550*t)';
  const click = shape.clicks ? `+8*lt(mod(t,1),0.0004)*sin(2*PI*2500*t)` : '';
  const expr = `${amplitude}*between(mod(t,${period}),0,${shape.burstSeconds})*((${voiced})*(0.55+0.45*sin(2*PI*4*t))${click})`;
  return synthesizedAudio(ffmpeg, `aevalsrc='${expr}':s=${SAMPLE_RATE}:d=${voiceSeconds(shape)}`, {
    format: 'wav',
    options: ['-ac', '1', '-ar', String(SPEECH_SAMPLE_RATE)],
  });
}

/** A steady 220 Hz tone as an MP3 music track (far from every harmonic of the test voice). */
export async function toneTrack(ffmpeg: string, seconds: number): Promise<Buffer> {
  return synthesizedAudio(ffmpeg, `sine=frequency=220:duration=${seconds}:sample_rate=${SAMPLE_RATE}`, {
    options: ['-af', 'volume=0.25', '-ac', '2'],
  });
}

export async function decodeFile(ffmpeg: string, file: string): Promise<Float32Array> {
  return (await decodeMono({ ffmpegPath: ffmpeg }, { file }, false)).samples;
}

/** Level (dB re full-scale sine) of one frequency between two times, by a Hann-windowed Goertzel. */
export function toneLevelDb(samples: Float32Array, hz: number, fromSeconds: number, toSeconds: number): number {
  const start = Math.round(fromSeconds * SAMPLE_RATE);
  const n = Math.round(toSeconds * SAMPLE_RATE) - start;
  const w = 2 * Math.cos((2 * Math.PI * hz) / SAMPLE_RATE);
  let s1 = 0;
  let s2 = 0;
  let windowSum = 0;
  for (let i = 0; i < n; i++) {
    const hann = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (n - 1));
    windowSum += hann;
    const s0 = (samples[start + i] ?? 0) * hann + w * s1 - s2;
    s2 = s1;
    s1 = s0;
  }
  const power = s1 * s1 + s2 * s2 - w * s1 * s2;
  return 20 * Math.log10((2 * Math.sqrt(Math.max(power, 0))) / windowSum + 1e-12);
}

const FRAME = SAMPLE_RATE / 100;

/** Each 10 ms frame's RMS level, dBFS. */
function frameLevels(samples: Float32Array): number[] {
  const levels: number[] = [];
  for (let start = 0; start + FRAME <= samples.length; start += FRAME) {
    let sum = 0;
    for (let i = start; i < start + FRAME; i++) sum += samples[i]! * samples[i]!;
    levels.push(10 * Math.log10(sum / FRAME + 1e-12));
  }
  return levels;
}

/**
 * When the voice speaks first and last, in seconds, and how long the file is. A frame within
 * `belowLoudDb` of the loud frames (the 90th percentile) is the voice: 8 dB tells it from a music
 * bed 10-20 dB under it (line-targets.test.ts); a voice alone can take a wider margin, so its
 * softest word ends count.
 */
export function speechIn(samples: Float32Array, belowLoudDb = 8) {
  const levels = frameLevels(samples);
  const loud = [...levels].sort((a, b) => a - b)[Math.floor(levels.length * 0.9)]!;
  const spoken = levels.map((level) => level > loud - belowLoudDb);
  return {
    firstWord: spoken.indexOf(true) / 100,
    lastWordEnds: (spoken.lastIndexOf(true) + 1) / 100,
    seconds: samples.length / SAMPLE_RATE,
  };
}

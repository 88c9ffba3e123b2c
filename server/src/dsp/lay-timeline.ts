import type { MusicFrame } from '#common/music-frame.js';
import { FRAME_SECONDS, musicEnvelope, type Span } from './envelope.js';
import { limitPeaks } from './limiter.js';
import {
  EDGE_FADE_SECONDS,
  LOOP_CROSSFADE_SECONDS,
  MP3_LEVEL_LOSS_DB,
  PEAK_CEILING_DBFS,
  SAMPLE_RATE,
  dbToGain,
} from './mastering.js';

/**
 * The message's timeline from its parts: the music looped under the ducking envelope, the voice
 * at its gain, the fades, the peak limiter over the sum and the MP3 make-up gain. Pure arithmetic,
 * run in a worker thread (mix-math.ts), so a minute of audio never stalls the event loop.
 */
export interface TimelineInput {
  /** The mastered voice: floats, or 16-bit as the mix cache keeps it (full scale 32768). */
  voice: Float32Array | Int16Array;
  voiceGain: number;
  /** Where the voice starts, in samples. */
  voiceStart: number;
  /** Samples in the whole message, and in what is made of it (an excerpt is shorter). */
  full: number;
  total: number;
  withMusic: boolean;
  /** The track's first samples, its gain, where the voice speaks (seconds on the timeline), and its fades. */
  music?: {
    source: Float32Array;
    gain: number;
    speech: Span[];
    fades: Pick<MusicFrame, 'fadeInSeconds' | 'fadeOutSeconds'>;
  };
  /** Also return the voice and the un-ducked bed as they sit in the mix, for measuring. */
  withStems: boolean;
}

export interface Timeline {
  samples: Float32Array;
  stems?: { voice: Float32Array; bed: Float32Array };
  limiterReductionDb: number;
  /** Milliseconds laying the music, and the voice with the limiter. */
  musicMs: number;
  voiceMs: number;
}

/** An excerpt ends with a short fade rather than a cut. */
const EXCERPT_FADE_SECONDS = 0.5;

export function layTimeline(input: TimelineInput): Timeline {
  const { total, full, voiceStart, voice, voiceGain, music, withStems } = input;
  const started = performance.now();
  const out = new Float32Array(total);
  let bed: Float32Array | undefined;
  if (music) {
    if (withStems) {
      bed = new Float32Array(total);
      layMusic(
        bed,
        music.source,
        music.gain,
        new Float32Array(Math.ceil(total / SAMPLE_RATE / FRAME_SECONDS) + 2).fill(1),
      );
    }
    layMusic(out, music.source, music.gain, musicEnvelope(full / SAMPLE_RATE, music.speech, music.fades));
  }
  const laid = performance.now();
  const voiceStem = withStems ? new Float32Array(total) : undefined;
  const gain = voice instanceof Int16Array ? voiceGain / 32768 : voiceGain;
  for (let i = 0; i < voice.length && voiceStart + i < total; i++) {
    const v = voice[i]! * gain;
    out[voiceStart + i]! += v;
    if (voiceStem) voiceStem[voiceStart + i] = v;
  }
  if (!input.withMusic) fadeEdges(out, Math.round(EDGE_FADE_SECONDS * SAMPLE_RATE));
  if (total < full) fadeOut(out, Math.round(EXCERPT_FADE_SECONDS * SAMPLE_RATE));
  const limiterReductionDb = limitPeaks(out, dbToGain(PEAK_CEILING_DBFS), SAMPLE_RATE);
  const makeUp = dbToGain(MP3_LEVEL_LOSS_DB);
  for (let i = 0; i < out.length; i++) out[i]! *= makeUp;
  return {
    samples: out,
    ...(voiceStem && { stems: { voice: voiceStem, bed: bed ?? new Float32Array(total) } }),
    limiterReductionDb,
    musicMs: laid - started,
    voiceMs: performance.now() - laid,
  };
}

/**
 * Writes the track into the silent `out`, looped as often as the timeline needs, times `gain` and
 * the envelope (one value per FRAME_SECONDS, interpolated). Bulk copies and one multiply per
 * sample: a few milliseconds for a minute of audio.
 */
function layMusic(out: Float32Array, source: Float32Array, gain: number, envelope: Float32Array): void {
  if (source.length === 0 || gain === 0) return;
  loopTrack(out, source);
  applyEnvelope(out, gain, envelope);
}

/**
 * Fills `out` with the track looped, starting `offset` samples into it. Each repeat overlaps the
 * previous end by LOOP_CROSSFADE_SECONDS with an equal-power crossfade: no click, no dip, and the
 * beat moves by only 30 ms. `offset` is below the repeat's period (a quarter of the track at most).
 */
export function loopTrack(out: Float32Array, source: Float32Array, offset = 0): void {
  const length = source.length;
  if (length === 0) return;
  const fade = Math.min(Math.round(LOOP_CROSSFADE_SECONDS * SAMPLE_RATE), Math.floor(length / 4));
  const period = length - fade;
  for (let start = -offset; start < out.length; start += period) {
    const from = Math.max(0, -start);
    const to = Math.min(length, out.length - start);
    if (to > from) out.set(source.subarray(from, to), start + from);
    if (start === -offset) continue;
    // The joint: the previous repeat's tail fading out under this one's head fading in.
    for (let j = 0; j < fade && start + j < out.length; j++) {
      const x = (Math.PI / 2) * (j / fade);
      out[start + j] = source[period + j]! * Math.cos(x) + source[j]! * Math.sin(x);
    }
  }
}

/** Multiplies `out` by `gain` and the envelope (one value per FRAME_SECONDS, interpolated within a frame). */
export function applyEnvelope(out: Float32Array, gain: number, envelope: Float32Array): void {
  const frame = Math.round(FRAME_SECONDS * SAMPLE_RATE);
  for (let f = 0, i = 0; i < out.length; f++) {
    const a = (envelope[f] ?? 0) * gain;
    const step = ((envelope[f + 1] ?? envelope[f] ?? 0) * gain - a) / frame;
    for (let k = 0; k < frame && i < out.length; k++, i++) out[i]! *= a + step * k;
  }
}

function fadeOut(samples: Float32Array, n: number): void {
  const count = Math.min(n, samples.length);
  for (let i = 0; i < count; i++) samples[samples.length - 1 - i]! *= i / count;
}

function fadeEdges(samples: Float32Array, n: number): void {
  const count = Math.min(n, Math.floor(samples.length / 2));
  for (let i = 0; i < count; i++) {
    const g = i / count;
    samples[i]! *= g;
    samples[samples.length - 1 - i]! *= g;
  }
}

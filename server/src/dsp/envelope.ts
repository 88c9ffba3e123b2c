import type { MusicFrame } from '#common/music-frame.js';
import {
  DUCK_DB,
  DUCK_DOWN_SECONDS,
  DUCK_HOLD_SECONDS,
  DUCK_LEAD_SECONDS,
  DUCK_UP_SECONDS,
  PAUSE_FOR_MUSIC_SECONDS,
  dbToGain,
} from './mastering.js';

/** Where a voice speaks, as [start, end] in seconds, and the music's gain curve around it. */
export type Span = [number, number];

/** Analysis frames: 10 ms. */
export const FRAME_SECONDS = 0.01;
/** A frame is speech when it is within this many dB of the voice's integrated loudness (or louder). */
const SPEECH_BELOW_LOUDNESS_DB = 30;
/** Shorter blips (a click, a breath) do not pull the music down. */
const MIN_SPEECH_SECONDS = 0.05;

/**
 * Speech spans from the voice's own silences: 10 ms RMS frames against a threshold relative to
 * the voice's loudness, with pauses shorter than PAUSE_FOR_MUSIC_SECONDS bridged.
 */
export function findSpeech(samples: Float32Array, sampleRate: number, loudnessLufs: number): Span[] {
  const frame = Math.round(FRAME_SECONDS * sampleRate);
  const thresholdDb = Math.max(-70, (Number.isFinite(loudnessLufs) ? loudnessLufs : -70) - SPEECH_BELOW_LOUDNESS_DB);
  const threshold = frame * 10 ** (thresholdDb / 10);
  const spans: Span[] = [];
  let start = -1;
  const frames = Math.floor(samples.length / frame);
  for (let f = 0; f <= frames; f++) {
    let energy = 0;
    if (f < frames) for (let i = f * frame, end = i + frame; i < end; i++) energy += samples[i]! * samples[i]!;
    const loud = f < frames && energy > threshold;
    if (loud && start < 0) start = f;
    if (!loud && start >= 0) {
      const span: Span = [start * FRAME_SECONDS, f * FRAME_SECONDS];
      const last = spans.at(-1);
      if (last && span[0] - last[1] < PAUSE_FOR_MUSIC_SECONDS) last[1] = span[1];
      else spans.push(span);
      start = -1;
    }
  }
  return spans.filter(([s, e]) => e - s >= MIN_SPEECH_SECONDS);
}

/**
 * The music's gain at every 10 ms frame of a timeline `totalSeconds` long: faded in and out at
 * the ends (not at all with `null`: a programme's bed loops, record 116), and DUCK_DB down around
 * every speech span (already placed on the timeline; a span may reach past either end). Ramps are
 * straight in dB, which the ear hears as even.
 */
export function musicEnvelope(
  totalSeconds: number,
  speech: Span[],
  fades: Pick<MusicFrame, 'fadeInSeconds' | 'fadeOutSeconds'> | null,
): Float32Array {
  const frames = Math.ceil(totalSeconds / FRAME_SECONDS) + 1;
  const cover = new Float32Array(frames);
  for (const [s, e] of speech) {
    const downFrom = s - DUCK_LEAD_SECONDS - DUCK_DOWN_SECONDS;
    const upUntil = e + DUCK_HOLD_SECONDS + DUCK_UP_SECONDS;
    const first = Math.max(0, Math.floor(downFrom / FRAME_SECONDS));
    const last = Math.min(frames - 1, Math.ceil(upUntil / FRAME_SECONDS));
    for (let f = first; f <= last; f++) {
      const t = f * FRAME_SECONDS;
      const c =
        t < s - DUCK_LEAD_SECONDS
          ? (t - downFrom) / DUCK_DOWN_SECONDS
          : t > e + DUCK_HOLD_SECONDS
            ? (upUntil - t) / DUCK_UP_SECONDS
            : 1;
      cover[f] = Math.max(cover[f]!, Math.min(1, Math.max(0, c)));
    }
  }
  const gains = new Float32Array(frames);
  for (let f = 0; f < frames; f++) {
    const t = f * FRAME_SECONDS;
    const edges = fades ? fade(t / fades.fadeInSeconds) * fade((totalSeconds - t) / fades.fadeOutSeconds) : 1;
    gains[f] = dbToGain(-DUCK_DB * cover[f]!) * edges;
  }
  return gains;
}

/** A raised-cosine fade: 0 at x <= 0, 1 at x >= 1. */
function fade(x: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  return 0.5 - 0.5 * Math.cos(Math.PI * x);
}

import { musicEnvelope, type Span } from './envelope.js';
import { applyEnvelope, loopTrack } from './lay-timeline.js';
import { limitPeaks } from './limiter.js';
import { integratedLoudness } from './loudness.js';
import { MP3_LEVEL_LOSS_DB, PEAK_CEILING_DBFS, SAMPLE_RATE, VOICE_TARGET_LUFS, dbToGain, gainTo } from './mastering.js';
import { truePeakDb } from './true-peak.js';

/**
 * An on-hold programme's timeline (record 116): every message's voice at its place, one bed of
 * music under all of it, ducked under each voice as a single message's is, never faded, and
 * closed on itself so that the last sample runs into the first; then the whole brought to
 * PROGRAMME_TARGET_LUFS under the peak ceiling. Pure arithmetic, run in the mix's worker thread.
 */
export interface ProgrammeInput {
  /** The mastered voices (floats, or 16-bit as the mix cache keeps them), each with its gain and first sample. */
  voices: { samples: Float32Array | Int16Array; gain: number; start: number }[];
  /** Samples in the whole programme. */
  total: number;
  /** The whole track, its gain, and where the voices speak (seconds on the programme). None: the voices alone. */
  music?: { source: Float32Array; gain: number; speech: Span[] };
}

export interface LaidProgramme {
  samples: Float32Array;
  /** Loudness of the finished programme over each voice's stretch, and of the whole (before the MP3's make-up), LUFS. */
  messageLufs: number[];
  loudnessLufs: number;
  /** Of the samples as they go to the encoder, dBTP. */
  truePeakDb: number;
  limiterReductionDb: number;
}

/** The whole programme's integrated loudness, as a single message's. */
const PROGRAMME_TARGET_LUFS = VOICE_TARGET_LUFS;
/**
 * The bed starts this far into the track, and over the programme's last as many seconds it
 * crossfades into the track's first: the end then flows into the start, as the track itself
 * flows from its second 2.5 to what follows.
 */
const LOOP_OFFSET_SECONDS = 2.5;
/** A correction closer than this is not made again (the limiter took that little off). */
const LOUDNESS_TOLERANCE_LU = 0.1;

export function layProgramme(input: ProgrammeInput): LaidProgramme {
  const { total, music } = input;
  const out = new Float32Array(total);
  if (music && music.source.length > 0 && music.gain > 0) layBed(out, music.source, music.gain, music.speech);
  for (const { samples, gain, start } of input.voices) {
    const scale = samples instanceof Int16Array ? gain / 32768 : gain;
    for (let i = 0; i < samples.length && start + i < total; i++) out[start + i]! += samples[i]! * scale;
  }
  // One gain to the target, the limiter over the sum; and once more if the limiter took much off.
  let limiterReductionDb = 0;
  let loudnessLufs = integratedLoudness(out, SAMPLE_RATE);
  for (let pass = 0; pass < 2; pass++) {
    const correction = gainTo(PROGRAMME_TARGET_LUFS, loudnessLufs);
    if (pass > 0 && Math.abs(20 * Math.log10(correction)) < LOUDNESS_TOLERANCE_LU) break;
    for (let i = 0; i < total; i++) out[i]! *= correction;
    limiterReductionDb = Math.min(limiterReductionDb, limitWhereOver(out));
    loudnessLufs = integratedLoudness(out, SAMPLE_RATE);
  }
  const messageLufs = input.voices.map(({ samples, start }) =>
    integratedLoudness(out.subarray(start, Math.min(total, start + samples.length)), SAMPLE_RATE),
  );
  const makeUp = dbToGain(MP3_LEVEL_LOSS_DB);
  for (let i = 0; i < total; i++) out[i]! *= makeUp;
  return { samples: out, messageLufs, loudnessLufs, truePeakDb: truePeakDb(out), limiterReductionDb };
}

/**
 * The peak limiter over the stretches that go over the ceiling, each with a second of margin after
 * (the limiter's release has settled to within 1e-5 by then) and its look-ahead before: the same
 * result as over the whole, for a fraction of the work when most of a programme is the bed.
 */
function limitWhereOver(out: Float32Array): number {
  const ceiling = dbToGain(PEAK_CEILING_DBFS);
  const before = Math.round(0.01 * SAMPLE_RATE);
  const after = SAMPLE_RATE;
  let deepest = 0;
  for (let i = 0; i < out.length; i++) {
    if (Math.abs(out[i]!) <= ceiling) continue;
    const from = Math.max(0, i - before);
    let to = Math.min(out.length, i + after);
    // Overs within the margin belong to the same stretch.
    for (let j = i + 1; j < to; j++) if (Math.abs(out[j]!) > ceiling) to = Math.min(out.length, j + after);
    deepest = Math.min(deepest, limitPeaks(out.subarray(from, to), ceiling, SAMPLE_RATE));
    i = to - 1;
  }
  return deepest;
}

/**
 * The bed: the track looped from LOOP_OFFSET_SECONDS in, its last stretch crossfaded (equal power)
 * into the track's start, so bed[total - 1] is followed by bed[0] as the track runs on. The
 * ducking envelope sees the first voice again after the end and the last before the start, so it
 * too has the same value on both sides of the joint.
 */
function layBed(out: Float32Array, source: Float32Array, gain: number, speech: Span[]): void {
  const total = out.length;
  const offset = Math.min(Math.round(LOOP_OFFSET_SECONDS * SAMPLE_RATE), Math.floor(source.length / 4));
  const join = Math.min(offset, Math.floor(total / 4));
  loopTrack(out, source, offset);
  for (let j = 0, from = total - join; j < join; j++) {
    const x = (Math.PI / 2) * (j / join);
    out[from + j] = out[from + j]! * Math.cos(x) + source[offset - join + j]! * Math.sin(x);
  }
  const seconds = total / SAMPLE_RATE;
  const around = speech.flatMap(([s, e]): Span[] => [
    [s, e],
    [s + seconds, e + seconds],
    [s - seconds, e - seconds],
  ]);
  applyEnvelope(out, gain, musicEnvelope(seconds, around, null));
}

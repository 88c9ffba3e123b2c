import { applyBiquads } from './biquad.js';
import { integratedLoudness } from './loudness.js';
import { resampleSinc } from './resample-sinc.js';
import { compress } from './compressor.js';
import { findSpeech, type Span } from './envelope.js';
import { limitPeaks } from './limiter.js';
import {
  SAMPLE_RATE,
  VOICE_COMPRESSOR,
  VOICE_EQ,
  VOICE_PEAK_ABOVE_LOUDNESS_DB,
  VOICE_PRE_LEVEL_LUFS,
  dbToGain,
} from './mastering.js';

/**
 * The voice's mastering (mastering.ts): through its EQ, to a fixed level, compressed, its peaks
 * held above its loudness, then measured and searched for speech, and brought to the mix's rate.
 * Pure arithmetic on the samples, run in a worker thread (mix-math.ts), with no ffmpeg (record
 * 084). `known` is an earlier measurement of the same recording, which fixes the gains so a
 * re-mix sounds the same.
 */
export interface MasterVoiceInput {
  /** The recording as 16-bit mono PCM at its own rate (the engines' 24 kHz). */
  speech: Int16Array;
  sampleRate: number;
  known?: { preGainDb: number; ceilingDb: number };
  /** Also return the samples as 16-bit, for the node-local cache of re-mixes. */
  withInt16: boolean;
}

export interface MasteredVoice {
  samples: Float32Array;
  preGainDb: number;
  ceilingDb: number;
  /** The mastered voice's loudness (-Infinity for silence) and where it speaks; not when `known`. */
  measured?: { loudnessLufs: number; speech: Span[] };
  int16?: Uint8Array;
}

export function masterVoice({ speech, sampleRate, known, withInt16 }: MasterVoiceInput): MasteredVoice {
  // The chain runs at the recording's own rate (the engines' 24 kHz: about half the samples of
  // the mix's 44.1 kHz), and only its result is resampled for the mix (record 084).
  const samples = equaliseVoice(speech, sampleRate);
  // The compressor works at a fixed level: the equalised voice is measured, and its gain to
  // VOICE_PRE_LEVEL_LUFS goes before the compressor (silence: none). The 16-bit cache stays far
  // from clipping, since the level before the compressor is 4 dB under the final target.
  const equalisedLufs = known ? -Infinity : integratedLoudness(samples, sampleRate);
  const preGainDb = known?.preGainDb ?? (Number.isFinite(equalisedLufs) ? VOICE_PRE_LEVEL_LUFS - equalisedLufs : 0);
  compress(samples, dbToGain(preGainDb), VOICE_COMPRESSOR, sampleRate);
  // Peaks held VOICE_PEAK_ABOVE_LOUDNESS_DB above the compressed voice's loudness; the loudness the
  // mix sets is measured after that.
  const compressedLufs = known ? -Infinity : integratedLoudness(samples, sampleRate);
  const ceilingDb =
    known?.ceilingDb ?? (Number.isFinite(compressedLufs) ? compressedLufs + VOICE_PEAK_ABOVE_LOUDNESS_DB : 0);
  limitPeaks(samples, dbToGain(ceilingDb), sampleRate);
  const loudnessLufs = known ? -Infinity : integratedLoudness(samples, sampleRate);
  const measured = !known && { loudnessLufs, speech: findSpeech(samples, sampleRate, loudnessLufs) };
  const mixRate = resampleSinc(samples, sampleRate, SAMPLE_RATE);
  return {
    samples: mixRate,
    preGainDb,
    ceilingDb,
    ...(measured && { measured }),
    ...(withInt16 && { int16: toInt16(mixRate) }),
  };
}

/**
 * Rounded to the nearest step and clipped. Shifted to positive numbers, where `| 0` rounds down
 * exactly as Math.floor does, this is a third of the time of Math.round and two clamps per sample.
 */
function toInt16(samples: Float32Array): Uint8Array {
  const ints = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const shifted = samples[i]! * 32768 + 32768.5;
    ints[i] = (shifted >= 65535 ? 65535 : shifted > 0 ? shifted | 0 : 0) - 32768;
  }
  return new Uint8Array(ints.buffer);
}

/** The recording as floats through the voice's EQ, at its own rate. */
export function equaliseVoice(speech: Int16Array, sampleRate: number): Float32Array {
  const samples = new Float32Array(speech.length);
  for (let i = 0; i < speech.length; i++) samples[i] = speech[i]! / 32768;
  applyBiquads(samples, VOICE_EQ, sampleRate);
  return samples;
}

import { powerSpectrum } from './fft.js';

/**
 * Short-Time Objective Intelligibility (Taal, Hendriks, Heusdens, Jensen 2011, IEEE TASLP 19(7)),
 * the standard algorithm as in the authors' MATLAB code: both signals at 10 kHz; frames where the
 * clean signal is more than 40 dB below its loudest frame are dropped from both; 256-sample Hann
 * frames with 50 % overlap, zero-padded to a 512-point FFT; 15 one-third-octave bands from 150 Hz;
 * 30-frame (384 ms) segments; the degraded envelope normalised to the clean one and clipped at
 * -15 dB signal-to-distortion; the score is the mean correlation of the envelopes, about 0 (nothing
 * intelligible) to 1 (identical).
 */
export const STOI_SAMPLE_RATE = 10_000;
const FRAME = 256;
const FFT_SIZE = 512;
const BANDS = 15;
const MIN_FREQ = 150;
const SEGMENT = 30;
const BETA_DB = -15;
const DYN_RANGE_DB = 40;
const EPS = 1e-12;

/** `clean` and `degraded` at STOI_SAMPLE_RATE, time-aligned; the longer one is cut to the shorter. */
export function stoi(clean: Float32Array, degraded: Float32Array): number {
  const length = Math.min(clean.length, degraded.length);
  const [x, y] = removeSilentFrames(clean.subarray(0, length), degraded.subarray(0, length));
  const xBands = bandEnvelopes(x);
  const yBands = bandEnvelopes(y);
  const frames = xBands[0]?.length ?? 0;
  if (frames < SEGMENT) throw new Error(`STOI needs at least ${SEGMENT} frames of speech (384 ms); got ${frames}`);

  const clip = 1 + 10 ** (-BETA_DB / 20);
  let total = 0;
  let count = 0;
  const xs = new Float64Array(SEGMENT);
  const ys = new Float64Array(SEGMENT);
  for (let end = SEGMENT; end <= frames; end++) {
    for (let band = 0; band < BANDS; band++) {
      const xb = xBands[band]!;
      const yb = yBands[band]!;
      let xNorm = 0;
      let yNorm = 0;
      for (let i = 0; i < SEGMENT; i++) {
        xs[i] = xb[end - SEGMENT + i]!;
        ys[i] = yb[end - SEGMENT + i]!;
        xNorm += xs[i]! ** 2;
        yNorm += ys[i]! ** 2;
      }
      const alpha = Math.sqrt(xNorm) / (Math.sqrt(yNorm) + EPS);
      for (let i = 0; i < SEGMENT; i++) ys[i] = Math.min(ys[i]! * alpha, xs[i]! * clip);
      total += correlation(xs, ys);
      count++;
    }
  }
  return total / count;
}

function correlation(a: Float64Array, b: Float64Array): number {
  let meanA = 0;
  let meanB = 0;
  for (let i = 0; i < a.length; i++) {
    meanA += a[i]!;
    meanB += b[i]!;
  }
  meanA /= a.length;
  meanB /= b.length;
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i++) {
    const da = a[i]! - meanA;
    const db = b[i]! - meanB;
    dot += da * db;
    normA += da * da;
    normB += db * db;
  }
  return dot / ((Math.sqrt(normA) + EPS) * (Math.sqrt(normB) + EPS));
}

/** The reference's Hann window: hanning(N + 2) without its two zero end points. */
const WINDOW = Float64Array.from(
  { length: FRAME },
  (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * (i + 1)) / (FRAME + 1)),
);

function frameStarts(length: number): number[] {
  const starts: number[] = [];
  for (let start = 0; start < length - FRAME; start += FRAME / 2) starts.push(start);
  return starts;
}

function windowed(signal: Float32Array, start: number): Float64Array {
  const frame = new Float64Array(FRAME);
  for (let i = 0; i < FRAME; i++) frame[i] = signal[start + i]! * WINDOW[i]!;
  return frame;
}

/** Drops frames more than DYN_RANGE_DB below the clean signal's loudest, then overlap-adds what is left. */
function removeSilentFrames(x: Float32Array, y: Float32Array): [Float32Array, Float32Array] {
  const starts = frameStarts(x.length);
  const xFrames = starts.map((s) => windowed(x, s));
  const yFrames = starts.map((s) => windowed(y, s));
  const energies = xFrames.map((f) => 20 * Math.log10(Math.sqrt(f.reduce((sum, v) => sum + v * v, 0)) + EPS));
  const loudest = Math.max(...energies);
  const keep = energies.map((e) => e > loudest - DYN_RANGE_DB);
  const overlapAdd = (frames: Float64Array[]) => {
    const kept = frames.filter((_, i) => keep[i]);
    const out = new Float32Array(kept.length > 0 ? (kept.length - 1) * (FRAME / 2) + FRAME : 0);
    kept.forEach((frame, k) => {
      for (let i = 0; i < FRAME; i++) out[k * (FRAME / 2) + i]! += frame[i]!;
    });
    return out;
  };
  return [overlapAdd(xFrames), overlapAdd(yFrames)];
}

/** One-third-octave band edges as FFT bin ranges [low, high), centres 150 Hz · 2^(k/3). */
const BAND_BINS: [number, number][] = Array.from({ length: BANDS }, (_, k) => {
  const nearestBin = (hz: number) => Math.round((hz * FFT_SIZE) / STOI_SAMPLE_RATE);
  return [nearestBin(MIN_FREQ * 2 ** ((2 * k - 1) / 6)), nearestBin(MIN_FREQ * 2 ** ((2 * k + 1) / 6))];
});

/** Band amplitude envelopes: bands × frames. */
function bandEnvelopes(signal: Float32Array): Float64Array[] {
  const starts = frameStarts(signal.length);
  const bands = Array.from({ length: BANDS }, () => new Float64Array(starts.length));
  starts.forEach((start, f) => {
    const power = powerSpectrum(windowed(signal, start), FFT_SIZE);
    BAND_BINS.forEach(([low, high], band) => {
      let sum = 0;
      for (let k = low; k < high; k++) sum += power[k]!;
      bands[band]![f] = Math.sqrt(sum);
    });
  });
  return bands;
}

/**
 * Band-limited resampling by a Kaiser-windowed sinc (polyphase), the method of ffmpeg's own
 * resampler (Kaiser beta 9, cutoff 0.97 of the lower Nyquist), with 16 taps where ffmpeg uses 32:
 * from the engines' 24 kHz it is flat within 0.25 dB to 9 kHz and -3 dB at 11 kHz, more than
 * speech uses (the offline voices stop at 8 kHz, the phone line at 3.4 kHz), at half the work.
 * The voice goes to the mix's 44.1 kHz with it in-process (record 084). The kernel is centred,
 * so the output is not delayed.
 */
import type { Pcm } from './pcm.js';

const ZERO_CROSSINGS = 8;
const KAISER_BETA = 9;
const CUTOFF = 0.97;

export function resampleSinc(input: Float32Array, fromRate: number, toRate: number): Float32Array {
  if (fromRate === toRate) return Float32Array.from(input);
  const divisor = gcd(fromRate, toRate);
  const phases = toRate / divisor; // output samples per period
  const step = fromRate / divisor; // input samples per period
  // Downsampling narrows the pass band to the output's Nyquist, and widens the kernel to match.
  const cutoff = CUTOFF * Math.min(1, toRate / fromRate);
  const half = Math.ceil(ZERO_CROSSINGS / Math.min(1, toRate / fromRate));
  const taps = 2 * half;
  const table = kernelTable(phases, taps, half, cutoff);

  const length = Math.round((input.length * toRate) / fromRate);
  const out = new Float32Array(length);
  // Phase by phase: every output sample of one phase uses the same row of weights, so the row is
  // held in locals while its samples are made (up-sampling's 16 taps written out), which makes this
  // loop about 40 % faster than fetching the row for each sample in turn.
  for (let start = 0; start < Math.min(phases, length); start++) {
    const row = ((start * step) % phases) * taps;
    let first = Math.floor((start * step) / phases) - half + 1;
    for (let n = start; n < length; n += phases, first += step) {
      out[n] =
        taps === 16 && first >= 0 && first + 16 <= input.length
          ? dot16(input, first, table, row)
          : dotClipped(input, first, table, row, taps);
    }
  }
  return out;
}

/** The 16 input samples from `first` weighted by the table's row at `row`, written out for speed. */
function dot16(x: Float32Array, i: number, w: Float32Array, r: number): number {
  return (
    x[i]! * w[r]! +
    x[i + 1]! * w[r + 1]! +
    x[i + 2]! * w[r + 2]! +
    x[i + 3]! * w[r + 3]! +
    x[i + 4]! * w[r + 4]! +
    x[i + 5]! * w[r + 5]! +
    x[i + 6]! * w[r + 6]! +
    x[i + 7]! * w[r + 7]! +
    x[i + 8]! * w[r + 8]! +
    x[i + 9]! * w[r + 9]! +
    x[i + 10]! * w[r + 10]! +
    x[i + 11]! * w[r + 11]! +
    x[i + 12]! * w[r + 12]! +
    x[i + 13]! * w[r + 13]! +
    x[i + 14]! * w[r + 14]! +
    x[i + 15]! * w[r + 15]!
  );
}

/** The same for any number of taps, with samples before the start or past the end counted as silence. */
function dotClipped(x: Float32Array, first: number, w: Float32Array, row: number, taps: number): number {
  let sum = 0;
  for (let k = 0; k < taps; k++) {
    const i = first + k;
    if (i >= 0 && i < x.length) sum += x[i]! * w[row + k]!;
  }
  return sum;
}

/** One row of `taps` weights per phase, each row summing to 1 (no change of level). */
function kernelTable(phases: number, taps: number, half: number, cutoff: number): Float32Array {
  const table = new Float32Array(phases * taps);
  const norm = besselI0(KAISER_BETA);
  for (let p = 0; p < phases; p++) {
    const frac = p / phases;
    let sum = 0;
    for (let k = 0; k < taps; k++) {
      const x = k - half + 1 - frac; // distance from the output instant, in input samples
      const r = x / half;
      const window = Math.abs(r) >= 1 ? 0 : besselI0(KAISER_BETA * Math.sqrt(1 - r * r)) / norm;
      const weight = cutoff * sinc(cutoff * x) * window;
      table[p * taps + k] = weight;
      sum += weight;
    }
    for (let k = p * taps; k < (p + 1) * taps; k++) table[k] = table[k]! / sum;
  }
  return table;
}

function sinc(x: number): number {
  if (x === 0) return 1;
  const px = Math.PI * x;
  return Math.sin(px) / px;
}

/** The modified Bessel function of the first kind, order 0, by its power series. */
function besselI0(x: number): number {
  let sum = 1;
  let term = 1;
  const quarter = (x * x) / 4;
  for (let k = 1; k < 50; k++) {
    term *= quarter / (k * k);
    sum += term;
    if (term < sum * 1e-12) break;
  }
  return sum;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** 16-bit PCM at another rate by resampleSinc, rounded and clipped back to 16 bits. */
export function resamplePcmSinc(pcm: Pcm, toRate: number): Pcm {
  if (pcm.sampleRate === toRate) return pcm;
  const resampled = resampleSinc(Float32Array.from(pcm.samples), pcm.sampleRate, toRate);
  const samples = Int16Array.from(resampled, (s) => Math.max(-32768, Math.min(32767, Math.round(s))));
  return { samples, sampleRate: toRate };
}

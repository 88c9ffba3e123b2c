/**
 * Second-order IIR filters with the coefficients of the Audio EQ Cookbook (R. Bristow-Johnson),
 * which is also how ffmpeg's highpass and equalizer filters compute theirs: the voice's EQ runs
 * in-process with the same response (record 084).
 */
export type Biquad =
  /** A 2-pole high-pass; `q` 0.707 is Butterworth (ffmpeg's `highpass` default). */
  | { type: 'highpass'; hz: number; q: number }
  /** A peaking band of `gainDb`, `octaves` wide (ffmpeg's `equalizer` with `t=o`). */
  | { type: 'peak'; hz: number; octaves: number; gainDb: number };

interface Coefficients {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

function coefficients(filter: Biquad, sampleRate: number): Coefficients {
  const w0 = (2 * Math.PI * filter.hz) / sampleRate;
  const cos = Math.cos(w0);
  const sin = Math.sin(w0);
  let b0: number, b1: number, b2: number, a0: number, a1: number, a2: number;
  switch (filter.type) {
    case 'highpass': {
      const alpha = sin / (2 * filter.q);
      [b0, b1, b2] = [(1 + cos) / 2, -(1 + cos), (1 + cos) / 2];
      [a0, a1, a2] = [1 + alpha, -2 * cos, 1 - alpha];
      break;
    }
    case 'peak': {
      const alpha = sin * Math.sinh(((Math.LN2 / 2) * filter.octaves * w0) / sin);
      const a = 10 ** (filter.gainDb / 40);
      [b0, b1, b2] = [1 + alpha * a, -2 * cos, 1 - alpha * a];
      [a0, a1, a2] = [1 + alpha / a, -2 * cos, 1 - alpha / a];
      break;
    }
  }
  return { b0: b0 / a0, b1: b1 / a0, b2: b2 / a0, a1: a1 / a0, a2: a2 / a0 };
}

/** Runs the filters one after the other over `samples`, in place (transposed direct form II, double-precision state). */
export function applyBiquads(samples: Float32Array, filters: readonly Biquad[], sampleRate: number): void {
  for (const filter of filters) {
    const { b0, b1, b2, a1, a2 } = coefficients(filter, sampleRate);
    let z1 = 0;
    let z2 = 0;
    for (let i = 0; i < samples.length; i++) {
      const x = samples[i]!;
      const y = b0 * x + z1;
      z1 = b1 * x - a1 * y + z2;
      z2 = b2 * x - a2 * y;
      samples[i] = y;
    }
  }
}

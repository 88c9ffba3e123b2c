/**
 * Integrated loudness (ITU-R BS.1770-4, LUFS) of mono float samples, computed here instead of by a
 * separate ffmpeg run: spawning Debian's ffmpeg alone costs about 65 ms, longer than the
 * arithmetic for a minute of audio. K-weighting is the standard's two filters, derived for the
 * actual sample rate from their analogue prototypes (as libebur128 and ffmpeg's ebur128 do); then
 * 400 ms blocks every 100 ms, the absolute gate at -70 LUFS and the relative gate 10 LU below.
 * `loudness.test.ts` holds it to ffmpeg's ebur128 on speech, tones and silence.
 */
const ABSOLUTE_GATE_LUFS = -70;
const RELATIVE_GATE_LU = -10;
const BLOCK_SECONDS = 0.4;
const STEP_SECONDS = 0.1;

type Biquad = { b0: number; b1: number; b2: number; a1: number; a2: number };

/** The pre-filter (a high shelf, the head's effect) and the RLB high-pass, for `sampleRate`. */
function kWeighting(sampleRate: number): [Biquad, Biquad] {
  let f0 = 1681.974450955533;
  const gainDb = 3.999843853973347;
  let q = 0.7071752369554196;
  let k = Math.tan((Math.PI * f0) / sampleRate);
  const vh = 10 ** (gainDb / 20);
  const vb = vh ** 0.4996667741545416;
  let a0 = 1 + k / q + k * k;
  const shelf = {
    b0: (vh + (vb * k) / q + k * k) / a0,
    b1: (2 * (k * k - vh)) / a0,
    b2: (vh - (vb * k) / q + k * k) / a0,
    a1: (2 * (k * k - 1)) / a0,
    a2: (1 - k / q + k * k) / a0,
  };
  f0 = 38.13547087602444;
  q = 0.5003270373238773;
  k = Math.tan((Math.PI * f0) / sampleRate);
  a0 = 1 + k / q + k * k;
  const highPass = { b0: 1, b1: -2, b2: 1, a1: (2 * (k * k - 1)) / a0, a2: (1 - k / q + k * k) / a0 };
  return [shelf, highPass];
}

/** The K-weighted signal's energy in each 100 ms step (sum of squares). */
function stepEnergies(samples: Float32Array, sampleRate: number): Float64Array {
  // The high-pass's b0 and b2 are 1, its b1 -2: left out of the products.
  const [{ b0, b1, b2, a1, a2 }, { a1: ha1, a2: ha2 }] = kWeighting(sampleRate);
  const step = Math.round(STEP_SECONDS * sampleRate);
  const energies = new Float64Array(Math.floor(samples.length / step));
  // Direct form I, both filters in series, in doubles; the coefficients in locals, which V8 keeps in registers.
  let x1 = 0,
    x2 = 0,
    y1 = 0,
    y2 = 0,
    z1 = 0,
    z2 = 0;
  for (let n = 0; n < energies.length; n++) {
    let sum = 0;
    for (let i = n * step, end = i + step; i < end; i++) {
      const x = samples[i]!;
      const y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
      x2 = x1;
      x1 = x;
      const z = y - 2 * y1 + y2 - ha1 * z1 - ha2 * z2;
      y2 = y1;
      y1 = y;
      z2 = z1;
      z1 = z;
      sum += z * z;
    }
    energies[n] = sum;
  }
  return energies;
}

const lufsOf = (meanSquare: number) => -0.691 + 10 * Math.log10(meanSquare);

/** -Infinity for silence, or audio shorter than one 400 ms block. */
export function integratedLoudness(samples: Float32Array, sampleRate: number): number {
  const energies = stepEnergies(samples, sampleRate);
  const perBlock = Math.round(BLOCK_SECONDS / STEP_SECONDS);
  const blockSamples = perBlock * Math.round(STEP_SECONDS * sampleRate);
  const blocks: number[] = [];
  for (let n = perBlock - 1; n < energies.length; n++) {
    let sum = 0;
    for (let j = n - perBlock + 1; j <= n; j++) sum += energies[j]!;
    const power = sum / blockSamples;
    if (power > 0 && lufsOf(power) > ABSOLUTE_GATE_LUFS) blocks.push(power);
  }
  if (blocks.length === 0) return -Infinity;
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const relativeGate = lufsOf(mean(blocks)) + RELATIVE_GATE_LU;
  const gated = blocks.filter((power) => lufsOf(power) > relativeGate);
  return gated.length === 0 ? -Infinity : lufsOf(mean(gated));
}

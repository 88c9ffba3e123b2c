/**
 * True peak (ITU-R BS.1770-4 annex 2, dBTP): the highest level of the waveform between samples,
 * read by 4x oversampling. The interpolation is a Hann-windowed sinc, 8 samples either side.
 * Between two samples the signal rises at most a few dB above them, so only stretches whose
 * samples come within 6 dB of the sample peak are interpolated: milliseconds for ten minutes of audio.
 */
const OVERSAMPLE = 4;
const HALF_TAPS = 8;
const NEAR_PEAK = 0.5;

/** Interpolation weights for each fractional position k / OVERSAMPLE (k >= 1), taps -HALF_TAPS+1 .. HALF_TAPS. */
const PHASES: Float64Array[] = Array.from({ length: OVERSAMPLE - 1 }, (_, p) => {
  const frac = (p + 1) / OVERSAMPLE;
  return Float64Array.from({ length: 2 * HALF_TAPS }, (_, j) => {
    const x = j - HALF_TAPS + 1 - frac;
    const sinc = Math.sin(Math.PI * x) / (Math.PI * x);
    const window = 0.5 + 0.5 * Math.cos((Math.PI * x) / HALF_TAPS);
    return sinc * window;
  });
});

export function truePeakDb(samples: Float32Array): number {
  let samplePeak = 0;
  for (let i = 0; i < samples.length; i++) samplePeak = Math.max(samplePeak, Math.abs(samples[i]!));
  if (samplePeak === 0) return -Infinity;
  let peak = samplePeak;
  const near = samplePeak * NEAR_PEAK;
  for (let i = 0; i + 1 < samples.length; i++) {
    if (Math.abs(samples[i]!) < near && Math.abs(samples[i + 1]!) < near) continue;
    for (const weights of PHASES) {
      let sum = 0;
      for (let j = 0; j < weights.length; j++) sum += weights[j]! * (samples[i - HALF_TAPS + 1 + j] ?? 0);
      peak = Math.max(peak, Math.abs(sum));
    }
  }
  return 20 * Math.log10(peak);
}

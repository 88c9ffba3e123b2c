/**
 * A feed-forward RMS compressor with a soft knee, the algorithm of ffmpeg's `acompressor` (its
 * defaults: RMS detection, downward, no make-up), run here on the samples the mix already holds,
 * which spares the voice a second ffmpeg process (record 082). `compressor.test.ts` holds it to
 * ffmpeg's own output on the same samples.
 */
export interface CompressorSettings {
  thresholdDb: number;
  ratio: number;
  attackMs: number;
  releaseMs: number;
  /** The knee's width as a linear factor around the threshold (ffmpeg's `knee`, 1 = hard). */
  knee: number;
}

/** Hermite interpolation between (x0, p0) and (x1, p1) with slopes m0 and m1: the soft knee's curve. */
function hermite(x: number, x0: number, x1: number, p0: number, p1: number, m0: number, m1: number): number {
  const width = x1 - x0;
  const t = (x - x0) / width;
  const s0 = m0 * width;
  const s1 = m1 * width;
  const c2 = -3 * p0 - 2 * s0 + 3 * p1 - s1;
  const c3 = 2 * p0 + s0 - 2 * p1 + s1;
  return ((c3 * t + c2) * t + s0) * t + p0;
}

/** Compresses `samples` in place after multiplying them by `inputGain` (linear). */
export function compress(samples: Float32Array, inputGain: number, settings: CompressorSettings, sampleRate: number) {
  const threshold = 10 ** (settings.thresholdDb / 20);
  const { ratio, knee } = settings;
  // In the log domain (natural log of amplitude), as the detector's level is compared there.
  const thres = Math.log(threshold);
  const kneeStartLinear = threshold / Math.sqrt(knee);
  const kneeStart = Math.log(kneeStartLinear);
  const kneeStop = Math.log(threshold * Math.sqrt(knee));
  const compressedKneeStop = (kneeStop - thres) / ratio + thres;
  // The RMS detector works on squared samples, so its knee start is squared too.
  const detectorKneeStart = kneeStartLinear * kneeStartLinear;
  const attack = Math.min(1, 1 / ((settings.attackMs * sampleRate) / 4000));
  const release = Math.min(1, 1 / ((settings.releaseMs * sampleRate) / 4000));
  const delta = 1 / ratio;
  // Above the knee the gain is exp((delta - 1) (ln(rms) - thres)), which is aboveKnee · power^exponent
  // with the detector's power (rms squared): for 2:1 that is two square roots instead of a logarithm
  // and an exponential per sample, the compressor's whole cost (it is applied to every sample of the voice).
  const kneeStopPower = Math.exp(2 * kneeStop);
  const aboveKnee = Math.exp((1 - delta) * thres);
  const exponent = 0.5 * (delta - 1);

  let level = 0;
  for (let i = 0; i < samples.length; i++) {
    const x = samples[i]! * inputGain;
    const power = x * x;
    level += (power - level) * (power > level ? attack : release);
    let gain = 1;
    if (level > detectorKneeStart) {
      if (knee > 1 && level < kneeStopPower) {
        const slope = 0.5 * Math.log(level); // the RMS level's log amplitude
        gain = Math.exp(hermite(slope, kneeStart, kneeStop, kneeStart, compressedKneeStop, 1, delta) - slope);
      } else {
        gain = aboveKnee * (exponent === -0.25 ? 1 / Math.sqrt(Math.sqrt(level)) : level ** exponent);
      }
    }
    samples[i] = x * gain;
  }
}

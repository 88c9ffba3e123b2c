import { powerSpectrum } from './fft.js';
import type { Pcm } from './pcm.js';

/**
 * Measurements that tell a voice from things that only come and go like one (record 115). Speech
 * is the only common sound that has all three: its loudness rises and falls with syllables at
 * irregular intervals (a pulsed tone or a gated noise repeats exactly; music keeps its beat); its
 * spectrum has the peaks of voiced sounds (noise is flat); and it alternates between voiced
 * sounds, with a pitch that moves, and unvoiced ones (consonants, pauses).
 */

/**
 * How exactly the loudness repeats at a syllable-like rate: the highest normalised autocorrelation
 * of the frame levels (in dB, mean removed) at lags of 1/8 to 1/2 s, i.e. 2–8 Hz. Near 1 for a
 * tone or noise gated 4 times a second, and for music's beat; speech, whose syllables never keep
 * time, stays well below.
 */
export function envelopeRegularity(levels: number[], frameSeconds: number): number {
  const db = levels.map((level) => 20 * Math.log10(Math.max(level, 1e-4)));
  const mean = db.reduce((a, b) => a + b, 0) / db.length;
  const centred = db.map((v) => v - mean);
  const energy = centred.reduce((sum, v) => sum + v * v, 0);
  if (energy === 0) return 1;
  let best = 0;
  for (let lag = Math.round(0.125 / frameSeconds); lag <= Math.round(0.5 / frameSeconds); lag++) {
    let cross = 0;
    for (let i = 0; i + lag < centred.length; i++) cross += centred[i]! * centred[i + lag]!;
    // Scaled to the overlap, so a longer lag is not favoured by having fewer terms.
    best = Math.max(best, (cross / energy) * (centred.length / (centred.length - lag)));
  }
  return best;
}

const FLATNESS_FRAME = 512;

/**
 * The median spectral flatness (geometric over arithmetic mean of the power spectrum, 0..1) of the
 * frames at least as loud as `minLevel` (RMS, 0..1): about 0.5 and more for noise, low for speech
 * and music, whose energy sits in harmonics and formants.
 */
export function spectralFlatness(pcm: Pcm, minLevel: number): number {
  const values: number[] = [];
  const frame = new Float64Array(FLATNESS_FRAME);
  for (let start = 0; start + FLATNESS_FRAME <= pcm.samples.length; start += FLATNESS_FRAME) {
    let sum = 0;
    for (let i = 0; i < FLATNESS_FRAME; i++) {
      // A Hann window, so the frame's edges do not spread energy over the whole spectrum.
      const value = (pcm.samples[start + i]! / 32768) * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / FLATNESS_FRAME));
      frame[i] = value;
      sum += value * value;
    }
    if (Math.sqrt(sum / FLATNESS_FRAME) < minLevel / 2) continue;
    const power = powerSpectrum(frame, FLATNESS_FRAME);
    let logSum = 0;
    let linear = 0;
    // Bins 1 .. N/2 - 1: DC and Nyquist say nothing of the sound.
    for (let k = 1; k < FLATNESS_FRAME / 2; k++) {
      const p = power[k]! + 1e-12;
      logSum += Math.log(p);
      linear += p;
    }
    const bins = FLATNESS_FRAME / 2 - 1;
    values.push(Math.exp(logSum / bins) / (linear / bins));
  }
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)] ?? 0;
}

/**
 * Dips a second: frames at least 18 dB below the loudest within 100 ms either side, each counted
 * once at its lowest point. Speech drops that far at nearly every stop consonant and pause (2–3.5
 * a second read aloud, even over a music bed); music flows on and rarely does (under 0.5).
 */
export function articulationRate(levels: number[], frameSeconds: number): number {
  const reach = Math.max(1, Math.round(0.1 / frameSeconds));
  let dips = 0;
  for (let i = reach; i + reach < levels.length; i++) {
    const level = levels[i]!;
    if (level > levels[i - 1]! || level >= levels[i + 1]!) continue;
    let around = 0;
    for (let j = i - reach; j <= i + reach; j++) around = Math.max(around, levels[j]!);
    if (level < around / DIP_RATIO) dips++;
  }
  return dips / (levels.length * frameSeconds);
}
/** 18 dB. */
const DIP_RATIO = 8;

import { wavBytes } from '../../dsp/pcm.js';

/**
 * A speech-like clone sample made in the test: a buzz at `f0` Hz (a sawtooth, rich in harmonics
 * like a voice) shaped into four "syllables" a second. WAV, 16 kHz mono.
 */
export function speechLikeWav(seconds: number, f0 = 120): Buffer {
  const rate = 16_000;
  const samples = new Int16Array(Math.round(seconds * rate));
  for (let i = 0; i < samples.length; i++) {
    const t = i / rate;
    const syllable = Math.max(0, Math.sin(2 * Math.PI * 4 * t)) ** 2;
    const saw = 2 * ((t * f0) % 1) - 1;
    samples[i] = Math.round(9000 * syllable * saw + (Math.random() - 0.5) * 40);
  }
  return wavBytes({ samples, sampleRate: rate });
}

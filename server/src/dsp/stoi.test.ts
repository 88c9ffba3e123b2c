import { describe, expect, it } from 'vitest';
import { STOI_SAMPLE_RATE, stoi } from './stoi.js';

/** A repeatable noise source (mulberry32), so every run scores the same signals. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296 - 0.5;
  };
}

/**
 * Three seconds of a speech-like signal at 10 kHz: syllables (4 a second) of a voiced sound whose
 * pitch and formant weights change from syllable to syllable, with short gaps, so every
 * one-third-octave band has an envelope that moves, as speech does.
 */
function speechLike(): Float32Array {
  const n = 3 * STOI_SAMPLE_RATE;
  const out = new Float32Array(n);
  const next = random(7);
  const syllable = STOI_SAMPLE_RATE / 4;
  for (let s = 0; s * syllable < n; s++) {
    const f0 = 110 + 80 * (next() + 0.5);
    const formants = [500 + 400 * next(), 1500 + 800 * next(), 2600 + 600 * next()];
    for (let i = 0; i < syllable * 0.8 && s * syllable + i < n; i++) {
      const t = (s * syllable + i) / STOI_SAMPLE_RATE;
      const envelope = Math.sin((Math.PI * i) / (syllable * 0.8));
      let v = 0;
      for (let h = 1; h * f0 < 4500; h++) {
        const f = h * f0;
        const weight = formants.reduce((w, fm) => w + 1 / (1 + ((f - fm) / 150) ** 2), 0.05);
        v += (weight * Math.sin(2 * Math.PI * f * t)) / Math.sqrt(h);
      }
      out[s * syllable + i] = 0.1 * envelope * v;
    }
  }
  return out;
}

function withNoise(clean: Float32Array, snrDb: number, seed = 11): Float32Array {
  const next = random(seed);
  const noise = Float32Array.from(clean, () => next());
  const power = (x: Float32Array) => x.reduce((sum, v) => sum + v * v, 0) / x.length;
  const gain = Math.sqrt(power(clean) / power(noise) / 10 ** (snrDb / 10));
  return Float32Array.from(clean, (v, i) => v + gain * noise[i]!);
}

describe('STOI (Taal et al. 2011)', () => {
  const clean = speechLike();

  it('scores a signal against itself as 1, and against a louder copy too (level does not matter)', () => {
    expect(stoi(clean, clean)).toBeGreaterThan(0.999);
    expect(
      stoi(
        clean,
        clean.map((v) => v * 3),
      ),
    ).toBeGreaterThan(0.999);
  });

  it('scores noise unrelated to the speech low', () => {
    const next = random(3);
    const unrelated = Float32Array.from(clean, () => 0.1 * next());
    expect(stoi(clean, unrelated)).toBeLessThan(0.3);
  });

  it('falls as noise is added, from nearly 1 to little', () => {
    const scores = [30, 15, 5, 0, -5, -15].map((snr) => stoi(clean, withNoise(clean, snr)));
    console.log('STOI at 30/15/5/0/-5/-15 dB SNR:', scores.map((s) => s.toFixed(3)).join(' '));
    for (let i = 1; i < scores.length; i++) expect(scores[i]).toBeLessThan(scores[i - 1]!);
    expect(scores[0]).toBeGreaterThan(0.95);
    expect(scores.at(-1)).toBeLessThan(0.6);
  });

  it('refuses signals too short to score (under one 384 ms segment of speech)', () => {
    expect(() => stoi(clean.subarray(0, 2000), clean.subarray(0, 2000))).toThrow(/at least 30 frames/);
  });
});

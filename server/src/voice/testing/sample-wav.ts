import { wavBytes } from '../../dsp/pcm.js';

/**
 * A speech-like clone sample made in the test, WAV, 16 kHz mono: what the sample check (record
 * 115) looks for in a voice, without an engine. Syllables of uneven length (120–300 ms) with dips
 * between them and a pause after every few; a buzz (a sawtooth, rich in harmonics like a voice)
 * whose pitch falls through each phrase and rises on stressed syllables around `f0` Hz; a short
 * hiss for a consonant before some syllables. The same every time (a seeded generator).
 */
export function speechLikeWav(seconds: number, f0 = 120): Buffer {
  const rate = 16_000;
  const samples = new Int16Array(Math.round(seconds * rate));
  const random = seeded(Math.round(f0 * 1000 + seconds));
  let at = Math.round(0.2 * rate);
  let syllable = 0;
  let phase = 0;
  while (at < samples.length) {
    const phraseStep = syllable % 7;
    if (random() < 0.5) {
      // A consonant: 40 ms of soft noise.
      const hiss = Math.round(0.04 * rate);
      for (let i = 0; i < hiss && at + i < samples.length; i++) samples[at + i] = Math.round((random() - 0.5) * 3000);
      at += hiss;
    }
    const length = Math.round((0.12 + 0.18 * random()) * rate);
    // Declination through the phrase, and a stressed syllable now and then.
    const semitones = 2 - 0.6 * phraseStep + (random() < 0.3 ? 3 : 0) + (random() - 0.5);
    const start = f0 * 2 ** (semitones / 12);
    const end = start * 2 ** ((random() - 0.7) / 12);
    for (let i = 0; i < length && at + i < samples.length; i++) {
      const shape = Math.sin((Math.PI * i) / length) ** 2;
      phase = (phase + (start + ((end - start) * i) / length) / rate) % 1;
      samples[at + i] = Math.round(9000 * shape * (2 * phase - 1) + (random() - 0.5) * 40);
    }
    at += length + Math.round((phraseStep === 6 ? 0.3 + 0.2 * random() : 0.03 + 0.08 * random()) * rate);
    syllable++;
  }
  return wavBytes({ samples, sampleRate: rate });
}

/** A small seeded generator (mulberry32): the same sample for the same arguments. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

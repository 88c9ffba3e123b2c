import { toneWav } from './fake-studio.js';

/**
 * A speech-like clone sample made in the test: a buzz at `f0` Hz (a sawtooth, rich in harmonics
 * like a voice) shaped into four "syllables" a second. WAV, 16 kHz mono.
 */
export function speechLikeWav(seconds: number, f0 = 120): Buffer {
  const rate = 16_000;
  const header = toneWav([]).subarray(0, 44);
  const n = Math.round(seconds * rate);
  const data = Buffer.alloc(n * 2);
  for (let i = 0; i < n; i++) {
    const t = i / rate;
    const syllable = Math.max(0, Math.sin(2 * Math.PI * 4 * t)) ** 2;
    const saw = 2 * ((t * f0) % 1) - 1;
    data.writeInt16LE(Math.round(9000 * syllable * saw + (Math.random() - 0.5) * 40), i * 2);
  }
  header.writeUInt32LE(36 + data.length, 4);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

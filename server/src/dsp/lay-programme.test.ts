import { describe, expect, it } from 'vitest';
import { layProgramme } from './lay-programme.js';
import { integratedLoudness } from './loudness.js';
import { MP3_LEVEL_LOSS_DB, PEAK_CEILING_DBFS, SAMPLE_RATE, dbToGain } from './mastering.js';

/**
 * The programme's timeline on synthetic parts (the engine's own test measures the real thing): a
 * "track" of two tones, two "voices" of syllable-like bursts, laid as the renderer lays them.
 */
const at = (seconds: number) => Math.round(seconds * SAMPLE_RATE);

/** Smooth tones: any jump in them stands out from their own sample steps. */
function track(seconds: number): Float32Array {
  return Float32Array.from({ length: at(seconds) }, (_, i) => {
    const t = i / SAMPLE_RATE;
    return 0.08 * Math.sin(2 * Math.PI * 441.3 * t) + 0.05 * Math.sin(2 * Math.PI * 97.7 * t);
  });
}

function voice(seconds: number, hz: number): Float32Array {
  return Float32Array.from({ length: at(seconds) }, (_, i) => {
    const t = i / SAMPLE_RATE;
    const syllable = Math.max(0, Math.sin(2 * Math.PI * 3 * t)); // three syllables a second
    return 0.3 * syllable * Math.sin(2 * Math.PI * hz * t);
  });
}

const rms = (x: Float32Array, from: number, to: number) => {
  let sum = 0;
  for (let i = from; i < to; i++) sum += x[i]! ** 2;
  return Math.sqrt(sum / (to - from));
};
const db = (x: number) => 20 * Math.log10(x);

describe('a programme timeline', () => {
  const voices = [voice(4, 220), voice(3, 300)];
  const lead = at(0.5);
  const gap = at(6);
  const starts = [lead, lead + voices[0]!.length + gap];
  const total = starts[1]! + voices[1]!.length + gap;
  const speech = starts.map((start, k): [number, number] => [
    start / SAMPLE_RATE,
    (start + voices[k]!.length) / SAMPLE_RATE,
  ]);
  const laid = layProgramme({
    // The second voice is four times louder as recorded: its gain brings it to the first's level.
    voices: [
      { samples: voices[0]!, gain: 1, start: starts[0]! },
      { samples: voices[1]!.map((v) => v * 4), gain: 0.25, start: starts[1]! },
    ],
    total,
    music: { source: track(5), gain: 0.5, speech },
  });
  const out = laid.samples;

  it('is -16 LUFS under the peak ceiling, raised by the MP3 make-up, with each message at one level', () => {
    expect(out).toHaveLength(total);
    expect(integratedLoudness(out, SAMPLE_RATE)).toBeCloseTo(-16 + MP3_LEVEL_LOSS_DB, 0);
    expect(laid.loudnessLufs).toBeCloseTo(-16, 0);
    let peak = 0;
    for (const x of out) peak = Math.max(peak, Math.abs(x));
    expect(peak).toBeLessThanOrEqual(dbToGain(PEAK_CEILING_DBFS + MP3_LEVEL_LOSS_DB) + 1e-6);
    expect(laid.truePeakDb).toBeGreaterThanOrEqual(db(peak) - 1e-6);
    expect(Math.abs(laid.messageLufs[0]! - laid.messageLufs[1]!)).toBeLessThanOrEqual(1);
  });

  it('plays the bed from the first sample, ducks it under each voice, and brings it back between them', () => {
    const open = rms(out, 0, at(0.2));
    const between = rms(out, starts[1]! - at(3), starts[1]! - at(1));
    expect(Math.abs(db(open) - db(between))).toBeLessThan(1.5);
    // Between the first voice's syllables (2.17-2.33 s into it) only the ducked bed sounds: 12 dB down.
    const silence = rms(out, starts[0]! + at(2.19), starts[0]! + at(2.31));
    expect(db(silence)).toBeLessThan(db(between) - 9);
  });

  it('runs from its last sample into its first like the track into itself', () => {
    const tail = out.subarray(total - at(2));
    const steps = Array.from({ length: tail.length - 1 }, (_, i) => Math.abs(tail[i + 1]! - tail[i]!)).sort(
      (a, b) => a - b,
    );
    const typical = steps[Math.floor(steps.length * 0.999)]!;
    expect(Math.abs(out[0]! - out[total - 1]!)).toBeLessThanOrEqual(typical);
    expect(Math.abs(db(rms(out, 0, at(0.05))) - db(rms(out, total - at(0.05), total)))).toBeLessThan(1.5);
  });
});

import { describe, expect, it } from 'vitest';
import { resampleSinc } from './resample-sinc.js';

/** Level (dB re the input) of a sine of `hz` taken from 24 kHz to 44.1 kHz, away from the edges. */
function gainDb(hz: number): number {
  const input = new Float32Array(24_000).map((_, i) => Math.sin((2 * Math.PI * hz * i) / 24_000));
  const output = resampleSinc(input, 24_000, 44_100);
  let energy = 0;
  for (let i = 4_000; i < 40_000; i++) energy += output[i]! ** 2;
  return 10 * Math.log10(energy / 36_000 / 0.5);
}

describe('the sinc resampler', () => {
  it('keeps speech frequencies flat from 24 kHz to 44.1 kHz, and the length in time', () => {
    for (const hz of [100, 1_000, 3_400, 8_000, 9_000]) expect(Math.abs(gainDb(hz)), `${hz} Hz`).toBeLessThan(0.25);
    expect(gainDb(11_000)).toBeGreaterThan(-4);
    expect(resampleSinc(new Float32Array(24_000), 24_000, 44_100)).toHaveLength(44_100);
  });

  it('does not delay the signal: an impulse stays where it was in time', () => {
    const input = new Float32Array(2_400);
    input[1_200] = 1; // 50 ms
    const output = resampleSinc(input, 24_000, 44_100);
    const peak = output.indexOf(Math.max(...output));
    expect(Math.abs(peak - 2_205)).toBeLessThanOrEqual(1);
  });
});

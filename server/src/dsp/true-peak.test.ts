import { describe, expect, it } from 'vitest';
import { truePeakDb } from './true-peak.js';

describe('true peak', () => {
  it('finds the crest a sine hides between its samples', () => {
    // A sine at a quarter of the rate, sampled 45° off its crests: every sample is at 0.707, the wave reaches 1.
    const samples = Float32Array.from({ length: 4410 }, (_, i) => Math.sin((Math.PI / 2) * i + Math.PI / 4));
    expect(20 * Math.log10(Math.max(...samples))).toBeCloseTo(-3.01, 1);
    expect(truePeakDb(samples)).toBeGreaterThan(-0.3);
    expect(truePeakDb(samples)).toBeLessThan(0.2);
  });

  it('reads a slow tone at its sample peak, and silence as -Infinity', () => {
    const tone = Float32Array.from({ length: 44_100 }, (_, i) => 0.5 * Math.sin((2 * Math.PI * 440 * i) / 44_100));
    expect(truePeakDb(tone)).toBeCloseTo(20 * Math.log10(0.5), 1);
    expect(truePeakDb(new Float32Array(100))).toBe(-Infinity);
  });
});

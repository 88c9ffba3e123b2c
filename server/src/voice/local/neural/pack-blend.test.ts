import { expect, it } from 'vitest';
import { blendForPitch } from './pack-blend.js';

it('blends the two packs nearest the sample, the nearer weighing more, and moves the rest in pitch', () => {
  const { blend, pitch } = blendForPitch(125, 'male');
  expect(blend.map((b) => b.pack)).toEqual(['am_liam', 'am_puck']);
  expect(blend[0]!.weight).toBeGreaterThan(blend[1]!.weight);
  expect(blend[0]!.weight + blend[1]!.weight).toBeCloseTo(1, 2);
  expect(pitch).toBeGreaterThan(0.97);
  expect(pitch).toBeLessThan(1.03);
});

it('moves pitch a little at most, and keeps to speakers of the sample gender', () => {
  const low = blendForPitch(70, 'male');
  expect(low.blend.every((b) => b.pack.startsWith('am_'))).toBe(true);
  expect(low.pitch).toBeCloseTo(1 / 1.08, 3);
  expect(blendForPitch(260, 'female').blend.every((b) => b.pack.startsWith('af_'))).toBe(true);
});

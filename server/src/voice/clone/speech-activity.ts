import type { Pcm } from '../../dsp/pcm.js';

/**
 * Voice activity in a clone sample (decisions 039): how many seconds of it sound like someone
 * speaking. Speech comes and goes with its syllables, several times a second, so within any second
 * of talk the level swings widely; a held tone, a hum or steady noise does not swing at all.
 * A second counts as speech when enough of it is clearly above the recording's noise floor and
 * its level swings by at least SWING_DB between its loud and its quiet moments.
 */
const FRAME_SECONDS = 0.02;
const WINDOW_FRAMES = 50; // one second
const SWING_DB = 9;
/** At least this share of a second's frames above the floor: a second with only a click is not talk. */
const MIN_ACTIVE_SHARE = 0.3;
/** About -54 dBFS: anything quieter is silence, whatever the floor. */
const ABSOLUTE_FLOOR = 0.002;

export function speechSeconds(pcm: Pcm): number {
  const levels = frameLevels(pcm);
  const floor = Math.max(ABSOLUTE_FLOOR, percentile(levels, 0.1) * 2);
  let speech = 0;
  for (let start = 0; start + WINDOW_FRAMES / 2 <= levels.length; start += WINDOW_FRAMES) {
    const window = levels.slice(start, start + WINDOW_FRAMES);
    const active = window.filter((l) => l > floor).length;
    if (active < MIN_ACTIVE_SHARE * window.length) continue;
    const loud = percentile(window, 0.9);
    const quiet = Math.max(percentile(window, 0.1), ABSOLUTE_FLOOR / 4);
    if (20 * Math.log10(loud / quiet) >= SWING_DB) speech += window.length * FRAME_SECONDS;
  }
  return speech;
}

/** RMS of each 20 ms frame, 0..1. */
export function frameLevels(pcm: Pcm): number[] {
  const size = Math.round(pcm.sampleRate * FRAME_SECONDS);
  const levels: number[] = [];
  for (let start = 0; start + size <= pcm.samples.length; start += size) {
    let sum = 0;
    for (let i = start; i < start + size; i++) sum += pcm.samples[i]! ** 2;
    levels.push(Math.sqrt(sum / size) / 32768);
  }
  return levels;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

import type { PitchEstimate } from '../../dsp/measure-pitch.js';
import type { Pcm } from '../../dsp/pcm.js';
import { articulationRate, envelopeRegularity, spectralFlatness } from '../../dsp/speech-features.js';

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

/**
 * What only a voice has (record 115), each measured on the catalogue voices, the sample messages,
 * tones and noise pulsed 4 times a second and the built-in music: syllables at irregular intervals
 * (envelope regularity at most 0.39 for speech, 0.86 and more for a pulsed tone or noise), a
 * spectrum with peaks (flatness under 0.01 for speech, 0.22 for pink noise), a dip between most
 * syllables (1.9–3.4 a second for speech, under 0.5 for music), voiced sounds (two thirds of the
 * frames and more; noise 0.1) and a pitch that moves (2–3 semitones; a buzz stays within 0.1).
 */
const MAX_REGULARITY = 0.6;
const MAX_FLATNESS = 0.15;
const MIN_DIPS_PER_SECOND = 1;
const MIN_VOICED_SHARE = 0.3;
const MIN_PITCH_MOVEMENT_SEMITONES = 0.5;

export function soundsLikeSpeech(pcm: Pcm, pitch: PitchEstimate): boolean {
  const levels = frameLevels(pcm);
  const loud = percentile(levels, 0.9);
  const active = levels.filter((l) => l > loud / 10).length;
  return (
    envelopeRegularity(levels, FRAME_SECONDS) <= MAX_REGULARITY &&
    spectralFlatness(pcm, loud / 10) <= MAX_FLATNESS &&
    articulationRate(levels, FRAME_SECONDS) >= MIN_DIPS_PER_SECOND &&
    pitch.voicedFrames >= MIN_VOICED_SHARE * active &&
    (pitch.movementSemitones ?? 0) >= MIN_PITCH_MOVEMENT_SEMITONES
  );
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

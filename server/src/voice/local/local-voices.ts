import type { LocalTuning } from '../../db/schema.js';

/**
 * How each catalogue voice sounds on Flite, the engine every machine has: the whole catalogue on a
 * machine without RHVoice and Pico (offline-voices.ts slows them all to the on-hold pace, record
 * 101), and the bases a matched voice is tuned from. Flite's WebAssembly build has four usable
 * voices (rms, awb and kal16 male, slt female), so voices that share a base voice are set far
 * apart in pitch and pace, and their "size" moves formants as well as pitch, so they also differ in
 * timbre. Pitches measured by local-engine.test.ts are printed there and in the voices bench.
 *
 * Natural median pitch of the bases: rms ~103 Hz, awb ~127 Hz, kal16 ~88 Hz, slt ~165 Hz
 * (slt follows `f0Hz`; the male bases ignore it and move only with `size`).
 */
export const LOCAL_VOICE_TUNING: Record<string, LocalTuning> = {
  'en-US-ken': { base: 'rms', size: 1.0, pace: 1.0 },
  'en-US-terrell': { base: 'kal16', size: 1.1, pace: 1.08 },
  'en-US-miles': { base: 'rms', size: 1.24, pace: 0.88 },
  'en-GB-hugo': { base: 'awb', size: 1.0, pace: 1.04 },
  'en-AU-shane': { base: 'awb', size: 0.86, pace: 0.9 },
  'en-IN-rohan': { base: 'kal16', size: 1.38, pace: 0.94 },
  // The women all speak on slt, so their pitch targets are set 7 % apart (measured medians come
  // out about 4 % lower and stay ≥ 6 % apart, record 072); size and pace add timbre and tempo.
  'en-US-claire': { base: 'slt', f0Hz: 176, size: 0.93, pace: 1.18 },
  'en-US-natalie': { base: 'slt', f0Hz: 189, size: 1.0, pace: 1.0 },
  'en-GB-hazel': { base: 'slt', f0Hz: 202, size: 0.96, pace: 1.08 },
  'en-AU-ivy': { base: 'slt', f0Hz: 216, size: 1.05, pace: 0.82 },
  'en-US-samantha': { base: 'slt', f0Hz: 231, size: 1.08, pace: 0.88 },
  'en-IN-isha': { base: 'slt', f0Hz: 247, size: 0.97, pace: 1.02 },
};

/** Natural median pitch of each base voice, used to match a clone sample to the nearest one. */
export const BASE_VOICE_PITCH_HZ: Record<LocalTuning['base'], number> = { rms: 103, awb: 127, kal16: 88, slt: 165 };

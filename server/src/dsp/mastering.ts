import type { Biquad } from './biquad.js';
import type { CompressorSettings } from './compressor.js';
/**
 * How a message is produced for a phone line: the numbers a listener (and a test) can rely on.
 *
 * - The voice is brought to VOICE_TARGET_LUFS integrated (EBU R128 / ITU-R BS.1770), the level
 *   broadcast and podcast delivery use and loud enough for a handset without clipping.
 * - The music's loudness before ducking is VOICE_TARGET_LUFS + 20·log10(volume / 100) LUFS:
 *   100 is as loud as the voice, 50 is 6 dB quieter, 15 (the default) 16.5 dB quieter, 0 silent.
 *   Under speech it drops a further DUCK_DB, and comes back up in pauses of PAUSE_FOR_MUSIC_SECONDS or more.
 * - The file is mono: every phone line is, and mono halves the MP3 encoder's work.
 * - Peaks stay under PEAK_CEILING_DBFS, which keeps the decoded MP3's true peak below -1 dBTP.
 * - Both are shaped for the telephone channel (300-3400 Hz), where callers hear them: see
 *   VOICE_SHAPING and MUSIC_SHAPING, and docs/decisions/040-master-for-the-telephone-line.md.
 */
export const SAMPLE_RATE = 44_100;
export const VOICE_TARGET_LUFS = -16;
export const DUCK_DB = 12;
/** Sample-peak ceiling of the limiter; the margin to -1 dBTP covers inter-sample peaks and MP3 coding. */
export const PEAK_CEILING_DBFS = -2;

/**
 * The voice's chain, before it is brought to the target: a 4th-order high-pass at the band edge
 * (Linkwitz-Riley, -6 dB at 280 Hz), so the level the target sets is level the line carries; a
 * broad +4 dB presence lift around 2 kHz, where consonants carry intelligibility; then gentle
 * compression (2:1, soft knee, slow enough to leave syllables intact) at a fixed level, since
 * VOICE_PRE_LEVEL_LUFS puts every voice at the same loudness first. Above 280 Hz nothing is cut:
 * on a computer the voice keeps its air and sounds like a broadcast voice, not a telephone.
 */
export const VOICE_EQ: readonly Biquad[] = [
  { type: 'highpass', hz: 280, q: 0.707 },
  { type: 'highpass', hz: 280, q: 0.707 },
  { type: 'peak', hz: 2000, octaves: 1.5, gainDb: 4 },
];
export const VOICE_PRE_LEVEL_LUFS = -20;
export const VOICE_COMPRESSOR: CompressorSettings = {
  thresholdDb: -18,
  ratio: 2,
  attackMs: 5,
  releaseMs: 150,
  knee: 2.8,
};
/**
 * The voice's peaks, after the compressor, are held this far above its loudness by a look-ahead
 * limiter (limiter.ts), and its loudness is measured after that: 12 dB, a broadcast
 * voice's peak-to-loudness ratio. The offline engine's voices are pulse-like, and with their
 * fundamental filtered out their peaks stand far above their loudness; held here, at the target
 * they peak near -4 dBFS and leave the mix's own limiter (PEAK_CEILING_DBFS) little to do, so the
 * MP3's true peak stays below -1 dBTP without the whole mix being pushed down.
 */
export const VOICE_PEAK_ABOVE_LOUDNESS_DB = 12;

/**
 * The music's band shaping: rumble and most of the bass, which the line removes, taken down
 * (2nd-order high-pass at 150 Hz twice, and a -6 dB shelf below 300 Hz) so the loudness that sets
 * the volume is loudness the caller hears. What stays is the 300-3400 Hz body of the music. The
 * built-in tracks are mastered with it; the mixer applies it to any track that would lose more
 * than MUSIC_SHAPING_ABOVE_LU on a landline (an upload mastered for loudspeakers, typically 4-8 LU).
 */
export const MUSIC_SHAPING = ['highpass=f=150', 'highpass=f=150', 'lowshelf=f=300:g=-6'] as const;
export const MUSIC_SHAPING_ABOVE_LU = 2.5;

/** The voice alone ('none') only gets click-free edges. */
export const EDGE_FADE_SECONDS = 0.01;

/** Ducking: pauses shorter than this (between words and sentences) keep the music down. */
export const PAUSE_FOR_MUSIC_SECONDS = 0.7;
/** The music is fully down LEAD before speech starts and stays down HOLD after it ends. */
export const DUCK_LEAD_SECONDS = 0.1;
export const DUCK_HOLD_SECONDS = 0.1;
export const DUCK_DOWN_SECONDS = 0.25;
export const DUCK_UP_SECONDS = 0.5;

/** A looped track's end overlaps its next start by this much (equal-power), so the joint never clicks or dips. */
export const LOOP_CROSSFADE_SECONDS = 0.03;

/** The final file (spec §9, record 056): MP3 128 kb/s CBR, 44.1 kHz. */
export const MP3_BITRATE = '128k';
/**
 * LAME's quality switch (-q). Measured on this machine for 50 s of mono: q2 0.61 s, q5 0.21 s,
 * q7 0.16 s of CPU, with the same error against the source (24-25 dB SNR at 128 kb/s): at this
 * bitrate the slower psychoacoustic search buys nothing audible, so q7.
 */
export const MP3_QUALITY = '7';
/**
 * LAME's low-pass at 128 kb/s takes 0.45 dB off everything it encodes (measured: a 100 Hz and a
 * 1 kHz sine and speech all come back 0.95 times as loud; at 256 kb/s, without the low-pass, they
 * come back unchanged). The mix is raised by as much just before encoding, so the file hits the target.
 */
export const MP3_LEVEL_LOSS_DB = 0.45;

/** The music's loudness before ducking for a slider value; -Infinity (silence) at 0. */
export function musicLoudnessLufs(volume: number): number {
  return volume <= 0 ? -Infinity : VOICE_TARGET_LUFS + 20 * Math.log10(volume / 100);
}

export function dbToGain(db: number): number {
  return db === -Infinity ? 0 : 10 ** (db / 20);
}

/** Gain that brings audio measured at `measuredLufs` to `targetLufs`; silence (no measurement) is left as it is. */
export function gainTo(targetLufs: number, measuredLufs: number): number {
  if (!Number.isFinite(measuredLufs)) return targetLufs === -Infinity ? 0 : 1;
  return dbToGain(targetLufs - measuredLufs);
}

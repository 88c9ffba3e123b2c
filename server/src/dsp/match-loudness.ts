import { integratedLoudness } from './loudness.js';
import { equaliseVoice } from './master-voice.js';
import { dbToGain } from './mastering.js';
import type { Pcm } from './pcm.js';

/**
 * A bilingual recording's parts brought to one loudness before they are joined (record 145): two
 * voices (a man's English, a woman's Spanish) come from their engines some decibels apart, and the
 * voice's master sets one gain for the whole recording, so the quieter language would stay quieter
 * after it. Each part is measured as the master measures a recording (through the voice's EQ,
 * BS.1770 gated), and the louder ones are turned down to the quietest: turning down never clips.
 */

/** A part's loudness as the voice's master hears it, in LUFS; -Infinity for silence. */
export function voiceLoudness(pcm: Pcm): number {
  return integratedLoudness(equaliseVoice(pcm.samples, pcm.sampleRate), pcm.sampleRate);
}

/** `pcm` turned down by `db` decibels (a new array, rounded to the nearest step); as it is for 0. */
export function turnDown(pcm: Pcm, db: number): Pcm {
  if (!(db > 0)) return pcm;
  const gain = dbToGain(-db);
  const samples = new Int16Array(pcm.samples.length);
  for (let i = 0; i < samples.length; i++) samples[i] = Math.round(pcm.samples[i]! * gain);
  return { samples, sampleRate: pcm.sampleRate };
}

/**
 * How many decibels each part is to be turned down to the quietest part's loudness, in their
 * order. A silent part (no loudness) sets no level and is left as it is (0).
 */
export function downToQuietest(parts: readonly Pcm[]): number[] {
  const levels = parts.map(voiceLoudness);
  const quietest = Math.min(...levels.filter(Number.isFinite));
  return levels.map((level) => (Number.isFinite(level) && Number.isFinite(quietest) ? level - quietest : 0));
}

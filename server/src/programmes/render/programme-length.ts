import { NO_MUSIC_TRACK_ID } from '#common/constants.js';
import type { Recipe } from '#common/schemas/recipe.js';
import { musicFrameFor } from '../../dsp/mastering.js';

/**
 * A programme's lengths as plain arithmetic (record 116), for the editor's estimates before any
 * render and for the render itself: both place voices the same way.
 */

/** Music before the welcome's voice: the first words come within 1 s of the start (the voice's own silence is ~0.15 s). */
export const PROGRAMME_LEAD_SECONDS = 0.5;

/**
 * The voice seconds of a Library item as a programme places it: its duration less its type's intro
 * and outro (musicFrameFor), or all of it with No Music. For estimates before any render.
 */
export function voiceSecondsOf(durationSeconds: number, recipe: Recipe): number {
  if (recipe.music.trackId === NO_MUSIC_TRACK_ID) return durationSeconds;
  const frame = musicFrameFor(recipe.message.messageType);
  return Math.max(0, durationSeconds - frame.introSeconds - frame.outroSeconds);
}

/** The programme's length from its voices and gap: LEAD + Σ voices + n × gap (the last gap is the music before the loop comes round). */
export function programmeSeconds(voiceSeconds: number[], gapSeconds: number): number {
  return PROGRAMME_LEAD_SECONDS + voiceSeconds.reduce((sum, s) => sum + s, 0) + voiceSeconds.length * gapSeconds;
}

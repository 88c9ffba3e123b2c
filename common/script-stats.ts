import { PAUSE_LENGTHS, type PauseLength } from './constants.js';

/** Word count and spoken length of a script (decisions D5), shared so client and server agree. */

export const WORDS_PER_MINUTE = 140;

export interface PauseSettings {
  pauseLength: PauseLength;
  enableParagraphPauses: boolean;
}

/** Paragraphs are separated by a blank line; that is where the voice pauses. */
export function splitParagraphs(script: string): string[] {
  return script
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Words as a listener hears them: runs of letters or digits, with inner apostrophes and hyphens. */
export function countWords(script: string): number {
  return script.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Seconds at 140 words a minute, plus one pause between each two paragraphs when pauses are on. */
export function estimateDurationSeconds(script: string, pauses: PauseSettings): number {
  const speech = (countWords(script) / WORDS_PER_MINUTE) * 60;
  const gaps = Math.max(0, splitParagraphs(script).length - 1);
  const pause = pauses.enableParagraphPauses ? (PAUSE_LENGTHS.find((p) => p.value === pauses.pauseLength)?.seconds ?? 0) : 0;
  // One decimal: precise enough to compare pause settings, short enough to show.
  return Math.round((speech + gaps * pause) * 10) / 10;
}

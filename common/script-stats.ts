import { PAUSE_LENGTHS, type PauseLength } from './constants.js';
import { speechText } from './speech/speak-text.js';

/** Word count and spoken length of a script (record 054), shared so client and server agree. */

const WORDS_PER_MINUTE = 140;

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

/**
 * Seconds at 140 words a minute, plus one pause between each two paragraphs when pauses are on.
 * The words counted are the ones the voice says: "555 0100" is eight of them, not two (record 095).
 */
export function estimateDurationSeconds(script: string, pauses: PauseSettings): number {
  const speech = (countWords(speechText(script)) / WORDS_PER_MINUTE) * 60;
  const gaps = Math.max(0, splitParagraphs(script).length - 1);
  const pause = pauses.enableParagraphPauses
    ? (PAUSE_LENGTHS.find((p) => p.value === pauses.pauseLength)?.seconds ?? 0)
    : 0;
  // One decimal: precise enough to compare pause settings, short enough to show.
  return Math.round((speech + gaps * pause) * 10) / 10;
}

/** The longest message any phone system in the Guide accepts: the cap on one voice recording. */
export const MESSAGE_MAX_SECONDS = 10 * 60;

const LETTER_RUN = /\p{L}+(?:['’]\p{L}+)*/gu;
const DIGIT = /\p{N}/gu;
/** Symbols a speech engine reads aloud as words: '$' is "dollar", '*' is "asterisk". */
const SPOKEN_SYMBOL = /[\p{S}#%&@*/\\_]/gu;
const VOWEL = /[aeiouyàâäéèêëïîôöùûüÿ]/iu;
/** Longer than this, or with no vowel, a letter run is spelled out letter by letter. */
const LONGEST_SPOKEN_WORD = 15;

/**
 * An upper estimate of how long a voice takes to read `script`, made before any work so a request
 * cannot ask for hours of audio (decisions 031). Unlike estimateDurationSeconds (the figure the
 * user sees) it counts what engines spell out: every digit, every spoken symbol (twice: "asterisk"
 * is four syllables) and every letter of an unpronounceable run, plus the pauses between paragraphs.
 */
export function spokenSecondsUpperBound(script: string, pauseSeconds: number): number {
  let units = 0;
  for (const [run] of script.matchAll(LETTER_RUN)) {
    const spelled = run.length > LONGEST_SPOKEN_WORD || !VOWEL.test(run);
    units += spelled ? run.length : 1;
  }
  units += script.match(DIGIT)?.length ?? 0;
  units += 2 * (script.match(SPOKEN_SYMBOL)?.length ?? 0);
  const gaps = Math.max(0, splitParagraphs(script).length - 1);
  return (units / WORDS_PER_MINUTE) * 60 + gaps * pauseSeconds;
}

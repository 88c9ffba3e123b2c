import { PAUSE_LENGTHS, type PauseLength } from './constants.js';
import type { MessageLanguage } from './message-language.js';
import { speechTextIn } from './speech/speech-text-in.js';

/** Word count and spoken length of a script (record 054), shared so client and server agree. */

const WORDS_PER_MINUTE = 140;

export interface PauseSettings {
  pauseLength: PauseLength;
  enableParagraphPauses: boolean;
  /** The script's language (issue 39): its digits are counted as the words that language says. English when absent. */
  language?: MessageLanguage;
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
 * The words counted are the ones the voice says: "555 0100" is eight of them, not two (record 095),
 * in the message's language ("555 0100" is eight Spanish words too, "$19.99" seven, record 144).
 */
export function estimateDurationSeconds(script: string, pauses: PauseSettings): number {
  // Records 143 and 144: the same 140 words a minute in Spanish (decision D5), counted as the Spanish voice says them.
  const speech = (countWords(speechTextIn(pauses.language ?? 'en', script)) / WORDS_PER_MINUTE) * 60;
  const gaps = Math.max(0, splitParagraphs(script).length - 1);
  const pause = pauses.enableParagraphPauses
    ? (PAUSE_LENGTHS.find((p) => p.value === pauses.pauseLength)?.seconds ?? 0)
    : 0;
  // One decimal: precise enough to compare pause settings, short enough to show.
  return Math.round((speech + gaps * pause) * 10) / 10;
}

/** The longest message any phone system in the Guide accepts: the cap on one message. */
export const MESSAGE_MAX_SECONDS = 10 * 60;
/**
 * The longest voice recording: the mix adds at most 5.5 s of music around the voice (an
 * announcement's intro and outro, record 112), and the message with it must still fit in 10
 * minutes (a voice of 9:58 came back as a message of 10:03 before, issue 29).
 */
export const VOICE_MAX_SECONDS = MESSAGE_MAX_SECONDS - 6;

/**
 * The upper estimate's costs, in seconds, measured against the offline engines (Flite and
 * RHVoice, record 115): a word at 120 words a minute (RHVoice reads digits at 140, so no slower
 * figure would bound it); a spelled letter as long as a word, except "double-you"; a symbol an engine reads by name ("asterisk"); a pause mark, since each sentence
 * or clause is its own utterance with its own lead-in and gap ("w; w; w;" takes 1.1 s a letter),
 * and more for each further mark of a run ("w..." takes 1.9 s).
 */
const WORD_SECONDS = 0.5;
const LONG_LETTER_SECONDS = 0.65;
const SYMBOL_SECONDS = 2 * WORD_SECONDS;
const PAUSE_MARK_SECONDS = 0.7;
const FURTHER_MARK_SECONDS = 0.3;

const LETTER_RUN = /\p{L}+(?:['’]\p{L}+)*/gu;
/** Symbols a speech engine reads aloud as words: '$' is "dollar", '*' is "asterisk". */
const SPOKEN_SYMBOL = /[\p{S}#%&@*/\\_]/gu;
/** Where a voice pauses inside a paragraph: sentence and clause ends (paragraphs: `pauseSeconds`). */
const PAUSE_MARKS = /[.,;:!?…]+/gu;
// Spanish's accented vowels too, so "sí" and "más" are words, not letters to spell (record 144).
const VOWEL = /[aeiouyàáâäéèêëíïîóôöùúûüÿ]/iu;
/** Longer than this, or with no vowel, a letter run is spelled out letter by letter. */
const LONGEST_SPOKEN_WORD = 15;

/**
 * An upper estimate of how long a voice takes to read `script`, made before any work so a request
 * cannot ask for more than a message holds (decisions 031, record 115). Unlike
 * estimateDurationSeconds (the figure the user sees) it counts what the engine will say: the
 * script as speechText gives it to the engine (digits, money, times and symbols as words), every
 * letter of a spelled run ("a b c", "QWRT"), each symbol left, each pause mark, and the pauses
 * between paragraphs.
 */
export function spokenSecondsUpperBound(
  script: string,
  pauseSeconds: number,
  language: MessageLanguage = 'en',
): number {
  const speech = speechTextIn(language, script);
  let seconds = 0;
  for (const [run] of speech.matchAll(LETTER_RUN)) {
    const spelled = run.length > LONGEST_SPOKEN_WORD || !VOWEL.test(run) || run.length === 1;
    seconds += spelled ? spelledSeconds(run) : WORD_SECONDS;
  }
  seconds += SYMBOL_SECONDS * (speech.match(SPOKEN_SYMBOL)?.length ?? 0);
  for (const [marks] of speech.matchAll(PAUSE_MARKS)) {
    seconds += PAUSE_MARK_SECONDS + FURTHER_MARK_SECONDS * (marks.length - 1);
  }
  const gaps = Math.max(0, splitParagraphs(script).length - 1);
  return seconds + gaps * pauseSeconds;
}

function spelledSeconds(run: string): number {
  const long = run.match(/w/giu)?.length ?? 0;
  return long * LONG_LETTER_SECONDS + (run.length - long) * WORD_SECONDS;
}

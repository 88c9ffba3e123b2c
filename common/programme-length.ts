import { NO_MUSIC_TRACK_ID, type MessageType } from './constants.js';
import { musicFrameFor } from './music-frame.js';

/**
 * How long a programme (issue 25) runs, worked out before anything is rendered: the editor shows it
 * against the phone system's limits, and the server refuses a programme past 10 minutes with it.
 * The render lays exactly this: the first words after PROGRAMME_LEAD_SECONDS, each message's voice,
 * and after each one the music between messages (the last is the music before the loop comes round).
 */
export const PROGRAMME_LEAD_SECONDS = 0.5;

/**
 * The voice of a saved message as a programme places it: the message less the music its type puts
 * before and after the voice (musicFrameFor); a message made with no music is voice throughout.
 */
export function voiceSecondsOf(
  durationSeconds: number,
  made: { messageType?: MessageType | undefined; trackId: string },
): number {
  if (made.trackId === NO_MUSIC_TRACK_ID) return durationSeconds;
  const frame = musicFrameFor(made.messageType);
  return Math.max(0, durationSeconds - frame.introSeconds - frame.outroSeconds);
}

/** LEAD + Σ voices + n × gap: the last gap is the music before the loop comes round. */
export function programmeSeconds(voiceSeconds: readonly number[], gapSeconds: number): number {
  return PROGRAMME_LEAD_SECONDS + voiceSeconds.reduce((sum, s) => sum + s, 0) + voiceSeconds.length * gapSeconds;
}

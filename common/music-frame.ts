import type { MessageType } from './constants.js';

/**
 * Where a message's voice sits in its music (record 112), by message type. In common because the
 * mixer lays it and a programme's editor (issue 25) works out from it how long each saved
 * message's voice is, before anything is rendered.
 */

/** Where the voice sits in the music (record 112): the music before it, after it, and its fades. */
export interface MusicFrame {
  introSeconds: number;
  outroSeconds: number;
  fadeInSeconds: number;
  fadeOutSeconds: number;
}

/** An announcement (on hold, after hours, a holiday): the music sets the scene, then comes back up and fades out. */
export const ANNOUNCEMENT_FRAME: MusicFrame = {
  introSeconds: 2,
  outroSeconds: 3.5,
  fadeInSeconds: 0.5,
  fadeOutSeconds: 2.5,
};

/**
 * A prompt the caller answers (an auto-attendant menu, a voicemail greeting): the first word within
 * 0.5 s and at most 1 s of music after the last, so nobody waits in dead air to press a key or to
 * speak after the tone. The bed still runs under the voice.
 */
// The voice itself starts ~0.15 s into its recording and ends as quietly: these leave room for that.
const PROMPT_FRAME: MusicFrame = {
  introSeconds: 0.25,
  outroSeconds: 0.7,
  fadeInSeconds: 0.2,
  fadeOutSeconds: 0.6,
};

const PROMPT_TYPES: readonly MessageType[] = ['auto-attendant', 'voicemail'];

/** The frame for a message type; an unknown type (a mix asked for without one) is an announcement, as before. */
export function musicFrameFor(messageType: MessageType | undefined): MusicFrame {
  return messageType && PROMPT_TYPES.includes(messageType) ? PROMPT_FRAME : ANNOUNCEMENT_FRAME;
}

import { NO_MUSIC_TRACK_ID, type MessageType } from './constants.js';

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

/**
 * How long the finished file runs for a voice of `voiceSeconds` (record 137): the music before and
 * after it when the message has music, nothing added with No Music (the mixer lays the voice alone
 * then, server/src/mix/produce-mix.ts). Step 3 shows this, not the voice alone: a 45-second voice
 * on hold is a 50.5-second file. Until step 4 the track is the default one, so the estimate
 * counts its music; choosing No Music takes it off.
 */
export function messageSecondsOf(voiceSeconds: number, message: { messageType: MessageType; trackId: string }): number {
  if (message.trackId === NO_MUSIC_TRACK_ID) return voiceSeconds;
  const frame = musicFrameFor(message.messageType);
  return voiceSeconds + frame.introSeconds + frame.outroSeconds;
}

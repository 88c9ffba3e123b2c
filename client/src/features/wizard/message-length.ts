import { NO_MUSIC_TRACK_ID } from '#common/constants.js';
import { messageSecondsOf } from '#common/music-frame.js';
import type { WizardFormData } from '#common/wizard.js';

/**
 * "about 51 seconds with the music": how long the finished file will run for a script whose voice
 * is estimated at `voiceSeconds` (record 137). The track is step 4's choice, the default one until
 * then; with No Music the file is the voice alone and says so by saying nothing of music.
 */
export function messageLengthText(
  voiceSeconds: number,
  message: Pick<WizardFormData, 'messageType' | 'selectedTrackId'>,
): string {
  const trackId = message.selectedTrackId;
  const seconds = Math.round(messageSecondsOf(voiceSeconds, { messageType: message.messageType, trackId }));
  return `about ${seconds} seconds${trackId === NO_MUSIC_TRACK_ID ? '' : ' with the music'}`;
}

import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import { measureLineLoss } from '../process/line-loss.js';

/**
 * A track "mostly vanishes" on a phone line when the line takes away more than this share of its
 * loudness-weighted energy (4 dB): typical of music mastered for loudspeakers, whose weight is in
 * the bass. The built-in tracks, mastered for the band, lose under 2.5 dB.
 */
export const VANISHING_SHARE = 0.6;

/** The admin's warning for an uploaded track, or undefined when it carries well over a phone line. */
export async function phoneLineWarning(ffmpeg: string, file: string, name: string): Promise<string | undefined> {
  const loss = await measureLineLoss(ffmpeg, { file });
  if (!(loss.lostShare > VANISHING_SHARE)) return undefined;
  return formatMessage(messages.music.phoneLineWarning, {
    name,
    loss: loss.lossLu.toFixed(1),
    percent: Math.round(loss.lostShare * 100),
  });
}

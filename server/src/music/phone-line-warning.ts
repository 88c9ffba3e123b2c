import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import { lostShareOf } from '../process/line-loss.js';

/**
 * A track "mostly vanishes" on a phone line when the line takes away more than this share of its
 * loudness-weighted energy (4 dB): typical of music mastered for loudspeakers, whose weight is in
 * the bass. The built-in tracks, mastered for the band, lose under 2.5 dB. An upload that does is
 * held until an admin publishes it (record 106).
 */
export const VANISHING_SHARE = 0.6;

/** Whether a track that loses `lossDb` on a landline (process/line-loss.ts) mostly vanishes there. */
export function mostlyVanishes(lossDb: number): boolean {
  return lostShareOf(lossDb) > VANISHING_SHARE;
}

/** The admin's warning, with the figures, for a track that mostly vanishes. */
export function phoneLineWarning(name: string, lossDb: number): string {
  if (lossDb === Infinity) return formatMessage(messages.music.phoneLineSilent, { name });
  return formatMessage(messages.music.phoneLineWarning, {
    name,
    loss: lossDb.toFixed(1),
    percent: Math.round(lostShareOf(lossDb) * 100),
  });
}

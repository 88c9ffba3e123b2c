import { formatDuration, formatFileSize } from '#common/format.js';
import { BYTES_PER_SECOND, TARGET_SYSTEMS, type TargetSystemId } from '#common/phone-system-limits.js';
import { PROGRAMME_GAP_SECONDS, PROGRAMME_SECONDS_MAX } from '#common/schemas/programmes.js';
import { PROGRAMME_LEAD_SECONDS, programmeSeconds } from '#common/programme-length.js';

/**
 * Whether a programme fits the phone system it is made for (issue 25): its length and file size
 * against the system's published limits (common/phone-system-limits.ts) and the product's own
 * 10 minutes, and, when it does not fit, the way to make it fit: shorter music between messages
 * when that is enough, else fewer messages.
 */
export interface ProgrammeFit {
  seconds: number;
  bytes: number;
  /** The tightest limit in seconds: the system's own, its size limit in seconds of its format, and 10 minutes. */
  limitSeconds: number;
  fits: boolean;
  /** Plain words for the editor: what the programme is against the limit, and how to fit when it does not. */
  summary: string;
  advice: string | null;
}

export function programmeFit(
  voiceSeconds: readonly number[],
  gapSeconds: number,
  system: TargetSystemId,
): ProgrammeFit {
  const target = TARGET_SYSTEMS[system];
  const rate = BYTES_PER_SECOND[target.format];
  const seconds = programmeSeconds(voiceSeconds, gapSeconds);
  const bytes = Math.round(seconds * rate);
  const limits = [PROGRAMME_SECONDS_MAX, target.maxSeconds, target.maxBytes && target.maxBytes / rate].filter(
    (limit): limit is number => typeof limit === 'number',
  );
  const limitSeconds = Math.min(...limits);
  const fits = seconds <= limitSeconds;
  const size = target.maxBytes ? ` (${formatFileSize(bytes)} of ${formatFileSize(target.maxBytes)})` : '';
  const limitName =
    limitSeconds === PROGRAMME_SECONDS_MAX ? 'the 10 minutes a programme can run' : `${target.name}’s limit`;
  const summary = `${formatDuration(seconds)} of ${formatDuration(limitSeconds)}, ${limitName}${size}.`;
  return { seconds, bytes, limitSeconds, fits, summary, advice: fits ? null : howToFit(voiceSeconds, limitSeconds) };
}

/** The longest music between messages that fits, when at least the shortest does; else how much to remove. */
function howToFit(voiceSeconds: readonly number[], limitSeconds: number): string {
  const voices = voiceSeconds.reduce((sum, s) => sum + s, 0);
  const count = voiceSeconds.length;
  const gap = Math.floor((limitSeconds - PROGRAMME_LEAD_SECONDS - voices) / count);
  if (count > 0 && gap >= PROGRAMME_GAP_SECONDS.min)
    return `To fit, shorten the music between messages to ${gap} seconds or less, or remove a message.`;
  const over = Math.ceil(programmeSeconds(voiceSeconds, PROGRAMME_GAP_SECONDS.min) - limitSeconds);
  return `To fit, remove messages worth about ${formatDuration(over)} and use ${PROGRAMME_GAP_SECONDS.min} seconds of music between messages.`;
}

import type { MessageType } from '#common/constants.js';

/** Display and naming rules of the final file (spec §7 Download, §9). */

/** Spec §9: shown only when the mix did not report the real values. */
export const FALLBACK_DURATION_SECONDS = 42;
export const FALLBACK_FILE_SIZE_BYTES = 1.2 * 1024 * 1024;

/**
 * What a file is, at the end of its name (issue 47, record 151): spec §7's "hold-music" for the
 * messages callers hear on hold; another type says what it is, so a holiday greeting is not filed
 * as hold music.
 */
const FILE_KIND: Record<MessageType, string> = {
  'on-hold': 'hold-music',
  'on-hold-promotions': 'hold-music',
  holiday: 'holiday-greeting',
  voicemail: 'voicemail-greeting',
  'after-hours': 'after-hours-message',
  'intro-greeting': 'greeting',
  'auto-attendant': 'auto-attendant',
  custom: 'message',
};

/** Spec §7: the company in lower case, non-alphanumerics as hyphens, then what the file is: "-hold-music.mp3" for on-hold. */
export function downloadFileName(companyName: string, messageType: MessageType = 'on-hold'): string {
  return `${companyName.toLowerCase().replace(/[^a-z0-9]/g, '-')}-${FILE_KIND[messageType]}.mp3`;
}

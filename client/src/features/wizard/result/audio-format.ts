/** Display and naming rules of the final file (spec §7 Download, §9). */

/** Spec §9: shown only when the mix did not report the real values. */
export const FALLBACK_DURATION_SECONDS = 42;
export const FALLBACK_FILE_SIZE_BYTES = 1.2 * 1024 * 1024;

/** Spec §7: the company in lower case, non-alphanumerics as hyphens, plus -hold-music.mp3. */
export function downloadFileName(companyName: string): string {
  return `${companyName.toLowerCase().replace(/[^a-z0-9]/g, '-')}-hold-music.mp3`;
}

/** Display and naming rules of the final file (spec §7 Download, §9). */

/** Spec §9: shown only when the mix did not report the real values. */
export const FALLBACK_DURATION_SECONDS = 42;
export const FALLBACK_FILE_SIZE_BYTES = 1.2 * 1024 * 1024;

/** m:ss, e.g. 0:42 or 1:05. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** 1.2 MB, 850 KB. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Spec §7: the company in lower case, non-alphanumerics as hyphens, plus -hold-music.mp3. */
export function downloadFileName(companyName: string): string {
  return `${companyName.toLowerCase().replace(/[^a-z0-9]/g, '-')}-hold-music.mp3`;
}

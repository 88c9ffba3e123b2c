/**
 * How durations, sizes and dates read on every screen and in the API (track durations, step 5,
 * Library, programmes, phone links, uploads). Dates have one style, the US one (record 136).
 */

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

const DAY = { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' } as const;
const TIME = { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' } as const;
const STYLES = { day: DAY, time: TIME, dayAndTime: { ...DAY, ...TIME } } satisfies Record<
  string,
  Intl.DateTimeFormatOptions
>;

/** Formatters once made, by style and zone: making one is the costly part, and lists draw many rows. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function format(style: keyof typeof STYLES, at: Date | string, timeZone: string | undefined): string {
  const key = `${style} ${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...STYLES[style], ...(timeZone ? { timeZone } : {}) });
    formatters.set(key, formatter);
  }
  // ICU puts a narrow no-break space before AM/PM in some versions and a plain one in others: the
  // server's Node and the browser must write the same title, so it is always a plain space.
  return formatter.format(typeof at === 'string' ? new Date(at) : at).replace(/[\u202f\u00a0]/g, ' ');
}

/** "Thu, Dec 24, 2026, 12:00 AM" on the clocks of `timeZone` (this device's when left out). */
export function formatDateTime(at: Date | string, timeZone?: string): string {
  return format('dayAndTime', at, timeZone);
}

/** "Thu, Dec 24, 2026". */
export function formatDate(at: Date | string, timeZone?: string): string {
  return format('day', at, timeZone);
}

/** "12:00 AM". */
export function formatTime(at: Date | string, timeZone?: string): string {
  return format('time', at, timeZone);
}

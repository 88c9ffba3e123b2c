/** Time zones in the browser (record 055): the zone this device is set to. */

/** This browser's IANA time zone; UTC when the browser does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

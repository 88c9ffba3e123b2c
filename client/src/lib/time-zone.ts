/**
 * Time zones in the browser (records 055, 107): the zone this device is set to, and the list the
 * business profile's time zone is chosen from.
 */

/** This browser's IANA time zone; UTC when the browser does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export interface TimeZoneChoice {
  value: string;
  /** "America/New York (GMT-05:00)": the name as people read it, and the offset it has today. */
  label: string;
}

/** Labels once made, by zone: a formatter per zone is the costly part, and the list is drawn often. */
const labels = new Map<string, string>();

function labelOf(zone: string): string {
  let label = labels.get(zone);
  if (label === undefined) {
    const offset = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value;
    label = offset ? `${zone.replaceAll('_', ' ')} (${offset})` : zone.replaceAll('_', ' ');
    labels.set(zone, label);
  }
  return label;
}

let known: string[] | undefined;

/**
 * Every zone this browser knows, with `current` and the browser's own among them: a zone saved
 * elsewhere, or one this browser lists under another name, is always shown as chosen.
 */
export function timeZoneChoices(current: string): TimeZoneChoice[] {
  known ??= Intl.supportedValuesOf('timeZone');
  const zones = new Set([...known, browserTimeZone(), ...(current ? [current] : [])]);
  return [...zones].sort().map((zone) => ({ value: zone, label: labelOf(zone) }));
}

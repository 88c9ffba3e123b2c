/**
 * Time zones in the browser (records 055, 107, 136): the zone this device is set to, and the list
 * the business profile's (and a phone link's) time zone is chosen and searched from.
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
  /** The IANA name, as saved: "America/New_York". */
  value: string;
  /** The name as people read it: "America/New York". */
  place: string;
  /** Its everyday name in US English, "Eastern Time"; empty where there is none but an offset. */
  name: string;
  /** Its offset today: "UTC-5", "UTC+5:30", "UTC". */
  offset: string;
  offsetMinutes: number;
  /** "America/New York · Eastern Time (UTC-5)": the whole line, as the closed field shows it. */
  label: string;
  /** Everything it is found by, lower case without accents, words split at spaces. */
  words: string[];
}

/**
 * Zones most US (and other English-speaking) businesses are in: with a search that matches many,
 * these come first, so "Eastern" offers New York before Detroit or Kentucky's counties.
 */
const COMMON = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Toronto',
  'America/Vancouver',
  'America/Halifax',
  'America/St_Johns',
  'Europe/London',
  'Europe/Dublin',
  'Australia/Sydney',
  'Australia/Brisbane',
  'Australia/Perth',
  'Pacific/Auckland',
  'Asia/Kolkata',
  'Asia/Singapore',
];

/**
 * Cities renamed since the browser's zone data named them (its list keeps the old IANA names,
 * "Asia/Calcutta"): shown and found by today's name, saved by the browser's.
 */
const RENAMED: Record<string, string> = {
  Calcutta: 'Kolkata',
  Katmandu: 'Kathmandu',
  Saigon: 'Ho Chi Minh',
  Rangoon: 'Yangon',
  Kiev: 'Kyiv',
  Godthab: 'Nuuk',
  Faeroe: 'Faroe',
  Truk: 'Chuuk',
  Ponape: 'Pohnpei',
  Enderbury: 'Kanton',
};

/** "Asia/Calcutta" -> "Asia/Kolkata", "America/New_York" -> "America/New York". */
function placeOf(zone: string): string {
  const cut = zone.lastIndexOf('/') + 1;
  const city = zone.slice(cut);
  return `${zone.slice(0, cut)}${RENAMED[city] ?? city}`.replaceAll('_', ' ');
}

/** Lower case, accents off, "_" and "/" as spaces: "São_Paulo" is found by "sao paulo". */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[_/]/g, ' ')
    .trim();
}

function zoneName(zone: string, style: 'longGeneric' | 'shortOffset', at: Date): string {
  try {
    return (
      new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: style })
        .formatToParts(at)
        .find((part) => part.type === 'timeZoneName')?.value ?? ''
    );
  } catch {
    return '';
  }
}

/** "GMT-5" -> -300; "GMT+5:30" -> 330; "GMT" -> 0. */
function minutesOf(shortOffset: string): number {
  const match = /([+-])(\d{1,2})(?::(\d{2}))?/.exec(shortOffset);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** Choices once made, by zone: formatters per zone are the costly part, and the list is drawn often. */
const made = new Map<string, TimeZoneChoice>();

export function choiceOf(zone: string, at = new Date()): TimeZoneChoice {
  let choice = made.get(zone);
  if (!choice) {
    const place = placeOf(zone);
    const generic = zoneName(zone, 'longGeneric', at);
    // Where the browser has no everyday name it answers an offset ("GMT+03:00"): that says nothing more.
    const name = /^GMT([+-]|$)/.test(generic) ? '' : generic;
    const shortOffset = zoneName(zone, 'shortOffset', at);
    const offsetMinutes = minutesOf(shortOffset);
    const offset = `UTC${shortOffset.replace(/^GMT/, '')}`;
    const label = name ? `${place} · ${name} (${offset})` : offset === place ? place : `${place} (${offset})`;
    const words = normalise(`${zone} ${place} ${name} ${offset}`).split(/\s+/);
    choice = { value: zone, place, name, offset, offsetMinutes, label, words };
    made.set(zone, choice);
  }
  return choice;
}

let known: string[] | undefined;

/**
 * Every zone this browser knows, by name, with `current` and the browser's own among them: a zone
 * saved elsewhere, or one this browser lists under another name, is always there to be shown as chosen.
 */
export function timeZoneChoices(current: string): TimeZoneChoice[] {
  known ??= Intl.supportedValuesOf('timeZone');
  const zones = new Set([...known, browserTimeZone(), ...(current ? [current] : [])]);
  return [...zones].sort().map((zone) => choiceOf(zone));
}

/**
 * A UTC offset as typed: "UTC-5", "utc -05:00", "GMT+5:30", "-05:00", "+1", "−8" (a typographic
 * minus); minutes east of UTC, or null when the query is not an offset. "UTC" alone is 0.
 */
export function offsetQuery(query: string): number | null {
  const text = query
    .trim()
    .toLowerCase()
    .replace(/\u2212/g, '-');
  if (text === 'utc' || text === 'gmt') return 0;
  const match = /^(?:utc|gmt)?\s*([+-])\s*(\d{1,2})(?::?(00|15|30|45))?$/.exec(text);
  if (!match || Number(match[2]) > 14) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** How well a choice matches the query's words: 0 best; null when some word matches nothing. */
function rank(choice: TimeZoneChoice, query: string, words: string[]): number | null {
  if (!words.every((word) => choice.words.some((own) => own.startsWith(word)))) return null;
  // "Eastern", "pacific time": its everyday name starts so. "new york", "kolk": its city does.
  if (normalise(choice.name).startsWith(query)) return 0;
  const city = normalise(choice.place.slice(choice.place.lastIndexOf('/') + 1));
  if (city.startsWith(query)) return 1;
  return 2;
}

function byCommonThenName(a: TimeZoneChoice, b: TimeZoneChoice): number {
  const common = (choice: TimeZoneChoice) => {
    const at = COMMON.indexOf(choice.value);
    return at === -1 ? COMMON.length : at;
  };
  return common(a) - common(b) || a.name.length - b.name.length || a.place.localeCompare(b.place);
}

/**
 * The choices a search finds (record 136): by city or zone name ("new york", "Kolkata",
 * "Europe/Paris"), by everyday name ("Eastern", "Pacific time", "India"), or by offset today
 * ("UTC-5", "-05:00", "+1"; "UTC" alone finds the zones on UTC today). Best matches first: the everyday name, then the city, then any word;
 * among equals, the common zones, then the shorter name ("Eastern Time" before "Eastern European
 * Time"). An empty query lists every zone by name.
 */
export function searchTimeZones(choices: TimeZoneChoice[], query: string): TimeZoneChoice[] {
  const text = normalise(query);
  if (!text) return choices;
  const offset = offsetQuery(query);
  if (offset !== null) return choices.filter((choice) => choice.offsetMinutes === offset).sort(byCommonThenName);
  const words = text.split(/\s+/);
  const found: { choice: TimeZoneChoice; rank: number }[] = [];
  for (const choice of choices) {
    const r = rank(choice, text, words);
    if (r !== null) found.push({ choice, rank: r });
  }
  return found.sort((a, b) => a.rank - b.rank || byCommonThenName(a.choice, b.choice)).map((f) => f.choice);
}

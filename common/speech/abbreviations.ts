/**
 * Abbreviations a business writes in an address or a name, as a speaker says them. Speech engines
 * read some letter by letter (RHVoice says "Main St." as "main s t" and "Dr. Patel" as "d r
 * Patel"), and "St." and "Dr." each have two readings: after a street's name they are "Street"
 * and "Drive", before a person's or a saint's name "Doctor" and "Saint" (record 101).
 */

/** Unambiguous with their dot: streets and titles. */
const WITH_DOT: Record<string, string> = {
  Ave: 'Avenue',
  Blvd: 'Boulevard',
  Rd: 'Road',
  Ln: 'Lane',
  Hwy: 'Highway',
  Pkwy: 'Parkway',
  Ste: 'Suite',
  Mt: 'Mount',
  Mr: 'Mister',
  Mrs: 'Missus',
};
const TITLES = new Set(['Mister', 'Missus', 'Mount']);
const STREET = { St: 'Street', Dr: 'Drive' } as const;
const BEFORE_A_NAME = { St: 'Saint', Dr: 'Doctor' } as const;

/** A street's name ends here: a capitalised word that does not start a sentence, or a number ("12th"). */
function endsAStreetName(before: string): boolean {
  const match = /(^|[.!?]\s+|\s)(\S+)\s+$/.exec(before);
  if (!match) return false;
  const boundary = match[1] ?? '';
  const word = match[2] ?? '';
  const startsSentence = boundary === '' || /[.!?]/.test(boundary);
  // "Bright Smile Dental, Dr. Patel's office": a word with a comma after it ends a phrase, not a street's name.
  if (/[,;:]$/.test(word)) return false;
  return /^\d/.test(word) || (/^\p{Lu}/u.test(word) && !startsSentence);
}

/** A dot after a street word may also end the sentence: it stays before a capital or the end. */
const mayEndSentence = (after: string) => /^\s*$|^\s+\p{Lu}/u.test(after);

const COMPASS: Record<string, string> = {
  N: 'North',
  S: 'South',
  E: 'East',
  W: 'West',
  NE: 'Northeast',
  NW: 'Northwest',
  SE: 'Southeast',
  SW: 'Southwest',
};
const STREET_KINDS =
  'Street|Avenue|Boulevard|Road|Drive|Lane|Highway|Parkway|Way|Court|Place|Circle|Trail|St|Ave|Blvd|Rd|Dr|Ln';

/**
 * A compass point in an address, as a caller hears it (issue 47): between the house number and the
 * street's name ("1200 W. 6th St.", "45 NE Oak Rd"), and a quarter after the street's kind ("Main
 * Street NW"). Elsewhere a lone capital is a letter ("Plan B", "Vitamin E").
 */
function speakCompassPoints(text: string): string {
  return text
    .replace(
      /(\b\d+[A-Za-z]?\s+)(N|S|E|W|NE|NW|SE|SW)\b\.?(?=\s+(?:\d|\p{Lu}))/gu,
      (_w, number: string, point: string) => `${number}${COMPASS[point]}`,
    )
    .replace(
      new RegExp(`\\b(${STREET_KINDS})(\\.?),?\\s+(NE|NW|SE|SW)\\b(\\.?)`, 'g'),
      // The kind's dot goes: the quarter follows it in the same address, not in a new sentence.
      (_w, kind: string, _dot: string, point: string, end: string) => `${kind} ${COMPASS[point]}${end}`,
    );
}

/** A street's kind written without its dot ("45 Oak Rd, Suite 200") is one only after a street's name. */
function speakStreetKinds(text: string): string {
  return text.replace(/\b(Ave|Blvd|Rd|Ln|Hwy|Pkwy)\b(?!\.)/g, (whole, kind: string, at: number, all: string) =>
    endsAStreetName(all.slice(0, at)) ? WITH_DOT[kind]! : whole,
  );
}

export function speakAbbreviations(text: string): string {
  const withDots = speakStreetKinds(speakCompassPoints(text.replace(/\bext\.?\s*(?=\d)/gi, 'extension '))).replace(
    /\b([A-Z][a-z]{1,3})\.(?!\w)/g,
    (whole, abbreviation: string, at: number, all: string) => {
      const word = WITH_DOT[abbreviation];
      if (!word) return whole;
      return TITLES.has(word) || !mayEndSentence(all.slice(at + whole.length)) ? word : `${word}.`;
    },
  );
  return withDots.replace(
    /\b(St|Dr)(\.?)(?!\w)/g,
    (whole, abbreviation: 'St' | 'Dr', dot: string, at: number, all: string) => {
      const after = all.slice(at + whole.length);
      if (endsAStreetName(all.slice(0, at))) return `${STREET[abbreviation]}${dot && mayEndSentence(after) ? '.' : ''}`;
      // Without a street before it, a capitalised name after it makes it a title; alone, a street.
      if (/^\s+\p{Lu}/u.test(after)) return BEFORE_A_NAME[abbreviation];
      return dot ? `${STREET[abbreviation]}.` : whole;
    },
  );
}

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

export function speakAbbreviations(text: string): string {
  const withDots = text.replace(
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

import { asPhrase, sentenceCaseCapital } from './user-casing.js';

/**
 * Words after which a product is a mass noun or a service ("emergency care", "teeth whitening",
 * "tax preparation") and takes no article; any other bare singular ("patient portal") reads
 * "our patient portal", as a business speaks of what it offers (record 096).
 */
const MASS_ENDINGS =
  /(?:ing|ion|ment|ance|ence|ness|ity|care|ware|ice|ics|ry|cy|ship|th|ss|us|ogy|ise|ize|work|fare|food|wear|gear|help|aid|advice|support|insurance|equipment|payroll|catering|delivery|design|repair|maintenance|training|hosting|storage|parking|data|wifi|wi-fi)$/i;
const DETERMINER = /^(?:a|an|the|our|your|my|their|this|these|every|each|any|all|free|no|some|one|two|three|\d)/i;

/** A word that reads as a plural: "refills", "repairs"; not "glass", "status" or "service". */
export const looksPlural = (word: string) => /[^su]s$/i.test(word);

/** "patient portal" -> "our patient portal"; plurals, mass nouns and phrases with a determiner stay. */
export function withArticle(item: string): string {
  const words = item.split(/\s+/);
  const last = words.at(-1) ?? '';
  // Any plural word ("prescription refills online") means the item already reads as a list of things.
  const plural = words.some(looksPlural);
  const bareSingular =
    words.length <= 4 && !DETERMINER.test(item) && !plural && !MASS_ENDINGS.test(last) && /^[a-z]/.test(item);
  return bareSingular ? `our ${item}` : item;
}

/** The joining word of a list the user typed, before its last item: "…, drain cleaning and water heater installs". */
const TYPED_CONJUNCTION = /^(.*?\S)\s+(and|&|or)\s+(\S.*)$/i;

interface TypedList {
  /** The items as typed, trimmed: "emergency repairs", "drain cleaning", "water heater installs". */
  items: string[];
  /** The word the user joined the last item with ("and", "&", "or"); none for a list of commas only. */
  joiner?: string;
  /** Whether the user put a comma before that word ("a, b, and c"). */
  serialComma: boolean;
}

/**
 * A field the user typed as a list (issue 40): items split at commas, semicolons and line breaks,
 * and the last one at the "and" the user wrote before it ("…, drain cleaning and water heater
 * installs"). Text with no comma ("fish and chips", "Cleanings and fillings") is one item.
 */
export function typedList(raw: string): TypedList {
  const items = raw
    .split(/[,;\n]+/)
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length < 2) return { items, serialComma: false };
  const last = items.at(-1)!;
  const leading = /^(and|&|or)\s+(\S.*)$/i.exec(last);
  if (leading) return { items: [...items.slice(0, -1), leading[2]!], joiner: leading[1]!, serialComma: true };
  const inside = TYPED_CONJUNCTION.exec(last);
  if (inside) return { items: [...items.slice(0, -1), inside[1]!, inside[3]!], joiner: inside[2]!, serialComma: false };
  return { items, serialComma: true };
}

/**
 * The user's key products as a list to speak (issue 40, record 134). A list the user joined
 * themselves ("emergency repairs, drain cleaning and water heater installs", "Invisalign, CEREC
 * crowns, and Zoom whitening") keeps its commas, its one joining word and its serial comma or
 * none; a list of commas only ("Check-ups, whitening, emergency care") is joined by the composer,
 * with the serial comma of its phrase banks: "check-ups, whitening, and emergency care".
 * `conjunction` 'or' says the list as choices.
 */
export function spokenList(raw: string, conjunction: 'and' | 'or' = 'and'): string {
  const { items: typed, joiner, serialComma } = typedList(raw);
  // "Check-ups, Whitening, Emergency care" is a list in title case; "Invisalign, CEREC crowns and
  // Zoom whitening" is three names, one of them an English word (record 134).
  const titleCase = typed.every((item) => /^[A-Z]/.test(item)) && typed.filter(sentenceCaseCapital).length >= 2;
  const items = typed.map((item, i) => withArticle(asPhrase(item, i === 0 || titleCase))).filter(Boolean);
  if (items.length <= 1) return items[0] ?? '';
  const word = conjunction === 'or' ? 'or' : (joiner?.toLowerCase() ?? 'and');
  const comma = items.length > 2 && serialComma ? ',' : '';
  return `${items.slice(0, -1).join(', ')}${comma} ${word} ${items.at(-1)}`;
}

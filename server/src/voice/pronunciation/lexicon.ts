/**
 * A user's pronunciation entries applied to text (record 073). A term matches only as a whole
 * word or phrase: never inside a longer word ("Acme" is not found in "Acmeville"), and any run of
 * spaces between a phrase's words counts. Case: a term written in lower case matches any case
 * ("gif" finds "GIF" and "Gif"); a term with a capital matches exactly as written ("US" does not
 * find "us"). Longer terms win over shorter ones that overlap them.
 */
export interface Pronunciation {
  term: string;
  sayAs: string;
  /** International Phonetic Alphabet, for engines that take it (Murf, the neural voice). */
  ipa?: string | null;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function caseSensitive(term: string): boolean {
  return term !== term.toLowerCase();
}

function termPattern(term: string): string {
  return term.trim().split(/\s+/).map(escape).join('\\s+');
}

function accepts(entry: Pronunciation, found: string): boolean {
  const pattern = new RegExp(`^${termPattern(entry.term)}$`, caseSensitive(entry.term) ? 'u' : 'iu');
  return pattern.test(found);
}

/** Every whole-word occurrence of any entry, with the entry it stands for. */
function matches(
  text: string,
  entries: readonly Pronunciation[],
): { index: number; found: string; entry: Pronunciation }[] {
  if (entries.length === 0) return [];
  const ordered = [...entries].sort((a, b) => b.term.length - a.term.length);
  const alternatives = ordered.map((e) => termPattern(e.term)).join('|');
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, 'giu');
  const found: { index: number; found: string; entry: Pronunciation }[] = [];
  for (const match of text.matchAll(pattern)) {
    const entry = ordered.find((e) => accepts(e, match[0]));
    if (entry) found.push({ index: match.index, found: match[0], entry });
  }
  return found;
}

/** The entries a text uses: what the request depends on, so what the speech cache key holds. */
export function entriesUsed(text: string, entries: readonly Pronunciation[]): Pronunciation[] {
  const used = new Set(matches(text, entries).map((m) => m.entry));
  return entries.filter((e) => used.has(e));
}

/** The text cut at each occurrence: plain stretches, and the entries found between them (the neural voice's IPA). */
export function splitAtTerms(text: string, entries: readonly Pronunciation[]): (string | Pronunciation)[] {
  const parts: (string | Pronunciation)[] = [];
  let at = 0;
  for (const m of matches(text, entries)) {
    if (m.index > at) parts.push(text.slice(at, m.index));
    parts.push(m.entry);
    at = m.index + m.found.length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

/** The text with each occurrence replaced by its "say it like" spelling (the engines without IPA). */
export function substitute(text: string, entries: readonly Pronunciation[]): string {
  return splitAtTerms(text, entries)
    .map((part) => (typeof part === 'string' ? part : part.sayAs))
    .join('');
}

/** Each form as it appears in the text, with its entry: for a service's own dictionary field (Murf). */
export function formsUsed(text: string, entries: readonly Pronunciation[]): Map<string, Pronunciation> {
  return new Map(matches(text, entries).map((m) => [m.found, m.entry]));
}

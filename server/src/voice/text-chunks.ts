/**
 * Splits a script for synthesis: paragraphs are separated by blank lines (record 054), and a
 * paragraph longer than a service's limit is split at sentence boundaries, never inside a word
 * unless a single sentence is itself longer than the limit.
 */
export function splitParagraphs(script: string): string[] {
  return script
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p !== '');
}

/** A sentence's end: . ! ? with any closing quotes or brackets. */
const SENTENCE_END = /[.!?]["'”’)\]]*/;

const AT_END = new RegExp(`${SENTENCE_END.source}$`);
/**
 * Where one sentence ends and the next begins: the mark, then spaces, then anything but a lower-case
 * letter ("eight a.m. to five p.m." is one sentence).
 */
const BETWEEN_SENTENCES = new RegExp(`(?<=${SENTENCE_END.source})\\s+(?!\\p{Ll})`, 'u');

/** Whether `text` ends a sentence. */
export const endsSentence = (text: string): boolean => AT_END.test(text);

function splitSentences(paragraph: string): string[] {
  return paragraph.split(BETWEEN_SENTENCES).filter((s) => s !== '');
}

/**
 * Packs whole sentences into chunks of at most `maxChars`. With a smaller `targetChars` (the neural
 * voice, record 132) chunks are packed to that instead, and a sentence longer than it is cut after
 * its clauses (a comma, a semicolon, a colon), where a speaker pauses anyway and the model hears the
 * mark it ends on; a sentence with no such place stays whole up to `maxChars`.
 */
export function chunkParagraph(paragraph: string, maxChars: number, targetChars = maxChars): string[] {
  const chunks: string[] = [];
  let current = '';
  const phrases = splitSentences(paragraph)
    .flatMap((s) => splitLongSentence(s, maxChars))
    .flatMap((s) => splitClauses(s, targetChars));
  for (const phrase of phrases) {
    const joined = current ? `${current} ${phrase}` : phrase;
    if (joined.length <= targetChars) {
      current = joined;
      continue;
    }
    if (current) chunks.push(current);
    current = phrase;
  }
  if (current) chunks.push(current);
  return chunks;
}

/** After a clause's mark, before the next word. */
const CLAUSE_END = /[,;:](?= )/g;

/**
 * A sentence over `targetChars` cut after clause marks: each cut the last that keeps the part within
 * the target (else the first past it), and never leaving a part under a third of it ("Thank you," is
 * no piece of its own).
 */
function splitClauses(sentence: string, targetChars: number): string[] {
  const shortest = targetChars / 3;
  const parts: string[] = [];
  let rest = sentence;
  while (rest.length > targetChars) {
    const cuts = [...rest.matchAll(CLAUSE_END)]
      .map((m) => m.index + 1)
      .filter((end) => end >= shortest && rest.length - end - 1 >= shortest);
    const cut = cuts.filter((end) => end <= targetChars).at(-1) ?? cuts[0];
    if (cut === undefined) break;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut).trim();
  }
  return [...parts, rest];
}

/** A sentence longer than the limit breaks at commas, then at spaces. */
function splitLongSentence(sentence: string, maxChars: number): string[] {
  if (sentence.length <= maxChars) return [sentence];
  const parts: string[] = [];
  let rest = sentence;
  while (rest.length > maxChars) {
    const window = rest.slice(0, maxChars + 1);
    let cut = Math.max(window.lastIndexOf(', '), window.lastIndexOf('; '));
    cut = cut > maxChars / 3 ? cut + 1 : window.lastIndexOf(' ');
    if (cut <= 0) cut = maxChars;
    parts.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) parts.push(rest);
  return parts;
}

/**
 * The start of `text` up to `maxChars`, cut where a speaker may pause: after its first sentences or
 * clauses that fit, else before a name (a capitalised word after a lower-case one: "Thanks for
 * calling | Harbour View Dental"), else at the last space that fits. A streamed preview speaks it
 * first (record 130), so its first sound waits for a few words only.
 */
export function firstPhrase(text: string, maxChars: number): { head: string; rest: string } {
  if (text.length <= maxChars) return { head: text, rest: '' };
  const window = text.slice(0, maxChars + 1);
  const cuts = [
    new RegExp(`${SENTENCE_END.source}(?= )`, 'g'),
    CLAUSE_END,
    /(?<=(?:^|\s)[\p{Ll}\d'’-]+)(?= \p{Lu})/gu,
    /\S(?= )/g,
  ];
  for (const mark of cuts) {
    const ends = [...window.matchAll(mark)].map((m) => m.index + m[0].length).filter((end) => end <= maxChars);
    const end = ends.at(-1);
    if (end !== undefined) return { head: text.slice(0, end).trim(), rest: text.slice(end).trim() };
  }
  return { head: text.slice(0, maxChars), rest: text.slice(maxChars).trim() };
}

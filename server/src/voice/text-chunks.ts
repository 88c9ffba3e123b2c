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
/** Where one sentence ends and the next begins: the mark, then spaces. */
const BETWEEN_SENTENCES = new RegExp(`(?<=${SENTENCE_END.source})\\s+`);

/** Whether `text` ends a sentence. */
export const endsSentence = (text: string): boolean => AT_END.test(text);

function splitSentences(paragraph: string): string[] {
  return paragraph.split(BETWEEN_SENTENCES).filter((s) => s !== '');
}

/** Packs whole sentences into chunks of at most `maxChars`. */
export function chunkParagraph(paragraph: string, maxChars: number): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const sentence of splitSentences(paragraph).flatMap((s) => splitLongSentence(s, maxChars))) {
    const joined = current ? `${current} ${sentence}` : sentence;
    if (joined.length <= maxChars) {
      current = joined;
      continue;
    }
    if (current) chunks.push(current);
    current = sentence;
  }
  if (current) chunks.push(current);
  return chunks;
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
    /[,;:](?= )/g,
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

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

function splitSentences(paragraph: string): string[] {
  // A sentence ends at . ! ? (with closing quotes or brackets) followed by a space.
  return paragraph.split(/(?<=[.!?]["'”’)\]]*)\s+/).filter((s) => s !== '');
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

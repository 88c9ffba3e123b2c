import { MESSAGE_LENGTHS, type MessageLength } from '#common/constants.js';
import { countWords } from '#common/script-stats.js';
import type { Line, Plan } from './plan.js';
import type { Random } from './random.js';

/** Word ranges of record 054, read from the hints in common/constants so both stay in step. */
export const WORD_RANGES: Record<MessageLength, { min: number; max: number }> = Object.fromEntries(
  MESSAGE_LENGTHS.map((l) => {
    const [min, max] = /(\d+)–(\d+) words/.exec(l.hint)!.slice(1).map(Number);
    return [l.value, { min: min!, max: max! }];
  }),
) as Record<MessageLength, { min: number; max: number }>;

/**
 * Chooses the sentences of a plan so the script lands in the length's word range. Required
 * lines always stay (the user's fields come first, even if they alone run past the maximum);
 * optional lines are added by priority, in random order within a priority, up to a random target
 * inside the range, never past its maximum. A sentence already used is never used again.
 */
export function fitToLength(plan: Plan, length: MessageLength, rng: Random): string {
  const { min, max } = WORD_RANGES[length];
  const target = rng.between(min, Math.round(min + (max - min) * 0.6));
  const chosen = new Set<Line>();
  const seen = new Set<string>();
  let words = 0;
  const take = (line: Line) => {
    const key = line.text.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    chosen.add(line);
    words += countWords(line.text);
  };

  const lines = plan.flat();
  const required = lines.filter((l) => l.required);
  shortenToFit(required, max);
  required.forEach(take);
  words = rewordEchoes(required, lines, chosen, words, max);
  const optional = rng.shuffle(lines.filter((l) => !l.required)).sort((a, b) => a.priority - b.priority);
  for (const line of optional) {
    if (words >= target) break;
    if (words + countWords(line.text) <= max && !echoesNeighbour(line, lines, chosen)) take(line);
  }

  return plan
    .map((paragraph) =>
      paragraph
        .filter((line) => chosen.has(line))
        .map((line) => line.text)
        .join(' '),
    )
    .filter(Boolean)
    .join('\n\n');
}

/** While the required lines run past `max`, swaps the line that saves the most words for its shortest wording. */
function shortenToFit(required: Line[], max: number): void {
  let total = required.reduce((sum, l) => sum + countWords(l.text), 0);
  while (total > max) {
    let best: { line: Line; saving: number } | undefined;
    for (const line of required) {
      const shortest = line.shorter?.[0];
      const saving = shortest ? countWords(line.text) - countWords(shortest) : 0;
      if (saving > (best?.saving ?? 0)) best = { line, saving };
    }
    if (!best) return;
    best.line.text = best.line.shorter![0]!;
    best.line.shorter = [];
    total -= best.saving;
  }
}

/**
 * A required line that echoes its neighbour ("Our regular hours... Our team offers... Our
 * website...") takes another of its wordings that does not, if one fits in the range. Returns the
 * new word count.
 */
function rewordEchoes(
  required: readonly Line[],
  lines: readonly Line[],
  chosen: ReadonlySet<Line>,
  words: number,
  max: number,
): number {
  let total = words;
  for (const line of required) {
    if (!chosen.has(line) || !echoesNeighbour(line, lines, chosen)) continue;
    const current = line.text;
    for (const alternative of line.alternatives ?? []) {
      const after = total - countWords(current) + countWords(alternative);
      if (after > max) continue;
      line.text = alternative;
      if (!echoesNeighbour(line, lines, chosen)) {
        total = after;
        break;
      }
      line.text = current;
    }
  }
  return total;
}

/** The first `n` words of a sentence, lower-cased: "We're proud", "Our team". */
function opening(sentence: string, n: number): string {
  return sentence.toLowerCase().split(/\s+/).slice(0, n).join(' ');
}

/**
 * True when placing `line` among the lines chosen so far makes two sentences in a row, or with one
 * between, open with the same two words ("We're proud to be... Our staff... We're proud to care
 * for..."), or three in a row
 * with the same word ("Please leave... Please speak... Please spell..."): a reader hears the echo,
 * so the line is left for another (record 096).
 */
function echoesNeighbour(line: Line, lines: readonly Line[], chosen: ReadonlySet<Line>): boolean {
  const placed = lines
    .filter((l) => l === line || chosen.has(l))
    .flatMap((l) => l.text.split(/(?<=[.!?])\s+/).map((text) => ({ text, own: l === line })));
  const same = (a: number, b: number, words: number) =>
    opening(placed[a]!.text, words) === opening(placed[b]!.text, words);
  // Only echoes the new line takes part in count: the required lines may repeat on purpose ("For sales, press one. For billing...").
  return placed.some(
    (_s, i) =>
      (i >= 1 && (placed[i]!.own || placed[i - 1]!.own) && same(i, i - 1, 2)) ||
      (i >= 2 && (placed[i]!.own || placed[i - 2]!.own) && same(i, i - 2, 2)) ||
      (i >= 2 &&
        (placed[i]!.own || placed[i - 1]!.own || placed[i - 2]!.own) &&
        same(i, i - 1, 1) &&
        same(i, i - 2, 1)),
  );
}

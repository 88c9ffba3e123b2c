import { MESSAGE_LENGTHS, type MessageLength } from '../../../../common/constants.js';
import { countWords } from '../../../../common/script-stats.js';
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

/** The first two words of a sentence, lower-cased: "We're proud", "Our team". */
function opening(sentence: string): string {
  return sentence.toLowerCase().split(/\s+/).slice(0, 2).join(' ');
}

function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/);
}

/**
 * True when `line` would open like the sentence before it, or like the one after it, in the
 * script as it stands ("We're proud to bring you... We're proud to care for..."): a reader hears
 * the echo, so the line is left for another (record 096).
 */
function echoesNeighbour(line: Line, lines: readonly Line[], chosen: ReadonlySet<Line>): boolean {
  const at = lines.indexOf(line);
  const before = lines.slice(0, at).findLast((l) => chosen.has(l));
  const after = lines.slice(at + 1).find((l) => chosen.has(l));
  const own = sentencesOf(line.text);
  return (
    (before !== undefined && opening(sentencesOf(before.text).at(-1)!) === opening(own[0]!)) ||
    (after !== undefined && opening(sentencesOf(after.text)[0]!) === opening(own.at(-1)!))
  );
}

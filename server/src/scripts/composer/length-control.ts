import { MESSAGE_LENGTHS, type MessageLength } from '#common/constants.js';
import { PROGRAMME_MESSAGE_WORDS } from '#common/schemas/programme-suggestion.js';
import { countWords } from '#common/script-stats.js';
import type { ScriptRequest } from '../script-writer.js';
import type { Line, Plan } from './plan.js';
import { restatementsOfOwnText } from './own-text.js';
import type { Random } from './random.js';
import { sharesStandoutWord } from './word-echoes.js';

/** Word ranges of record 054, read from the hints in common/constants so both stay in step. */
export const WORD_RANGES: Record<MessageLength, { min: number; max: number }> = Object.fromEntries(
  MESSAGE_LENGTHS.map((l) => {
    const [min, max] = /(\d+)–(\d+) words/.exec(l.hint)!.slice(1).map(Number);
    return [l.value, { min: min!, max: max! }];
  }),
) as Record<MessageLength, { min: number; max: number }>;

interface WordRange {
  min: number;
  max: number;
}

/** The words a request asks for: its length's range, or a programme message's (record 118). */
export function wordRangeOf(request: Pick<ScriptRequest, 'messageLength' | 'segment'>): WordRange {
  return request.segment ? PROGRAMME_MESSAGE_WORDS : WORD_RANGES[request.messageLength];
}

/**
 * Chooses the sentences of a plan so the script lands in the length's word range. Required
 * lines always stay (the user's fields come first, even if they alone run past the maximum);
 * optional lines are added by priority, in random order within a priority, up to a random target
 * inside the range, never past its maximum. A sentence already used is never used again.
 */
export function fitToLength(
  plan: Plan,
  { min, max }: WordRange,
  rng: Random,
  ownWords: ReadonlySet<string> = new Set(),
): string {
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

  const leftOut = restatementsOfOwnText(plan.flat());
  const lines = plan.flat().filter((l) => !leftOut.has(l));
  const echoes = (line: Line) => echoesNeighbour(line, lines, chosen, ownWords);
  const required = makeRoom(
    lines.filter((l) => l.required),
    max,
    rng,
  );
  required.forEach(take);
  words = rewordEchoes(required, chosen, words, max, echoes);
  const optional = rng.shuffle(lines.filter((l) => !l.required)).sort((a, b) => a.priority - b.priority);
  for (const line of optional) {
    if (words >= target) break;
    if (words + countWords(line.text) <= max && !echoes(line)) take(line);
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

/** Words to spare before the lines marked `ifRoom` stay: with less, every press gave the same shortest wordings. */
const ROOM_TO_SPARE = 5;

/**
 * The required lines that fit. When even their shortest wordings leave under `ROOM_TO_SPARE`
 * words, lines marked `ifRoom` give way, one chosen at random each time (a short auto-attendant is
 * its menu; the products or the website can wait, issue 23); then the rest are shortened.
 */
function makeRoom(required: readonly Line[], max: number, rng: Random): Line[] {
  const kept = [...required];
  const shortest = (l: Line) => countWords(l.shorter?.[0] ?? l.text);
  const tight = () => kept.reduce((sum, l) => sum + shortest(l), 0) > max - ROOM_TO_SPARE;
  while (tight()) {
    const givers = kept.filter((l) => l.ifRoom);
    if (givers.length === 0) break;
    kept.splice(kept.indexOf(rng.pick(givers)), 1);
  }
  shortenToFit(kept, max, rng);
  return kept;
}

/**
 * While the required lines run past `max`, the line that could save the most words takes one of
 * its shorter wordings, chosen at random: always taking the shortest made every short
 * auto-attendant the same script (issue 23). Each swap shortens, so this ends.
 */
function shortenToFit(required: Line[], max: number, rng: Random): void {
  let total = required.reduce((sum, l) => sum + countWords(l.text), 0);
  while (total > max) {
    let best: { line: Line; saving: number } | undefined;
    for (const line of required) {
      const shortest = line.shorter?.[0];
      const saving = shortest ? countWords(line.text) - countWords(shortest) : 0;
      if (saving > (best?.saving ?? 0)) best = { line, saving };
    }
    if (!best) return;
    const { line } = best;
    const before = countWords(line.text);
    line.text = rng.pick(line.shorter!);
    line.shorter = line.shorter!.filter((o) => countWords(o) < countWords(line.text));
    total -= before - countWords(line.text);
  }
}

/**
 * A required line that echoes its neighbour ("Our regular hours... Our team offers... Our
 * website...") takes another of its wordings that does not, if one fits in the range. Returns the
 * new word count.
 */
function rewordEchoes(
  required: readonly Line[],
  chosen: ReadonlySet<Line>,
  words: number,
  max: number,
  echoes: (line: Line) => boolean,
): number {
  let total = words;
  for (const line of required) {
    if (!chosen.has(line) || !echoes(line)) continue;
    const current = line.text;
    for (const alternative of line.alternatives ?? []) {
      const after = total - countWords(current) + countWords(alternative);
      if (after > max) continue;
      line.text = alternative;
      if (!echoes(line)) {
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
 * True when placing `line` among the lines chosen so far makes two sentences in a row share a word
 * that stands out ("help … help", "proud … pride"; the user's own words aside, record 111), or two
 * sentences in a row, or with one between, open with the same two words ("We're proud to be… Our
 * staff… We're proud to care for…"), or three in a row with the same word ("Please leave… Please
 * speak… Please spell…"): a reader hears the echo, so the line is left for another (record 096).
 */
function echoesNeighbour(
  line: Line,
  lines: readonly Line[],
  chosen: ReadonlySet<Line>,
  ownWords: ReadonlySet<string>,
): boolean {
  const placed = lines
    .filter((l) => l === line || chosen.has(l))
    .flatMap((l) => l.text.split(/(?<=[.!?])\s+/).map((text) => ({ text, fresh: l === line })));
  const same = (a: number, b: number, words: number) =>
    opening(placed[a]!.text, words) === opening(placed[b]!.text, words);
  // Only echoes the new line takes part in count: the required lines may repeat on purpose ("For sales, press one. For billing...").
  return placed.some(
    (_s, i) =>
      (i >= 1 &&
        (placed[i]!.fresh || placed[i - 1]!.fresh) &&
        sharesStandoutWord(placed[i - 1]!.text, placed[i]!.text, ownWords)) ||
      (i >= 1 && (placed[i]!.fresh || placed[i - 1]!.fresh) && same(i, i - 1, 2)) ||
      (i >= 2 && (placed[i]!.fresh || placed[i - 2]!.fresh) && same(i, i - 2, 2)) ||
      (i >= 2 &&
        (placed[i]!.fresh || placed[i - 1]!.fresh || placed[i - 2]!.fresh) &&
        same(i, i - 1, 1) &&
        same(i, i - 2, 1)),
  );
}

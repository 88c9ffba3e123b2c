import type { Line } from './plan.js';
import { restates } from './word-echoes.js';

/**
 * The user's own sentences are never said twice (issue 23: "Please listen carefully, as our menu
 * options have changed. Please listen carefully to the following options."). A composer line that
 * restates one of them takes another of its wordings that does not; with none, it is left out:
 * the user's words already say it. Returns the lines to leave out.
 */
export function restatementsOfOwnText(lines: readonly Line[]): Set<Line> {
  const own = lines.filter((l) => l.own).flatMap((l) => sentencesOf(l.text));
  const leftOut = new Set<Line>();
  if (own.length === 0) return leftOut;
  const restating = (text: string) => sentencesOf(text).some((s) => own.some((o) => restates(o, s)));
  for (const line of lines) {
    if (line.own || !restating(line.text)) continue;
    const other = line.required ? line.alternatives?.find((a) => !restating(a)) : undefined;
    if (other === undefined) {
      leftOut.add(line);
      continue;
    }
    line.text = other;
    line.alternatives = line.alternatives?.filter((a) => a !== other && !restating(a));
    line.shorter = line.shorter?.filter((a) => !restating(a));
  }
  return leftOut;
}

function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/).filter(Boolean);
}

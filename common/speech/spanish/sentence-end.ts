/** The dot of "p.m." or "EE. UU." that also ends the sentence stays: before a capital or the end. */
export function sentenceEnd(dot: string, after: string): string {
  return dot && /^\s*$|^\s+\p{Lu}/u.test(after) ? '.' : '';
}

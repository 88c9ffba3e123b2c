/**
 * The order a suggested programme plays in (record 118): the welcome and the messages in runs of
 * two or three, each run followed by a thank-you, so one recurs every three or four items and one
 * ends the programme (a looping player then goes from the thank-you back to the welcome). Each run
 * has its own thank-you, in words of its own (issue 40), given by `thanks` in turn.
 */
export function playingOrder(keys: readonly string[], thanks: readonly string[]): string[] {
  return playingRuns(keys).flatMap((run, n) => [...run, thanks[n % thanks.length]!]);
}

/** The runs between the thank-yous: how many thank-yous a programme of these messages needs. */
export function playingRuns(keys: readonly string[]): string[][] {
  const rest = [...keys];
  const runs: string[][] = [];
  // Four left would make a run of three and a lone one: two and two keep every run at two or three.
  while (rest.length > 0) runs.push(rest.splice(0, rest.length === 4 ? 2 : 3));
  return runs;
}

/**
 * The order a suggested programme plays in (record 118): the welcome and the messages in runs of
 * two or three, each run followed by the thank-you, so it recurs every three or four items and
 * ends the programme (a looping player then goes from the thank-you back to the welcome).
 */
export function playingOrder(keys: readonly string[], thanks: string): string[] {
  const rest = [...keys];
  const order: string[] = [];
  while (rest.length > 0) {
    // Four left would make a run of three and a lone one: two and two keep every run at two or three.
    const run = rest.splice(0, rest.length === 4 ? 2 : 3);
    order.push(...run, thanks);
  }
  return order;
}

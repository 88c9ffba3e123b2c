/** Markdown for the generated tables: numbers written one way, cells escaped, the line naming where figures came from. */

/** A figure as the docs write it: thousands grouped, `digits` decimals if given (else up to 3, as the results file rounded it). */
export function num(value: number, digits?: number): string {
  return value.toLocaleString('en-US', {
    minimumFractionDigits: digits ?? 0,
    maximumFractionDigits: digits ?? 3,
  });
}

/** A difference, with its sign even when positive (+0.5 dB, +3 ms). */
export function signed(value: number, digits?: number): string {
  return `${value > 0 ? '+' : ''}${num(value, digits)}`;
}

export function table(head: string[], rows: string[][]): string[] {
  const line = (cells: string[]) => `| ${cells.map((c) => c.replaceAll('|', '\\|')).join(' | ')} |`;
  return [line(head), `|${head.map(() => '---').join('|')}|`, ...rows.map(line)];
}

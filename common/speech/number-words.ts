/** Numbers as a speaker says them: cardinals, ordinals, years and digit-by-digit readings. */

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: [number, string][] = [
  [1_000_000_000, 'billion'],
  [1_000_000, 'million'],
  [1_000, 'thousand'],
];

function underHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 === 0 ? tens : `${tens}-${ONES[n % 10]}`;
}

function underThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 0) return underHundred(rest);
  return rest === 0 ? `${ONES[hundreds]} hundred` : `${ONES[hundreds]} hundred ${underHundred(rest)}`;
}

/** 0 to 999,999,999,999 in words: 1205 -> "one thousand two hundred five". */
export function numberWords(n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`not a whole number: ${n}`);
  if (n < 1000) return underThousand(n);
  const parts: string[] = [];
  let rest = n;
  for (const [size, name] of SCALES) {
    if (rest >= size) {
      parts.push(`${numberWords(Math.floor(rest / size))} ${name}`);
      rest %= size;
    }
  }
  if (rest > 0) parts.push(underThousand(rest));
  return parts.join(' ');
}

const IRREGULAR_ORDINALS: Record<string, string> = {
  one: 'first',
  two: 'second',
  three: 'third',
  five: 'fifth',
  eight: 'eighth',
  nine: 'ninth',
  twelve: 'twelfth',
};

/** 21 -> "twenty-first": only the last word changes. */
export function ordinalWords(n: number): string {
  const words = numberWords(n);
  const match = /([a-z]+)$/.exec(words)!;
  const last = match[1]!;
  const ordinal = IRREGULAR_ORDINALS[last] ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return words.slice(0, match.index) + ordinal;
}

/** Years the way people say them: 1998 "nineteen ninety-eight", 2005 "two thousand five", 2026 "twenty twenty-six". */
export function yearWords(year: number): string {
  if (year >= 2000 && year < 2010) return numberWords(year);
  const high = Math.floor(year / 100);
  const low = year % 100;
  if (low === 0) return `${numberWords(high)} hundred`;
  return `${numberWords(high)} ${low < 10 ? `oh ${ONES[low]}` : underHundred(low)}`;
}

/** "555" -> "five five five": phone numbers, codes and long digit strings. */
export function digitWords(digits: string): string {
  return [...digits.replace(/\D/g, '')].map((d) => ONES[Number(d)]).join(' ');
}

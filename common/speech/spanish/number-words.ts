/**
 * Spanish numbers as a speaker says them (issue 39). A number before a noun agrees with it: "un
 * dólar", "veintiún dólares", "una libra", "doscientas personas"; counted alone it is "uno". The
 * form is chosen by the caller, which knows the noun.
 */

/** How a number ending in one, and the hundreds, agree: alone, before a masculine noun, or before a feminine one. */
export type SpanishNumberForm = 'uno' | 'un' | 'una';

const UNDER_THIRTY = [
  'cero',
  'uno',
  'dos',
  'tres',
  'cuatro',
  'cinco',
  'seis',
  'siete',
  'ocho',
  'nueve',
  'diez',
  'once',
  'doce',
  'trece',
  'catorce',
  'quince',
  'dieciséis',
  'diecisiete',
  'dieciocho',
  'diecinueve',
  'veinte',
  'veintiuno',
  'veintidós',
  'veintitrés',
  'veinticuatro',
  'veinticinco',
  'veintiséis',
  'veintisiete',
  'veintiocho',
  'veintinueve',
];
const TENS = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
const HUNDREDS = [
  '',
  'ciento',
  'doscientos',
  'trescientos',
  'cuatrocientos',
  'quinientos',
  'seiscientos',
  'setecientos',
  'ochocientos',
  'novecientos',
];

/** "uno" as the form asks: "veintiuno" -> "veintiún" / "veintiuna", "uno" -> "un" / "una". */
function agreeing(word: string, form: SpanishNumberForm): string {
  if (form === 'uno' || !word.endsWith('uno')) return word;
  if (form === 'una') return `${word.slice(0, -1)}a`;
  return word === 'uno' ? 'un' : `${word.slice(0, -3)}ún`;
}

function underHundred(n: number, form: SpanishNumberForm): string {
  if (n < 30) return agreeing(UNDER_THIRTY[n]!, form);
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 === 0 ? tens : `${tens} y ${agreeing(UNDER_THIRTY[n % 10]!, form)}`;
}

function underThousand(n: number, form: SpanishNumberForm): string {
  if (n === 100) return 'cien';
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 0) return underHundred(rest, form);
  const word = form === 'una' && hundreds > 1 ? HUNDREDS[hundreds]!.replace(/os$/, 'as') : HUNDREDS[hundreds]!;
  return rest === 0 ? word : `${word} ${underHundred(rest, form)}`;
}

function underMillion(n: number, form: SpanishNumberForm): string {
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  if (thousands === 0) return underThousand(rest, form);
  // "mil", never "un mil"; "veintiún mil", and "veintiuna mil" before a feminine noun.
  const head = thousands === 1 ? 'mil' : `${underThousand(thousands, form === 'una' ? 'una' : 'un')} mil`;
  return rest === 0 ? head : `${head} ${underThousand(rest, form)}`;
}

/** 0 to 999,999,999,999 in Spanish words: 1205 -> "mil doscientos cinco", 2_000_000 -> "dos millones". */
export function spanishNumberWords(n: number, form: SpanishNumberForm = 'uno'): string {
  if (!Number.isInteger(n) || n < 0 || n >= 1e12) throw new RangeError(`not a whole number below a billion: ${n}`);
  const millions = Math.floor(n / 1e6);
  const rest = n % 1e6;
  if (millions === 0) return underMillion(rest, form);
  // A thousand millions is "mil millones": Spanish has no word for the short-scale billion.
  const head = millions === 1 ? 'un millón' : `${underMillion(millions, 'un')} millones`;
  return rest === 0 ? head : `${head} ${underMillion(rest, form)}`;
}

/** A round million takes "de" before its noun: "un millón de dólares", but "un millón cien dólares". */
export function takesDe(n: number): boolean {
  return n >= 1e6 && n % 1e6 === 0;
}

/** "555" -> "cinco cinco cinco": phone numbers, codes and long digit strings. */
export function spanishDigitWords(digits: string): string {
  return [...digits.replace(/\D/g, '')].map((d) => UNDER_THIRTY[Number(d)]).join(' ');
}

const ORDINALS = ['', 'primer', 'segund', 'tercer', 'cuart', 'quint', 'sext', 'séptim', 'octav', 'noven', 'décim'];

/**
 * 1 to 10 as ordinals, agreeing: "primero", "primera", and "primer" / "tercer" before a masculine
 * noun ("primer piso"). Past ten people say the cardinal ("el piso once"), and so does this.
 */
export function spanishOrdinalWords(n: number, form: 'o' | 'a' | 'before-noun'): string {
  if (n < 1 || n > 10) return spanishNumberWords(n);
  const stem = ORDINALS[n]!;
  if (form === 'a') return `${stem}a`;
  if (form === 'before-noun' && stem.endsWith('er')) return stem;
  return `${stem}o`;
}

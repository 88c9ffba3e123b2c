import { isOrdinaryWord } from '../ordinary-words.js';
import { userTexts, type ScriptRequest } from '../../script-writer.js';

/**
 * What a Spanish-speaking reader would stop at in a Spanish script (record 143), judged against
 * what the user typed, so it serves any writer: the composer's tests, and the LLM's answer before
 * it is used (an answer with a slip is refused, and the composer stands in). Deliberately
 * independent of the composer's phrase banks.
 */

/**
 * Anglicisms and word-for-word translations a native writer of US Spanish avoids, each with the
 * phrase to use instead. Gathered from the usual style guides for US Spanish (Fundéu's and the
 * Academia Norteamericana de la Lengua Española's lists of anglicisms, and translators' lists of
 * calques found in phone menus).
 */
export const SPANISH_CALQUES: readonly { said: string; pattern: RegExp; instead: string }[] = [
  { said: 'aplicar para', pattern: /\baplicar para\b/i, instead: 'solicitar' },
  {
    said: 'llamar para atrás',
    pattern: /\bllamar(?:le|nos)? (?:para )?(?:atrás|pa'? ?trás)\b/i,
    instead: 'devolver la llamada',
  },
  {
    said: 'llamarle de vuelta',
    pattern: /\bllamar(?:le|lo|la|nos)? de (?:vuelta|regreso)\b/i,
    instead: 'devolver la llamada',
  },
  {
    said: 'regresar la llamada',
    pattern: /\b(?:retornar|regresar)(?:le)? (?:la|su) llamada\b/i,
    instead: 'devolver la llamada',
  },
  { said: 'en orden de', pattern: /\ben orden de\b/i, instead: 'para' },
  {
    said: 'tenga un buen día (sin «que»)',
    pattern: /(?<!\bque )\btenga un (?:buen|gran|excelente) día\b/i,
    instead: 'que tenga un buen día',
  },
  { said: 'un gran día', pattern: /\bun gran día\b/i, instead: 'un excelente día' },
  { said: 'déjenos saber', pattern: /\bdéj(?:e|enos|eme)(?:nos|me)? saber\b/i, instead: 'avísenos, indíquenos' },
  { said: 'siéntase libre de', pattern: /\bsiéntase libre de\b/i, instead: 'no dude en' },
  { said: 'hacer sentido', pattern: /\bhacer sentido\b/i, instead: 'tener sentido' },
  {
    said: 'mirar hacia adelante',
    pattern: /\bmirar (?:hacia )?adelante\b|\bmiramos adelante\b/i,
    instead: 'esperamos con gusto',
  },
  { said: 'en el mientras tanto', pattern: /\ben el mientras tanto\b/i, instead: 'mientras tanto' },
  { said: 'al final del día', pattern: /\bal final del día\b/i, instead: 'en definitiva' },
  { said: 'en adición', pattern: /\ben adición\b/i, instead: 'además' },
  { said: 'sostenga (la línea)', pattern: /\bsosteng(?:a|an)\b/i, instead: 'espere en la línea' },
  { said: 'hacer una cita', pattern: /\bhacer una cita\b/i, instead: 'programar una cita' },
  { said: 'chequear', pattern: /\bchequear\b/i, instead: 'revisar' },
  { said: 'remover', pattern: /\bremover\b/i, instead: 'quitar' },
  { said: 'le asistirá', pattern: /\ble asistir(?:á|emos)\b|\basistirle\b/i, instead: 'le atenderá, ayudarle' },
  { said: 'soportar', pattern: /\bsoportar(?:le)?\b/i, instead: 'apoyar, dar soporte' },
  { said: 'ordenar en línea', pattern: /\bordenar (?:en línea|online)\b/i, instead: 'hacer un pedido' },
  {
    said: 'en base a',
    pattern: /\bbasado en (?:su|sus) necesidades\b|\ben base a\b/i,
    instead: 'según sus necesidades',
  },
  { said: 'estar supuesto a', pattern: /\bestar supuesto a\b|\bestá supuesto\b/i, instead: 'deber' },
  { said: 'tomar ventaja', pattern: /\btomar ventaja\b/i, instead: 'aprovechar' },
  { said: 'es por eso que', pattern: /\bes por eso que\b/i, instead: 'por eso' },
  {
    said: 'importante a nosotros',
    pattern: /\bsu llamada es importante a nosotros\b/i,
    instead: 'es importante para nosotros',
  },
  {
    said: 'mantenga la línea',
    pattern: /\bpor favor (?:mantenga|sostenga) la línea\b/i,
    instead: 'permanezca en la línea',
  },
];

/** Informal "tú": a business speaks to its callers as "usted". */
const TU =
  /\b(?:tú|te|tu|tus|ti|contigo|llámanos|escríbenos|visítanos|déjanos|cuéntanos|oprime|quédate|espera un momento)\b/i;

/**
 * Words a Spanish script uses that are also spelled as English words in the ordinary-words list
 * (assets/ordinary-words.txt.gz): "general", "total", "plan". Any other word of that list in a
 * Spanish script is English, unless the user typed it.
 */
export const SPANISH_AND_ENGLISH_SPELLINGS = new Set<string>(
  (
    'a e o u y la lo me mi no nos con sin es son sea ha hay dos favor gusto pronto antes persona personal habitual web ' +
    'internet cordial placer resolver saber amigos rodeos pone dude particular real mayor meta especial solo total padre ' +
    'general final plan hotel anterior'
  ).split(' '),
);

const DIGITS = ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'];

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/\p{L}+(?:['’]\p{L}+)*/gu) ?? [];
}

/** English words left in a Spanish script, the user's own aside: "press", "thank", "hours". */
export function englishWords(script: string, request: ScriptRequest): string[] {
  const typed = new Set(userTexts(request).flatMap(wordsOf));
  const found = wordsOf(script).filter(
    (w) => !typed.has(w) && !/[áéíóúñü]/.test(w) && !SPANISH_AND_ENGLISH_SPELLINGS.has(w) && isOrdinaryWord(w),
  );
  return [...new Set(found)];
}

/** The keypad as Spanish says it, only the user's digits, in the order callers expect (1 to 9, then 0). */
export function spanishKeypadSlips(script: string, request: ScriptRequest): string[] {
  const found: string[] = [];
  const said = [...script.matchAll(/\b(oprima|marque|presione) el (\p{L}+)/giu)].map((m) =>
    DIGITS.indexOf(m[2]!.toLowerCase()),
  );
  const typed = Object.entries(request.attendants)
    .filter(([, text]) => text?.trim())
    .map(([digit]) => Number(digit));
  for (const digit of said) if (!typed.includes(digit)) found.push(`a keypad option the user did not type: ${digit}`);
  const order = (d: number) => (d === 0 ? 10 : d);
  // The user's own way to hear the menu again ends it, after the operator (record 134).
  const repeats = (d: number) =>
    /\b(?:repe\p{L}*|de nuevo|otra vez|nuevamente|again)\b/iu.test(request.attendants[String(d) as '0'] ?? '');
  const menu = repeats(said.at(-1) ?? -1) ? said.slice(0, -1) : said;
  if (menu.some((d, i) => i > 0 && order(d) <= order(menu[i - 1]!)))
    found.push(`keypad options out of order: ${said.join(', ')}`);
  if (/\bpress\b|\boprime\b|\bmarca el\b/i.test(script)) found.push('a keypad word that is English or informal');
  if (/\b(?:oprima|marque|presione) (?:el )?\d/i.test(script)) found.push('a keypad digit written as a numeral');
  return found;
}

/**
 * English grammar words, none of them a Spanish word: an answer with one the user did not type is
 * English, or half English. The LLM's answer is judged by these; the word list above would refuse
 * good Spanish it has never met ("mesa", "once"), so it judges only the composer, whose every
 * word the tests have seen.
 */
const ENGLISH_GRAMMAR = new Set(
  'the and you your our we us please thank thanks for with is are will to of this that call calling press hours from at be have hello welcome if or an in on it'.split(
    ' ',
  ),
);

export function englishGrammarWords(script: string, request: ScriptRequest): string[] {
  const typed = new Set(userTexts(request).flatMap(wordsOf));
  return [...new Set(wordsOf(script).filter((w) => ENGLISH_GRAMMAR.has(w) && !typed.has(w)))];
}

/**
 * Every slip of the kinds above but the word list's, as messages; empty when the script reads as a
 * native speaker writes. An LLM's Spanish answer must pass these before it is used.
 */
export function spanishSlips(script: string, request: ScriptRequest): string[] {
  const found = englishGrammarWords(script, request).map((w) => `an English word: "${w}"`);
  for (const { pattern, instead } of SPANISH_CALQUES) {
    const m = pattern.exec(script);
    if (m) found.push(`a calque: "${m[0]}" (say "${instead}")`);
  }
  const tu = TU.exec(
    script.replace(
      new RegExp(
        userTexts(request)
          .join('|')
          .replace(/[.*+?^${}()|[\]\\]/g, '\\$&') || '$^',
        'g',
      ),
      '',
    ),
  );
  if (tu) found.push(`informal "tú": "${tu[0]}"`);
  return [...found, ...spanishKeypadSlips(script, request)];
}

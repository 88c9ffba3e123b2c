import { isOrdinaryWord } from '../ordinary-words.js';
import type { ScriptRequest } from '../../script-writer.js';
import { spanishScriptTexts } from './spanish-business-words.js';
import { SPANISH_AND_ENGLISH_SPELLINGS } from './spanish-glue-words.js';
import { SPANISH_CALQUES } from './spanish-calques.js';

/**
 * What a Spanish-speaking reader would stop at in a Spanish script (record 143), judged against
 * what the user typed, so it serves any writer: the composer's tests, and the LLM's answer before
 * it is used (an answer with a slip is refused, and the composer stands in). Deliberately
 * independent of the composer's phrase banks.
 */

/** Informal "tú": a business speaks to its callers as "usted". */
const TU =
  /(?<!\p{L})(?:tú|te|tu|tus|ti|contigo|llámanos|escríbenos|visítanos|déjanos|cuéntanos|oprime|quédate|espera un momento)(?!\p{L})/iu;

const DIGITS = ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'];

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/\p{L}+(?:['’]\p{L}+)*/gu) ?? [];
}

/** English words left in a Spanish script, the user's own aside: "press", "thank", "hours". */
export function englishWords(script: string, request: ScriptRequest): string[] {
  const typed = new Set(spanishScriptTexts(request).flatMap(wordsOf));
  const found = wordsOf(script).filter(
    (w) => !typed.has(w) && !/[áéíóúñü]/.test(w) && !SPANISH_AND_ENGLISH_SPELLINGS.has(w) && isOrdinaryWord(w),
  );
  return [...new Set(found)];
}

/** The keypad as Spanish says it, only the user's digits, in the order callers expect (1 to 9, then 0). */
function spanishKeypadSlips(script: string, request: ScriptRequest): string[] {
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

function englishGrammarWords(script: string, request: ScriptRequest): string[] {
  const typed = new Set(spanishScriptTexts(request).flatMap(wordsOf));
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
  // The user's own words may say "tú" (a quoted slogan); only the writer's may not.
  const typed = spanishScriptTexts(request)
    .flatMap((text) => text.split(/\n+/))
    .map((text) => text.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const tu = TU.exec(typed.length > 0 ? script.replace(new RegExp(typed.join('|'), 'g'), '') : script);
  if (tu) found.push(`informal "tú": "${tu[0]}"`);
  return [...found, ...spanishKeypadSlips(script, request)];
}

import { spanishPhrase } from './spanish-phrases.js';

/**
 * One keypad option as a Spanish sentence (record 143), whatever form the user typed it in: a noun
 * ("ventas" -> "Para ventas, oprima el uno."), an infinitive ("hablar con un asesor" -> "Para
 * hablar con un asesor, oprima el dos."), a clause of their own ("Si llama por facturación" -> "Si
 * llama por facturación, oprima el tres.") or a question ("¿Es paciente nuevo?" -> "Si es paciente
 * nuevo, …"). A person or a desk is reached ("recepción" -> "Para comunicarse con la recepción").
 * The digit is a word after "el", as Spanish says it ("oprima el cero").
 */

/** A person, desk or department, with the article Spanish gives it: "la operadora", "un representante". */
const REACHED: Record<string, string> = {
  operadora: 'la',
  operador: 'el',
  recepción: 'la',
  recepcionista: 'la',
  oficina: 'la',
  departamento: 'el',
  enfermera: 'la',
  enfermero: 'el',
  doctor: 'el',
  doctora: 'la',
  gerente: 'el',
  técnico: 'un',
  representante: 'un',
  asesor: 'un',
  asesora: 'una',
  agente: 'un',
  farmacia: 'la',
  cocina: 'la',
  laboratorio: 'el',
  clínica: 'la',
  almacén: 'el',
  mostrador: 'el',
  caja: 'la',
  anfitriona: 'la',
  anfitrión: 'el',
  despacho: 'el',
  conmutador: 'el',
};

/** An infinitive, with a pronoun or not: "hablar", "comunicarse", "reprogramarla", "oír". */
const INFINITIVE = /^\p{L}+(?:ar|er|ir|ír)(?:se|le|les|lo|la|los|las|me|nos)?$/u;
/** Words that end like an infinitive but are nouns a menu names. */
const NOT_VERBS = new Set([
  'lugar',
  'hogar',
  'taller',
  'alquiler',
  'mujer',
  'bar',
  'par',
  'militar',
  'familiar',
  'titular',
]);
const DETERMINED = /^(?:el|la|los|las|un|una|unos|unas|nuestro|nuestra|nuestros|nuestras|su|sus|mi)\s/i;

/** `typed`: the option as the user typed it; `digit`: its word ("dos"). */
export function spanishKeypadSentence(typed: string, digit: string, verb: 'oprima' | 'marque'): string {
  const key = `${verb} el ${digit}.`;
  const text = spanishPhrase(typed);
  // "¿Es paciente nuevo?" is asked as the condition it is.
  if (/[¿?]/.test(typed) && !/^(?:si|para)\b/i.test(text)) return `Si ${lower(text)}, ${key}`;
  if (/^(?:si|cuando|en caso de)\b/i.test(text)) return `${capitalise(text)}, ${key}`;
  // "Para" is the composer's; a "para" (or the English "to", "for") the user typed is not said twice.
  const rest = text.replace(/^(?:para|to|for)\s+/i, '');
  const words = rest.toLowerCase().split(/\s+/);
  if (INFINITIVE.test(words[0]!) && !NOT_VERBS.has(words[0]!)) return `Para ${rest}, ${key}`;
  const determined = DETERMINED.test(rest);
  const article = REACHED[(determined ? words[1] : words[0]) ?? ''];
  if (article === undefined) return `Para ${rest}, ${key}`;
  return `Para comunicarse con ${determined ? '' : `${article} `}${rest}, ${key}`;
}

const lower = (text: string) => text[0]!.toLowerCase() + text.slice(1);
const capitalise = (text: string) => text[0]!.toUpperCase() + text.slice(1);

/**
 * The form of an option the user typed, as `spanishKeypadSentence` reads it: a clause or question
 * of their own ("Si llama por facturación"), an infinitive ("hablar con ventas") or a noun
 * ("facturación"), with the phrase as said mid-sentence (a phone menu's sub-menus and voicemail
 * options, record 146).
 */
export function spanishOptionForm(typed: string): { kind: 'clause' | 'verb' | 'noun'; phrase: string } {
  const text = spanishPhrase(typed);
  if (/[¿?]/.test(typed) || /^(?:si|cuando|en caso de)\b/i.test(text)) return { kind: 'clause', phrase: text };
  const rest = text.replace(/^(?:para|to|for)\s+/i, '');
  const first = rest.toLowerCase().split(/\s+/)[0]!;
  if (!INFINITIVE.test(first) || NOT_VERBS.has(first)) return { kind: 'noun', phrase: rest };
  // An infinitive starting the label is sentence case ("Programar una cita"), never a name.
  return { kind: 'verb', phrase: /^\p{Lu}\p{Ll}+(?:\s|$)/u.test(rest) ? lower(rest) : rest };
}

import { MENU_KEYS, type MenuKey, type MenuOption } from '#common/schemas/phone-menus.js';
import { spanishNumberWords } from '#common/speech/spanish/number-words.js';
import { spanishKeypadSentence, spanishOptionForm } from '../spanish/spanish-keypad.js';

/**
 * One level of a phone menu as its Spanish prompt says it (record 146), with the Spanish
 * composer's keypad phrasing (record 143): "Para ventas, oprima el uno.", one verb for the whole
 * menu, the digit as a word after "el", options in the menu's key order (1 to 9, 0, star, pound),
 * each its own paragraph, and last how to hear the menu again.
 */

export type SpanishKeypadVerb = 'oprima' | 'marque';

/** Record 143's ending, when no option of the level repeats the menu. */
const STAY_TO_REPEAT = 'Para escuchar estas opciones de nuevo, permanezca en la línea.';

/** A key after the verb: "el uno", "la tecla asterisco", "la tecla numeral" (as `languageOfferLine` says them). */
function keyWords(key: MenuKey): string {
  if (key === '*') return 'la tecla asterisco';
  if (key === '#') return 'la tecla numeral';
  return `el ${spanishNumberWords(Number(key))}`;
}

/** The keypad sentence of record 143 for any key: its "el uno." ending said as `keyWords` says the key. */
function keypadSentence(label: string, key: MenuKey, verb: SpanishKeypadVerb): string {
  const form = spanishOptionForm(label);
  const sentence = spanishKeypadSentence(form.kind === 'verb' ? form.phrase : label, 'KEY', verb);
  return sentence.replace(/ el KEY\.$/, ` ${keyWords(key)}.`);
}

/** A label that says only "voicemail" or "a message": the option is to leave one. */
const ONLY_A_MESSAGE = /^(?:(?:un|el|su)\s+)?(?:buz[oó]n(?: de voz)?|mensajes?|dejar (?:un|su) mensaje)$/i;
/** A label that already says the caller leaves a message ("buzón de voz de ventas", "dejar un mensaje para Ana"). */
const SAYS_MESSAGE = /(?<!\p{L})(?:buz[oó]n|mensajes?)(?!\p{L})/iu;

/**
 * A voicemail option says the caller leaves a message, so nobody expects a person: "Para dejar un
 * mensaje a facturación, oprima el dos."; a verb or a clause of the user's keeps its words and says
 * what follows ("Para hablar con ventas, oprima el dos y deje un mensaje.").
 */
function voicemailSentence(label: string, key: MenuKey, verb: SpanishKeypadVerb): string {
  const { kind, phrase } = spanishOptionForm(label);
  if (ONLY_A_MESSAGE.test(phrase)) return `Para dejar un mensaje, ${verb} ${keyWords(key)}.`;
  if (SAYS_MESSAGE.test(phrase)) return keypadSentence(label, key, verb);
  if (kind === 'noun')
    return `Para dejar un mensaje ${phrase.replace(/^el /i, 'al ').replace(/^(?!al )/, 'a ')}, ${verb} ${keyWords(key)}.`;
  return keypadSentence(label, key, verb).replace(/\.$/, ' y deje un mensaje.');
}

/** An option's sentence; a number to dial is never read: the caller is put through, not told it. */
function optionSentence(option: MenuOption, verb: SpanishKeypadVerb): string {
  const label = option.label.trim();
  return option.action.kind === 'voicemail'
    ? voicemailSentence(label, option.key, verb)
    : keypadSentence(label, option.key, verb);
}

/** The caller's choice as a sub-menu names it: "citas", "hablar con ventas"; a clause gives none. */
export function spanishChoiceWords(label: string): string | null {
  const { kind, phrase } = spanishOptionForm(label);
  return kind === 'clause' ? null : phrase;
}

/** The options' sentences in key order, and last the way to hear them again. */
export function spanishMenuLevelParagraphs(options: readonly MenuOption[], verb: SpanishKeypadVerb): string[] {
  const ordered = [...options].sort((a, b) => MENU_KEYS.indexOf(a.key) - MENU_KEYS.indexOf(b.key));
  const repeat = ordered.find((option) => option.action.kind === 'repeat');
  return [
    ...ordered.filter((option) => option.action.kind !== 'repeat').map((o) => optionSentence(o, verb)),
    repeat ? `Para escuchar estas opciones de nuevo, ${verb} ${keyWords(repeat.key)}.` : STAY_TO_REPEAT,
  ];
}

import { MENU_KEYS, type MenuKey, type MenuOption } from '#common/schemas/phone-menus.js';
import { digitWords } from '#common/speech/number-words.js';
import { keypadForm, keypadSentence } from '../keypad-option.js';
import { asPhrase } from '../user-casing.js';

/**
 * One level of a phone menu as its prompt says it (issue 38, record 139): every option in the
 * menu's key order, 1 to 9, then 0, star and pound (`MENU_KEYS`), each worded by its form as the
 * auto-attendant's are (`keypad-option.ts`, the user's casing by `asPhrase`, record 134), and last
 * the way to hear the menu again. Each sentence is its own paragraph: a paragraph break is the
 * one pause the voice pipeline makes (record 054), and callers need a moment between options.
 */

/** Record 134's wording, said when no option of the level repeats it: IVRs replay a menu nobody answers. */
const STAY_TO_REPEAT = 'To hear these options again, please stay on the line.';

/** A key as a caller is told to press it: "one", "zero", "star", "pound" (the keypad's North American name). */
function keyWords(key: MenuKey): string {
  return key === '*' ? 'star' : key === '#' ? 'pound' : digitWords(key);
}

/** A label that says only "voicemail" or "a message": the option is to leave one, whatever else. */
const ONLY_A_MESSAGE = /^(?:(?:a|the|our|your)\s+)?(?:voice\s?mail|messages?)$/i;
/** A label that already says the caller leaves a message ("leave a message for sales", "sales voicemail"). */
const SAYS_MESSAGE = /\b(?:voice\s?mail|messages?)\b/i;

/**
 * A voicemail option reads as leaving a message, so a caller does not expect a person: "To leave a
 * message for sales, press two."; a verb or a clause of the user's keeps its words and says what
 * follows ("To speak with sales, press two and leave a message.").
 */
function voicemailSentence(label: string, key: string): string {
  const { kind, phrase } = keypadForm(label);
  if (ONLY_A_MESSAGE.test(phrase)) return `To leave a message, press ${key}.`;
  if (SAYS_MESSAGE.test(phrase)) return keypadSentence(label, key);
  if (kind === 'noun') return `To leave a message for ${phrase}, press ${key}.`;
  return keypadSentence(label, key).replace(/\.$/, ' and leave a message.');
}

/** An option's sentence; a number to dial is never read: the caller is put through, not told it. */
function optionSentence(option: MenuOption): string {
  // A label of emoji alone has no words left: it is said as typed rather than as nothing.
  const label = asPhrase(option.label) || option.label.trim();
  const key = keyWords(option.key);
  return option.action.kind === 'voicemail' ? voicemailSentence(label, key) : keypadSentence(label, key);
}

/** The caller's choice as a sub-menu names it: "billing", "the operator", "to speak with sales"; a clause gives none. */
export function choiceWords(label: string): string | null {
  const { kind, phrase } = keypadForm(asPhrase(label));
  return kind === 'noun' ? phrase : kind === 'verb' ? `to ${phrase}` : null;
}

/** The options' sentences in key order, and last the way to hear them again. */
export function menuLevelParagraphs(options: readonly MenuOption[]): string[] {
  const ordered = [...options].sort((a, b) => MENU_KEYS.indexOf(a.key) - MENU_KEYS.indexOf(b.key));
  const repeat = ordered.find((option) => option.action.kind === 'repeat');
  return [
    ...ordered.filter((option) => option.action.kind !== 'repeat').map(optionSentence),
    repeat ? `To hear these options again, press ${keyWords(repeat.key)}.` : STAY_TO_REPEAT,
  ];
}

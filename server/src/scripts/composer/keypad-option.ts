import { asPhrase } from './user-casing.js';

/**
 * One keypad option as a sentence, whatever form the user typed it in (issue 23): a noun
 * ("reservations" -> "For reservations, press one."), a verb phrase ("speak with our host" ->
 * "To speak with our host, press zero."), or a clause of their own ("If you are calling about
 * billing" -> "If you are calling about billing, press two."). Writing "For" before everything
 * gave "For speak with our host, press zero."
 */

/** Verbs a keypad option starts with: "Book a table", "speak with our host", "pay a bill". */
const OPTION_VERBS = new Set(
  (
    'speak talk reach contact connect book make schedule reserve order place cancel change update pay check track ' +
    'leave report request renew return ask hear repeat get find learn apply open join send buy refill confirm ' +
    'reschedule discuss visit register enroll enrol sign start'
  ).split(' '),
);

/**
 * Nouns for one person, desk or team that a caller is put through to: a bare one reads with its
 * article ("operator" -> "For the operator"), where a service or a plural needs none ("For billing",
 * "For appointments"). Matched on the label's last word (issue 40).
 */
const ONE_OF_A_KIND = new Set(
  (
    'operator receptionist desk counter office department team attendant dispatcher concierge switchboard ' +
    'nurse doctor dentist hygienist pharmacist manager supervisor technician agent representative host ' +
    'hostess kitchen lab laboratory clinic warehouse showroom'
  ).split(' '),
);

/** A label that names its own article or owner ("the", "our", "a", "Dr. Lee's"): no article is added. */
const DETERMINED = /^(?:the|a|an|our|your|my|this|that|any|each)\s|['’]s\s/i;

/** Openings of a clause that already says who it is for: "If you are…", "When calling…", "For questions about…". */
const OWN_CLAUSE = /^(?:if|when|whether|for (?:questions|help|information)\b|in case)\b/i;

/**
 * An option's text in the form it reads in: a clause of its own ("If you are calling about
 * billing"), a verb phrase without its "to" ("speak with our host"), or a noun with the article it
 * needs ("the operator", "billing"). A phone menu's prompts (`composer/menu/`) build other sentences
 * on the same forms: a sub-menu naming its choice, a voicemail option that leaves a message.
 */
export type KeypadForm = { kind: 'clause' | 'verb' | 'noun'; phrase: string };

/**
 * `option` is the user's text made a phrase (trailing punctuation gone, an ordinary first word
 * lowered). A leading "for" the user typed is theirs, not doubled.
 */
export function keypadForm(option: string): KeypadForm {
  // A question typed as an option ("Are you a new patient") is said as the condition it is.
  const withoutFor = withoutTypedKey(option)
    .replace(/^for\s+(?!questions\b|help\b|information\b)/i, '')
    .replace(/^are you\b/i, 'if you are');
  const first = withoutFor.split(/\s+/)[0]!.toLowerCase();
  if (/^to\s/i.test(withoutFor)) return { kind: 'verb', phrase: withoutFor.replace(/^to\s+/i, '') };
  if (OWN_CLAUSE.test(withoutFor)) return { kind: 'clause', phrase: capitalise(withoutFor) };
  if (OPTION_VERBS.has(first)) return { kind: 'verb', phrase: withoutFor };
  const last = withoutFor.split(/\s+/).at(-1)!.toLowerCase();
  const article = ONE_OF_A_KIND.has(last) && !DETERMINED.test(withoutFor) ? 'the ' : '';
  return { kind: 'noun', phrase: `${article}${withoutFor}` };
}

/** A key the user typed into the option ("Press 1 for sales", "Billing, press 2"): the sentence says the key once. */
const TYPED_KEY_FIRST =
  /^(?:press|dial)\s+(?:\d|\*|#|star|pound|hash|zero|one|two|three|four|five|six|seven|eight|nine)\s+(?=(?:for|to)\s)/i;
const TYPED_KEY_LAST =
  /,?\s+(?:press|dial)\s+(?:\d|\*|#|star|pound|hash|zero|one|two|three|four|five|six|seven|eight|nine)$/i;

function withoutTypedKey(option: string): string {
  const rest = option.replace(TYPED_KEY_FIRST, '').replace(TYPED_KEY_LAST, '').trim();
  if (!rest || rest === option) return option;
  // What is left starts the phrase now ("Press 1 for Reservations"): its casing is judged again (record 134).
  return rest.replace(
    /^((?:for|to)\s+)?(.*)$/i,
    (_w, lead: string | undefined, phrase: string) => `${lead ?? ''}${asPhrase(phrase)}`,
  );
}

/** The option as a sentence; `digit` is the digit in words. */
export function keypadSentence(option: string, digit: string): string {
  const { kind, phrase } = keypadForm(option);
  const lead = kind === 'clause' ? phrase : kind === 'verb' ? `To ${phrase}` : `For ${phrase}`;
  return `${lead}, press ${digit}.`;
}

function capitalise(text: string): string {
  return text[0]!.toUpperCase() + text.slice(1);
}

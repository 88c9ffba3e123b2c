import type { Line, Plan, PlanWriter } from '../plan.js';
import { aboutLines, websiteLine } from '../shared-lines.js';

/**
 * The keypad menu: every option the user filled in, worded by its form (`keypad-option.ts`),
 * operator (zero) last. Each option is its own paragraph: a paragraph break is the one pause the
 * voice pipeline makes (record 054), and callers need a moment between options.
 *
 * A caller listens for the options, so they come at once (issue 40, record 134): a one-sentence
 * greeting, the user's own introduction when there is one, then the first option. The greeting is
 * its paragraph alone, in every language, tone and length: a bilingual attendant's offer of the
 * other language is said after the first paragraph (record 145), so it comes right after the
 * welcome, before anything a caller of the other language would not follow. What the
 * business offers comes after the menu, and the menu ends by saying how to hear it again: the
 * user's own option for it, or staying on the line, which needs no key the user did not set up.
 */
const REPEAT = [
  'To hear these options again, please stay on the line.',
  'To hear this menu again, just stay on the line.',
  'Stay on the line to hear these options again.',
];
const NO_MENU = ['To speak with a member of our team, please stay on the line.'];

/** "Welcome to Bright Smile. We're so glad you called." is two sentences before the first option: one is enough. */
export const oneSentence = (text: string) => !/[.!?]\s/.test(text);

function optionParagraphs(entries: PlanWriter['ctx']['menu']): Line[][] {
  return entries.map(({ sentence }) => [{ text: sentence, required: true, priority: 0, own: true }]);
}

/** What a language brings to the menu's plan: its lines about the business, and its closing lines. */
export interface AttendantWords {
  about: typeof aboutLines;
  website: typeof websiteLine;
  repeat: readonly string[];
  noMenu: readonly string[];
}

/** The menu's plan in any language (English here, Spanish in `spanish/`, record 143): the order is the same. */
export function planAttendant(w: PlanWriter, words: AttendantWords): Plan {
  const intro = w.ctx.fields.attendantIntro;
  const welcome = w.required(w.tone.welcome.filter(oneSentence));
  // The user's own introduction is said as typed; the composer adds none of its own before the options.
  const ownIntro: Line[] = intro
    ? [{ text: /[.!?]$/.test(intro) ? intro : `${intro}.`, required: true, priority: 0, own: true }]
    : [];
  const business = [
    ...words.about(w, 'open', 3, { ifRoom: true }),
    ...words.website(w, 'open', { ifRoom: true }),
    ...w.optional(w.tone.appreciate),
  ];
  // An empty paragraph (no introduction) is left out of the script (length-control.ts).
  if (w.ctx.menu.length === 0)
    return [welcome, ownIntro, business, [...w.required(words.noMenu), ...w.optional(w.tone.holdGoodbye)]];
  const options = w.ctx.menu.filter((entry) => !entry.repeats);
  const repeats = w.ctx.menu.filter((entry) => entry.repeats);
  return [
    welcome,
    ownIntro,
    ...optionParagraphs(options),
    business,
    ...(repeats.length > 0 ? optionParagraphs(repeats) : [w.required(words.repeat)]),
  ];
}

export const planAutoAttendant = (w: PlanWriter): Plan =>
  planAttendant(w, { about: aboutLines, website: websiteLine, repeat: REPEAT, noMenu: NO_MENU });

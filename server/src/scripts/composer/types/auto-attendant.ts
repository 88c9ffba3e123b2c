import type { Line, Plan, PlanWriter } from '../plan.js';
import { aboutLines, websiteLine } from '../shared-lines.js';

/**
 * The keypad menu: every option the user filled in, worded by its form (`keypad-option.ts`),
 * operator (zero) last. Each option is its own paragraph: a paragraph break is the one pause the
 * voice pipeline makes (record 054), and callers need a moment between options. Nothing is offered
 * that the user did not set up: no "dial an extension", no "press nine to repeat" (record 111).
 */
const MENU_INTROS = [
  'Please listen carefully to the following options.',
  'Please listen closely, as our menu options may have changed.',
  'Please choose from the following options.',
  "Here's how to reach the right person.",
];
const NO_MENU = ['To speak with a member of our team, please stay on the line.'];

function menuParagraphs(w: PlanWriter): Line[][] {
  if (w.ctx.menu.length === 0) return [w.required(NO_MENU)];
  return w.ctx.menu.map(({ sentence }) => [{ text: sentence, required: true, priority: 0, own: true }]);
}

export function planAutoAttendant(w: PlanWriter): Plan {
  const intro = w.ctx.fields.attendantIntro;
  const hasMenu = w.ctx.menu.length > 0;
  return [
    [...w.required(w.tone.welcome), ...aboutLines(w, 'open', 3, { ifRoom: true })],
    // The user's own introduction replaces the composer's: saying both was saying it twice (issue 23).
    intro
      ? [{ text: /[.!?]$/.test(intro) ? intro : `${intro}.`, required: true, priority: 0, own: true }]
      : hasMenu
        ? w.required(MENU_INTROS)
        : [],
    ...menuParagraphs(w),
    [...websiteLine(w, 'open', { ifRoom: true }), ...w.optional(w.tone.holdGoodbye, 2)],
  ];
}

import type { Line, Plan, PlanWriter } from '../plan.js';
import { aboutLines, websiteLine } from '../shared-lines.js';

/**
 * The keypad menu: every option the user filled in, worded by its form (`keypad-option.ts`),
 * operator (zero) last. Each option is its own paragraph: a paragraph break is the one pause the
 * voice pipeline makes (record 054), and callers need a moment between options.
 */
const MENU_INTROS = [
  'Please listen carefully to the following options.',
  'Please listen closely, as our menu options may have changed.',
];
const NO_MENU = ['To speak with a member of our team, please stay on the line.'];
const MENU_EXTRAS = [
  "If you know your party's extension, you may dial it at any time.",
  'To hear these options again, please stay on the line.',
];

function menuParagraphs(w: PlanWriter): Line[][] {
  if (w.ctx.menu.length === 0) return [w.required(NO_MENU)];
  return w.ctx.menu.map(({ sentence }) => [{ text: sentence, required: true, priority: 0 }]);
}

export function planAutoAttendant(w: PlanWriter): Plan {
  const intro = w.ctx.fields.attendantIntro;
  const hasMenu = w.ctx.menu.length > 0;
  return [
    [...w.required(w.tone.welcome), ...aboutLines(w, 'open', 3)],
    [
      ...(intro ? [{ text: /[.!?]$/.test(intro) ? intro : `${intro}.`, required: true, priority: 0 }] : []),
      ...(hasMenu ? w.required(MENU_INTROS) : []),
    ],
    ...menuParagraphs(w),
    // Without keypad options there is no menu to repeat or dial past.
    [...(hasMenu ? w.fillers(MENU_EXTRAS, 1) : []), ...websiteLine(w, 'open'), ...w.optional(w.tone.holdGoodbye, 2)],
  ];
}

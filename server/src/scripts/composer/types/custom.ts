import type { Plan, PlanWriter } from '../plan.js';
import { aboutLines, websiteLine } from '../shared-lines.js';

/**
 * The user's own message, kept word for word (made ready for speech) and framed by a greeting and
 * a goodbye in the chosen tone. Without a message it reads as a general greeting.
 */
const GENERAL_GREETING = [
  "Whatever brought you to us today, we're glad you called.",
  'Our team is ready to listen and to help you find the right answer.',
  'We work hard to make every conversation with us easy and worthwhile.',
];

export function planCustom(w: PlanWriter): Plan {
  const own = w.ctx.customParagraphs.map((text) => ({ text, required: true, priority: 0, own: true }));
  return [
    [...w.required(w.tone.welcome), ...w.optional(w.tone.appreciate)],
    // The business first, then the user's message: a goodbye the user wrote then comes last.
    [...aboutLines(w, 'open', 3), ...websiteLine(w, 'open')],
    own.length > 0 ? own : w.fillers(GENERAL_GREETING, 3),
    w.optional(w.tone.laterGoodbye),
  ];
}

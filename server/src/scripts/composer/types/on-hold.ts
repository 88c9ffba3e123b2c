import type { Plan, PlanWriter } from '../plan.js';
import { aboutLines, websiteLine } from '../shared-lines.js';

/** Played while the caller waits: reassure, inform, keep them on the line. */
export const WHILE_YOU_WAIT = [
  'While you wait, have any account details or questions ready, so we can help you as quickly as possible.',
  'Our team takes the time to listen, so every caller gets the attention they deserve.',
  "We answer calls in the order they arrive, and we'll reach yours as quickly as we can.",
  "If you've called before, thank you for coming back to us.",
  'Our goal is simple: to make sure you hang up with your question answered.',
  "We're always looking for ways to serve you better, and your feedback helps us do that.",
];

export function planOnHold(w: PlanWriter): Plan {
  return [
    [...w.required(w.tone.welcome), ...w.optional(w.tone.appreciate)],
    aboutLines(w, 'open'),
    [...w.fillers(WHILE_YOU_WAIT, 3), ...websiteLine(w, 'open')],
    [...w.required(w.tone.holdOn), ...w.optional(w.tone.holdGoodbye)],
  ];
}

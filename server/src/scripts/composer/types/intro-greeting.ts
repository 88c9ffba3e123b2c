import type { Plan, PlanWriter } from '../plan.js';
import { aboutLines, websiteLine } from '../shared-lines.js';

/** The first thing a caller hears before being put through. */
const INTRODUCTIONS = [
  'Our team is here to answer your questions and point you in the right direction.',
  "We're glad you reached out, and we'll make sure you're in good hands.",
  "Whatever brought you to us today, you've come to the right place.",
  'We look forward to hearing how we can assist.',
  "It's good to have you with us.",
];
const CONNECTING = [
  'Please hold for a moment while we connect your call.',
  "Please stay on the line, and we'll connect you right away.",
  'One moment please, while we put you through to the right person.',
];

export function planIntroGreeting(w: PlanWriter): Plan {
  return [
    [...w.required(w.tone.welcome), ...w.optional(w.tone.appreciate)],
    [...aboutLines(w, 'open'), ...w.fillers(INTRODUCTIONS, 3)],
    [...websiteLine(w, 'open'), ...w.required(CONNECTING)],
  ];
}

import { THANKS_VARIANTS } from '#common/schemas/programme-suggestion.js';
import type { Plan, PlanWriter } from '../plan.js';
import { WHILE_YOU_WAIT } from '../types/on-hold.js';

/**
 * The two parts of a programme that frame the others (record 118): the welcome, heard first by
 * every caller, and the thank-you for holding, heard again every three or four messages. Each
 * draws on its own bank, so no sentence of one is heard again in another part of the programme.
 */

/** What the programme is about to do: one of them, since each says the same thing. */
const COMING_UP = [
  "While you wait, we'll tell you a little more about what we do.",
  "Over the next few moments, you'll hear a little about how we can help.",
  "We'll keep you company with some music and a few words about us.",
];
const WELCOME_LINES = [
  'Your call matters to us, and we will answer it in turn.',
  // Never "we'll be with you": most tones' hold-on lines, which end the welcome, say it already.
  "We've got your call, and it's in good hands.",
  'Thanks for giving us a moment of your time.',
  'Thanks for your patience while the line is busy.',
  "It's good to have you with us.",
  "However you found us, we're glad you're here.",
  'Every caller matters, and so does every question.',
];

/**
 * The thank-you recurs (record 118), and since issue 40 each time in its own words: thank-you `n`
 * opens with its own THANK_YOU lines, takes its optional lines from every other line of its banks
 * (n even or odd), and signs off with the tone's n-th goodbye or its own STAY_WITH_US line, so no
 * sentence is heard twice across the thank-yous of one programme.
 */
const THANK_YOU = [
  ['Thank you for holding with {company}.'],
  ['Thanks for staying on the line with {company}.', 'Thank you for waiting to speak with {company}.'],
];
const THANKS_LINES = [
  "We haven't forgotten you, and your call will be answered.",
  'We know your time matters, and we appreciate every minute you wait.',
  "You're still in the queue, so there's no need to call back.",
  'Your place in line is saved, and it moves up with every call we answer.',
  "We're sorry to keep you waiting, and we're grateful for your patience.",
  'Please keep holding, because hanging up would lose your place.',
  'Every call is answered in turn, and yours is coming up.',
  "We're working through the calls as quickly as we can.",
  'Your question matters to us, and we want to give it our full attention.',
];
const STAY_WITH_US = [
  "Please stay with us, and we'll pick up your call just as soon as we can.",
  'Please hold on, and a member of our team will pick up shortly.',
];

const nth = <T>(bank: readonly T[], variant: number) => bank.filter((_, i) => i % THANKS_VARIANTS === variant);

export function planWelcome(w: PlanWriter): Plan {
  return [
    [...w.required(w.tone.welcome), ...w.optional(w.tone.appreciate)],
    [...w.optional(COMING_UP), ...w.fillers(WELCOME_LINES)],
    w.required(w.tone.holdOn),
  ];
}

/** Thank-you `variant` (0 or 1) of a programme: its own opening, optional lines and sign-off. */
export function planThanks(w: PlanWriter, variant = 0): Plan {
  const v = variant % THANKS_VARIANTS;
  return [
    [...w.required(THANK_YOU[v]!), ...w.fillers(nth(THANKS_LINES, v), 1)],
    w.fillers(nth(WHILE_YOU_WAIT, v), 3),
    // The welcome asks the caller to hold on in the tone's words; the thank-you signs off in others.
    w.required([...nth(w.tone.holdGoodbye, v), STAY_WITH_US[v]!]),
  ];
}

import type { Line, Plan, PlanWriter } from '../plan.js';
import { aboutLines, websiteLine } from '../shared-lines.js';

/** On hold, with the user's current offers: each promotion item gets its own sentence. */
const OPENERS = [
  'Thank you for holding with {company}.',
  'Thanks for staying on the line with {company}.',
  "While you hold, here's what's new at {company}.",
];
const LEAD_INS = [
  'Right now, you can enjoy',
  'Ask us about',
  "Don't miss",
  "This season, we're offering",
  'Be sure to ask about',
  "We're also happy to offer",
];
const NO_PROMOTIONS = ["Ask our team about this month's special offers when we pick up."];
const OFFER_LINES = [
  'Ask our team for details on any of these offers when we pick up.',
  'Offers are available for a limited time, so be sure to ask about them today.',
  "We update our offers regularly, so there's always something new to discover.",
];

function promotionLines(w: PlanWriter): Line[] {
  const { promotions } = w.ctx;
  if (promotions.length === 0) return w.required(NO_PROMOTIONS);
  // A different lead-in for each item, so a list of offers never repeats itself.
  const leadIns = w.rng.shuffle(LEAD_INS);
  return promotions.map((item, i) => ({
    text: /[.!?]$/.test(item) ? item : `${leadIns[i % leadIns.length]} ${item}.`,
    required: true,
    priority: 0,
  }));
}

export function planOnHoldPromotions(w: PlanWriter): Plan {
  return [
    [...w.required(OPENERS), ...w.optional(w.tone.appreciate)],
    promotionLines(w),
    [...w.fillers(OFFER_LINES, 1), ...aboutLines(w, 'open', 3), ...websiteLine(w, 'open')],
    [...w.required(w.tone.holdOn), ...w.optional(w.tone.holdGoodbye)],
  ];
}

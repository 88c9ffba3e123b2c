import type { Line, Plan, PlanWriter } from '../plan.js';
import { aboutLines, websiteLine } from '../shared-lines.js';

/** On hold, with the user's current offers: each promotion item gets its own sentence. */
const OPENERS = [
  'Thank you for holding with {company}.',
  'Thanks for staying on the line with {company}.',
  "While you hold, here's what's new at {company}.",
];
/** No two share a word that stands out, so neighbouring offers never echo ("Ask us… ask about…", issue 23). */
const LEAD_INS = [
  'Right now, you can enjoy',
  'Ask us about',
  "We're pleased to offer",
  'Take advantage of',
  'Remember to mention',
  'Our team can tell you about',
];
/** Without items the composer names no offer: the user gave none (record 111). */
const NO_PROMOTIONS = ["Ask our team what's new when we pick up."];
/** Never a deadline, a price or a frequency the user did not give: false urgency is a legal risk (issue 23). */
const OFFER_LINES = [
  'Ask our team for details on any of these offers when we pick up.',
  'Our team will be happy to tell you more about any of these.',
];

/** The user's offers, each its own line; the lead-ins and the line for none are the language's (Spanish: record 143). */
export function promotionLines(w: PlanWriter, none: readonly string[] = NO_PROMOTIONS, leadInWords = LEAD_INS): Line[] {
  const { promotions } = w.ctx;
  if (promotions.length === 0) return w.required(none);
  // A different lead-in for each item, so a list of offers never repeats itself.
  const leadIns = w.rng.shuffle(leadInWords);
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

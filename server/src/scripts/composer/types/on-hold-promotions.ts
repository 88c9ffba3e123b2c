import type { Line, Plan, PlanWriter } from '../plan.js';
import { aboutLines, websiteLine } from '../shared-lines.js';

/** On hold, with the user's current offers: each promotion item gets its own sentence. */
const OPENERS = [
  'Thank you for holding with {company}.',
  'Thanks for staying on the line with {company}.',
  "While you hold, here's what's new at {company}.",
];
/**
 * Each says the offer in a whole sentence, as a business speaks of its own: "Take advantage of our
 * teeth whitening special." No two share a word that stands out, so neighbouring offers never echo
 * ("Ask us… ask about…", issue 23). None tells the caller to "mention" an offer (issue 47): on hold
 * there is no one yet to mention it to.
 */
const LEAD_INS = [
  'Right now, you can enjoy',
  'Ask us about',
  "We're pleased to offer",
  'Take advantage of',
  "Don't miss",
  'Our team can tell you about',
];
/** Without items the composer names no offer: the user gave none (record 111). */
const NO_PROMOTIONS = ["Ask our team what's new when we pick up."];
/** Never a deadline, a price or a frequency the user did not give: false urgency is a legal risk (issue 23). */
const OFFER_LINES = [
  'Ask our team for details on any of these offers when we pick up.',
  'Our team will be happy to tell you more about any of these.',
];

/**
 * An offer that already says whose it is or how much ("a free check-up", "20% off", "half-price
 * whitening", "up to 30% off") takes no "our".
 */
const OWN_DETERMINER =
  /^(?:(?:a|an|the|our|your|this|these|that|those|every|each|any|all|some|no|one|two|three|four|five|six|seven|eight|nine|ten|half|double|twice)\b|up to\b|\d|[$£€])/i;
/** An offer typed as what to do ("Book a cleaning and get a free toothbrush") is a sentence of its own. */
const IMPERATIVE =
  /^(?:book|buy|get|save|claim|earn|refer|bring|call|join|sign|try|schedule|order|visit|spend|receive|use|come|switch|upgrade|treat)\b/i;

/** A sentence's first letter in capital. */
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * An English offer as a sentence (issue 47): typed as one, it stays one; typed as what to do, it is
 * said as such; a noun phrase follows a lead-in as the business's own ("our teeth whitening
 * special") unless it says whose or how much itself.
 */
function englishOffer(item: string, leadIn: string): string {
  if (/[.!?]$/.test(item)) return capitalised(item);
  if (IMPERATIVE.test(item)) return `${capitalised(item)}.`;
  return `${leadIn} ${OWN_DETERMINER.test(item) ? item : `our ${item}`}.`;
}

/** A Spanish offer after its lead-in as typed: "nuestro" or "nuestra" would need the noun's gender (record 143). */
const asTyped = (item: string, leadIn: string) => (/[.!?]$/.test(item) ? capitalised(item) : `${leadIn} ${item}.`);

/** The user's offers, each its own line; the lead-ins, the line for none and the sentence are the language's (Spanish: record 143). */
export function promotionLines(
  w: PlanWriter,
  none: readonly string[] = NO_PROMOTIONS,
  leadInWords: readonly string[] = LEAD_INS,
  sentence: (item: string, leadIn: string) => string = englishOffer,
): Line[] {
  const { promotions } = w.ctx;
  if (promotions.length === 0) return w.required(none);
  // A different lead-in for each item, so a list of offers never repeats itself.
  const leadIns = w.rng.shuffle(leadInWords);
  return promotions.map((item, i) => ({
    text: sentence(item, leadIns[i % leadIns.length]!),
    required: true,
    priority: 0,
  }));
}

/** The Spanish composer's offers: its lead-ins, its line for none, and each offer as typed. */
export const spanishPromotionLines = (w: PlanWriter, none: readonly string[], leadIns: readonly string[]) =>
  promotionLines(w, none, leadIns, asTyped);

export function planOnHoldPromotions(w: PlanWriter): Plan {
  return [
    [...w.required(OPENERS), ...w.optional(w.tone.appreciate)],
    promotionLines(w),
    [...w.fillers(OFFER_LINES, 1), ...aboutLines(w, 'open', 3), ...websiteLine(w, 'open')],
    [...w.required(w.tone.holdOn), ...w.optional(w.tone.holdGoodbye)],
  ];
}

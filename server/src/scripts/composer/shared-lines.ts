import { GENERAL_LINES, INDUSTRY_LINES, INDUSTRY_LIVE_LINES } from './industry-wording.js';
import type { Line, PlanWriter } from './plan.js';

/** Sentences several message types share: who the business is, and where to find it online. */

const ABOUT_BOTH = [
  'Our {industryNoun} team offers {products}.',
  'As {industryNoun} specialists, we offer {products}.',
  "We're proud to bring you {products}, backed by real {industryNoun} expertise.",
  'Whether you need {productsOr}, our {industryNoun} team is here to help.',
];
const ABOUT_INDUSTRY = [
  'Our {industryNoun} team is here to help with whatever you need.',
  'We bring real {industryNoun} experience to every call.',
];
/** Only for the built-in industries: "a trusted name in healthcare" is English, "... in veterinary clinic" is not (record 096). */
const ABOUT_NAMED_INDUSTRY = ["We're proud to be a trusted name in {industryNoun}."];
const ABOUT_PRODUCTS = [
  'We offer {products}.',
  'Ask us about {products}.',
  "Whether you need {productsOr}, we're here to help.",
];

const WEBSITE_OPEN = [
  'You can also visit us online at {website}.',
  'For more information, visit our website at {website}.',
  'Find us online any time at {website}.',
  'Visit us online at {website}.',
];
const WEBSITE_CLOSED = [
  'In the meantime, you can find more information at {website}.',
  "You'll find more about us at {website}.",
  'You can also visit us any time at {website}.',
  'Visit us any time at {website}.',
];

/**
 * A voicemail greeting is personal (issue 23: no sales pitch): it names what the business does
 * only to ask the caller to say what the call is about.
 */
const ABOUT_VOICEMAIL_BOTH = [
  'If your call is about {productsOr}, please mention it, and our {industryNoun} team will follow up.',
  'For questions about {productsOr}, our {industryNoun} team will follow up.',
  'Questions about {productsOr} go straight to our {industryNoun} team.',
];
const ABOUT_VOICEMAIL_INDUSTRY = ['Your message will reach our {industryNoun} team.'];
const ABOUT_VOICEMAIL_PRODUCTS = [
  'If your call is about {productsOr}, please mention it in your message.',
  'Whether your call is about {productsOr}, a short note of the reason helps us follow up.',
];

/**
 * The business in one required sentence (industry or sector, and key products), then optional
 * colour. `when` is 'closed' for messages nobody answers live (after-hours, holiday): they leave
 * out lines such as "ask about our offers when we pick up". With `ifRoom`, the sentence gives way
 * to the length (a short auto-attendant is its menu).
 */
export function aboutLines(
  w: PlanWriter,
  when: 'open' | 'closed',
  fillerPriority = 2,
  { ifRoom = false } = {},
): Line[] {
  const { industryNoun, products } = w.ctx.fields;
  const industryOnly = w.ctx.customSector ? ABOUT_INDUSTRY : [...ABOUT_INDUSTRY, ...ABOUT_NAMED_INDUSTRY];
  const about = industryNoun && products ? ABOUT_BOTH : industryNoun ? industryOnly : ABOUT_PRODUCTS;
  const live = when === 'open' ? (INDUSTRY_LIVE_LINES[w.ctx.industryKey] ?? []) : [];
  return [
    ...(ifRoom ? w.requiredIfRoom(about) : w.required(about)),
    ...w.fillers([...INDUSTRY_LINES[w.ctx.industryKey], ...live], fillerPriority),
    ...w.fillers(GENERAL_LINES, 4),
  ];
}

/** The voicemail's one line about the business: what to mention, never what to buy. */
export function voicemailAboutLine(w: PlanWriter): Line[] {
  const { industryNoun, products } = w.ctx.fields;
  return w.required(
    industryNoun && products
      ? ABOUT_VOICEMAIL_BOTH
      : industryNoun
        ? ABOUT_VOICEMAIL_INDUSTRY
        : ABOUT_VOICEMAIL_PRODUCTS,
  );
}

/** The website, when given, worded for an open line or for a closed office. */
export function websiteLine(w: PlanWriter, when: 'open' | 'closed', { ifRoom = false } = {}): Line[] {
  const variants = when === 'open' ? WEBSITE_OPEN : WEBSITE_CLOSED;
  return ifRoom ? w.requiredIfRoom(variants) : w.required(variants);
}

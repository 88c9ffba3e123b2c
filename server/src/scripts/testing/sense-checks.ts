import { INDUSTRY_VALUES, type Industry, type MessageType } from '#common/constants.js';
import type { GenerateScriptBody } from '#common/schemas/scripts.js';
import type { ScriptRequest } from '../script-writer.js';
import { urgentService } from '../composer/urgent-service.js';
import {
  casingSlips,
  duplicateSlips,
  inventedFactSlips,
  keypadSlips,
  registerSlips,
  repetitionSlips,
} from './phrasing-slips.js';

/**
 * The businesses the composer's sense tests write for (every industry with typical products, and
 * a few custom sectors), and every check a careful reader makes of a script. Shared by the message
 * types' test (script-sense.test.ts) and the suggested programme's (record 118).
 */

/** Key products as businesses type them: mixed plurals, mass nouns and one bare singular each. */
export const PRODUCTS: Record<Industry, string> = {
  technology: 'Cloud backups, help desk support, network security audit',
  healthcare: 'Same-day appointments, prescription refills online, patient portal, Invisalign',
  finance: 'Tax preparation, retirement planning, mortgage advice',
  retail: 'Gift cards, home delivery, iPhone repairs, loyalty program',
  hospitality: 'Private dining, event catering, rooftop terrace',
  education: 'After-school tutoring, summer camps, online course',
  professional: 'Contract review, payroll, business plan',
  manufacturing: 'Custom fabrication, bulk orders, quality inspection',
  other: 'Consultations, repairs',
};
const SECTORS = [
  { customSector: 'Veterinary clinic', keyProducts: 'Vaccinations, dental cleaning, emergency visit' },
  { customSector: 'Dog grooming', keyProducts: 'Baths, nail trims' },
  { customSector: 'Architecture', keyProducts: '' },
  { customSector: 'an Independent bookshop', keyProducts: 'Signed editions, author events, gift wrapping' },
  // A restaurant typed as its own name (issue 23): kept as typed, and no office wording.
  { customSector: 'Neapolitan Pizzeria & Wine Bar', keyProducts: 'Wood-fired pizza, natural wines, private parties' },
  // A list typed with its own "and", and a 24/7 service the closed messages must not contradict (issue 40).
  { customSector: 'Plumbing', keyProducts: '24/7 emergency repairs, drain cleaning and water heater installs' },
];
/** Names the user typed with their own capitals (issue 23): never lowered, never "our Invisalign". */
const NAMES = ['Invisalign', 'iPhone', 'Neapolitan Pizzeria & Wine Bar', 'Bright Smile Co.'];
const RESTAURANTS = new Set<string | undefined>(['hospitality', 'Neapolitan Pizzeria & Wine Bar']);

export const COMMON: GenerateScriptBody = {
  companyName: 'Bright Smile 😁 Co.',
  companyWebsite: 'www.brightsmile.com',
  businessHours: 'Mon-Fri 9:00 AM-5:00 PM',
  holidayType: 'Thanksgiving',
  voicemailContactName: 'Sam Lee',
  promotionItems: ['20% off your first visit', 'Free parking for every guest'],
  // Keypad options in every form people type them (issue 23): a noun, a verb phrase, a whole sentence.
  attendants: {
    '1': 'reservations',
    '2': 'If you are calling about billing',
    '3': 'Book a table',
    '0': 'speak with our host',
  },
  attendantOptions: 'Please listen carefully, as our menu options have changed.',
  // The user's own greeting and goodbye: the composer must not say them again in its own words.
  customMessage: 'We are moving to 12 Harbor Street in January.\n\nThank you for calling, and have a great day.',
};

/** Said only while someone is there to answer: wrong when the office is closed or nobody picks up. */
const LIVE_PROMISES =
  /when we pick up|check stock|stay on the line|please hold|hold on|with you (?:shortly|in a moment|right away|very soon)|right with you|connect (?:you|your call)|put you through|right now, you can|next available/i;
const CLOSED_TYPES: readonly MessageType[] = ['after-hours', 'holiday', 'voicemail'];
/** "a" before a vowel sound, "an" before a consonant sound; the usual exceptions by how they sound. */
const WRONG_ARTICLE = /\b(?:a (?!one\b|uni|use|usu|eu)[aeiou]\w*|an (?!hour|honest|hono|heir)[b-df-hj-np-tv-z]\w*)/i;
/** A list of single words joined without the serial comma ("name, number and a message"). */
const LIST_WITHOUT_SERIAL_COMMA = /\b[\w'-]+, [\w'-]+ (?:and|or) /;

function sentences(script: string): string[] {
  return script
    .replace(/\n+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function opening(sentence: string, words = 2): string {
  return sentence.toLowerCase().split(/\s+/).slice(0, words).join(' ');
}

/** Every slip a reader would notice, as messages; empty when the script reads well. */
export function slips(script: string, request: ScriptRequest, messageType: MessageType, sector?: string): string[] {
  const found: string[] = [
    ...keypadSlips(script),
    ...duplicateSlips(script, request, messageType),
    ...inventedFactSlips(script, request, messageType),
    ...casingSlips(script, NAMES),
    ...registerSlips(script, messageType, RESTAURANTS.has(sector ?? request.industry)),
    ...repetitionSlips(script, request),
  ];
  const all = sentences(script);
  for (let i = 1; i < all.length; i++) {
    if (opening(all[i]!) === opening(all[i - 1]!)) found.push(`two sentences open "${opening(all[i]!)}"`);
    // With one sentence between, the echo is still heard; a keypad menu's "For ..., press ..." is meant.
    const keypad = (s: string) => /press \w+\.$/.test(s);
    if (i >= 2 && opening(all[i]!) === opening(all[i - 2]!) && !(keypad(all[i]!) && keypad(all[i - 2]!)))
      found.push(`two sentences one apart open "${opening(all[i]!)}"`);
  }
  for (let i = 2; i < all.length; i++) {
    const [a, b, c] = [all[i - 2]!, all[i - 1]!, all[i]!];
    // A keypad menu repeats "For ..., press ..." on purpose.
    const menu = [a, b, c].every((s) => /press \w+\.$/.test(s));
    if (!menu && opening(a, 1) === opening(b, 1) && opening(b, 1) === opening(c, 1))
      found.push(`three sentences open "${opening(c, 1)}"`);
  }
  if (new Set(all.map((s) => s.toLowerCase())).size !== all.length) found.push('a sentence repeats');
  const article = WRONG_ARTICLE.exec(script);
  if (article) found.push(`wrong article: "${article[0]}"`);
  const list = LIST_WITHOUT_SERIAL_COMMA.exec(script);
  if (list) found.push(`list without the serial comma: "${list[0]}"`);
  // A business whose help never stops keeps its caller on the line (issue 47, record 150).
  if (CLOSED_TYPES.includes(messageType) && !urgentService(request)?.onCall) {
    const live = LIVE_PROMISES.exec(script);
    if (live) found.push(`promises a live answer while closed: "${live[0]}"`);
  }
  if (/(?<!\.)\.\.(?!\.)|\s[.,!?]|[{}]| {2}/.test(script)) found.push('stray punctuation or a gap');
  if (/\p{Extended_Pictographic}/u.test(script)) found.push('an emoji');
  if (!script.includes('Bright Smile Co.')) found.push('the company name is missing or garbled');
  if (sector) {
    // A sector is a noun the user typed ("Veterinary clinic"): it can describe a team or its
    // expertise, but "a trusted name in veterinary clinic" is not English.
    const noun = sector.toLowerCase().replace(/^(?:an?|the)\s+/, '');
    const use = new RegExp(`${noun}(?! (?:team|experience|expertise|specialists|professionals)\\b)`, 'i');
    const bad = use.exec(script);
    // A name the user typed in capitals is the business's own and may stand alone.
    if (bad && sector !== 'Neapolitan Pizzeria & Wine Bar')
      found.push(
        `sector noun used on its own: "...${script.slice(Math.max(0, bad.index - 25), bad.index + noun.length)}"`,
      );
  }
  return found;
}

export const cases = [
  ...INDUSTRY_VALUES.filter((i) => i !== 'other').map((industry) => ({
    label: industry,
    body: { ...COMMON, industry, keyProducts: PRODUCTS[industry] },
    sector: undefined,
  })),
  ...SECTORS.map((s) => ({
    label: s.customSector,
    body: { ...COMMON, industry: 'other' as const, ...s },
    sector: s.customSector,
  })),
];

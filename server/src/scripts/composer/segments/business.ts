import { INDUSTRY_LINES, INDUSTRY_LIVE_LINES, GENERAL_LINES } from '../industry-wording.js';
import type { Plan, PlanWriter } from '../plan.js';
import { aboutLines, websiteLine } from '../shared-lines.js';
import { promotionLines } from '../types/on-hold-promotions.js';

/**
 * The middle parts of a programme (record 118), one subject each, every one naming the company
 * (a caller may join at any of them) and saying only what the profile gives: no hours message
 * without hours, no offer the user did not name. Each draws on its own bank, so a sentence is not
 * heard twice in one programme.
 */

const SERVICES_OPENERS = [
  "Here's a little more about {company}.",
  "While you hold, here's what {company} can do for you.",
  'A few words about {company} while you wait.',
];

/** Reached for when the industry's own lines run out (a custom sector has only the general ones). */
const SERVICES_LINES = [
  'Tell us what you need, and we will find the best way to help.',
  'We are happy to explain how it all works before you decide.',
  'Every request gets the same attention from us, whatever its size.',
  "If you're not sure what you need, just ask, and we'll talk it through with you.",
];

const TEAM_OPENERS = [
  'At {company}, every caller gets our full attention.',
  'Everyone at {company} is here to help you.',
  'Everyone here at {company} looks forward to speaking with you.',
];

const HOURS = [
  '{company} is open {hours}.',
  'Our regular hours at {company} are {hours}.',
  'You can reach {company} {hours}.',
];
const HOURS_LINES = [
  'Knowing when we are available makes it easy to plan your next call.',
  "It's worth noting those times down for next time.",
  'Whenever we are open, a friendly voice is ready to take your call.',
  "Right now, though, please stay with us: you're in the right place.",
  'Those are the times our team is here to answer your questions.',
  'If you call again, any time in those hours suits us well.',
  'We look forward to hearing from you whenever it suits you.',
  'Within those times, our team is glad to pick up and help.',
  'Plan ahead with those times in mind, and reaching us will be easy.',
  'A member of staff will be glad to confirm them when we answer.',
  'Calling then is the best way to reach a person straight away.',
];

const WEBSITE_COMPANY = [
  'There is more about {company} on the web.',
  '{company} is just a click away.',
  'There is more to {company} than we can fit into a phone call.',
];
const WEBSITE_LINES = [
  "It's a handy place to find out more about what we do.",
  'Drop by whenever it suits you, at any hour.',
  'Read about us there at your own pace.',
  'It can be a good place to start before your next call.',
  'Bookmark it, and you will always know where to find us.',
  'Share the address with anyone who might like to know about us.',
  "It's a simple way to get to know us a little better.",
  "If you have a question after your visit, we're always happy to answer it.",
  'Have a look after your call, and tell us what you think.',
];

const PROMOTION_OPENERS = [
  'A quick note from {company} while you wait.',
  "Before we pick up, here's a word from {company}.",
  'A word from {company} while you hold.',
];
const PROMOTION_LINES = [
  'Our team will be glad to talk through your options and find what suits you best.',
  "Whatever you're looking for, just let us know, and we'll point you in the right direction.",
  "If there's something you've been meaning to ask about, now's a good time to note it down.",
  'One question when we answer could be all it takes to find the right choice for you.',
  "Things change through the year, so it's worth checking in with us.",
  'Be sure to mention what brought you to us, so we can tailor our help.',
  'We like to keep everyone in the loop.',
  "We're happy to share news as it comes up.",
  'There may be something new since you last got in touch.',
];

/** A business whose emergency help never stops says so in its programme too (issue 47, record 150). */
const ON_CALL = [
  'For an emergency, our on-call team is ready to help at any hour.',
  'In an emergency, our on-call team is here for you at any hour of the day or night.',
];

export function planServices(w: PlanWriter): Plan {
  const live = INDUSTRY_LIVE_LINES[w.ctx.industryKey] ?? [];
  // aboutLines' own fillers would repeat the team's bank: only its required sentence is taken.
  const about = aboutLines(w, 'open').filter((line) => line.required);
  const onCall = w.ctx.urgent?.onCall && w.ctx.urgent.emergencies ? w.required(ON_CALL) : [];
  return [
    w.required(SERVICES_OPENERS),
    [
      ...about,
      ...onCall,
      ...w.fillers([...INDUSTRY_LINES[w.ctx.industryKey], ...live]),
      ...w.fillers(SERVICES_LINES, 3),
    ],
  ];
}

export function planTeam(w: PlanWriter): Plan {
  return [w.required(TEAM_OPENERS), w.fillers(GENERAL_LINES)];
}

export function planHours(w: PlanWriter): Plan {
  return [w.required(HOURS), w.fillers(HOURS_LINES)];
}

export function planWebsite(w: PlanWriter): Plan {
  return [[...w.required(WEBSITE_COMPANY), ...websiteLine(w, 'open')], w.fillers(WEBSITE_LINES)];
}

export function planPromotion(w: PlanWriter): Plan {
  return [w.required(PROMOTION_OPENERS), promotionLines(w), w.fillers(PROMOTION_LINES)];
}

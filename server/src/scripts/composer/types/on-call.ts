import type { Plan, PlanWriter } from '../plan.js';
import { aboutLines, websiteLine } from '../shared-lines.js';

/**
 * The after-hours and holiday messages of a business whose help never stops (issue 47, record
 * 150): a 24/7 emergency plumber, a locksmith, a business whose hours are 24/7. They say first that
 * help is there now and keep a caller with an emergency on the line. An office that closes while
 * the emergency line runs may say so after that, never "closed" beside hours that are 24/7. No
 * emergency goes to a voicemail box, and nobody is resting.
 */
const HELP_NOW = [
  'Our on-call team is here for you right now.',
  'Help is here right now: our on-call team is ready to answer.',
  'Our on-call team is ready to help you right now.',
];
const HELP_ON_THE_HOLIDAY = [
  'Even on {holiday}, our on-call team is here for you right now.',
  'Our on-call team is working right through {holiday}, ready to help you now.',
];
const HELP_ON_A_HOLIDAY = [
  'Even on the holiday, our on-call team is here for you right now.',
  'Our on-call team is working right through the holidays, ready to help you now.',
];
const STAY_FOR_AN_EMERGENCY = [
  "If you have an emergency, please stay on the line, and we'll connect you.",
  'For an emergency, stay on the line, and a member of our on-call team will answer.',
  "If this is an emergency, please stay on the line, and we'll be right with you.",
];
const STAY_ON_THE_LINE = [
  'Please stay on the line, and a member of our team will be right with you.',
  "Stay on the line, and we'll be right with you.",
];
/** The office's own hours, after the help: only for a business whose hours are not 24/7. */
const OFFICE_HOURS = [
  'For anything that can wait, our office hours are {hours}.',
  'Our office itself is open {hours}, for anything that can wait.',
];
const OFFICE_CLOSED_FOR = [
  'Our office is closed for {holiday}, but our emergency line runs as always.',
  'While our office takes {holiday} off, our emergency line runs as always.',
];
const OFFICE_CLOSED_FOR_THE_HOLIDAY = ['Our office is closed for the holiday, but our emergency line runs as always.'];
/** The holiday's wishes, none of them "restful". */
const WISHES = [
  'From all of us at {company}, we wish you a wonderful {holiday}.',
  '{Happy} {holiday} from all of us at {company}!',
  '{Happy} {holiday} from {company}!',
];
const WISHES_NO_HOLIDAY = [
  'Happy holidays from all of us at {company}!',
  'Everyone at {company} wishes you a wonderful holiday season.',
];

/** Help now, then what can wait: the office's hours when it keeps any. */
function helpNow(w: PlanWriter, help: readonly string[]) {
  const urgent = w.ctx.urgent!;
  return [
    ...w.required(w.tone.welcome),
    ...w.required(help),
    ...w.required(urgent.emergencies ? STAY_FOR_AN_EMERGENCY : STAY_ON_THE_LINE),
  ];
}

export function planOnCallAfterHours(w: PlanWriter): Plan {
  return [
    helpNow(w, HELP_NOW),
    w.ctx.urgent!.hoursAroundTheClock ? [] : w.optional(OFFICE_HOURS, 1),
    [...aboutLines(w, 'open', 3, { ifRoom: true }), ...websiteLine(w, 'open', { ifRoom: true })],
    w.optional(w.tone.laterGoodbye),
  ];
}

export function planOnCallHoliday(w: PlanWriter): Plan {
  const named = Boolean(w.ctx.fields.holiday);
  return [
    helpNow(w, named ? HELP_ON_THE_HOLIDAY : HELP_ON_A_HOLIDAY),
    w.ctx.urgent!.hoursAroundTheClock ? [] : w.optional(named ? OFFICE_CLOSED_FOR : OFFICE_CLOSED_FOR_THE_HOLIDAY, 1),
    [...aboutLines(w, 'open', 3, { ifRoom: true }), ...websiteLine(w, 'open', { ifRoom: true })],
    [...w.required(named ? WISHES : WISHES_NO_HOLIDAY), ...w.optional(w.tone.laterGoodbye, 2)],
  ];
}

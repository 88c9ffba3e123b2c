import type { Plan, PlanWriter } from '../plan.js';
import { aboutLines, websiteLine } from '../shared-lines.js';
import { planOnCallHoliday } from './on-call.js';
import { closedButAvailable, closedExtrasIfRoom, urgentStep } from '../urgent-lines.js';

/** Closed for a holiday: when, when we are back, and good wishes. */
const CLOSED_FOR = [
  'Our offices are closed for {holiday}.',
  "We're closed today in celebration of {holiday}.",
  'In observance of {holiday}, our office is closed.',
];
const CLOSED_FOR_THE_HOLIDAY = ['Our offices are closed for the holiday.', "We're closed today for the holiday."];
const REGULAR_HOURS = [
  'When we reopen, our regular hours are {hours}.',
  "We'll be back with our regular hours, {hours}.",
  'Our regular hours are {hours}.',
];
const WHILE_WE_ARE_AWAY = [
  "Please leave a message, and we'll return your call as soon as we're back.",
  'We hope you enjoy this special time with family and friends.',
  'Thank you for a wonderful year, and for the trust you place in us.',
  "If your question can wait, we'll be glad to help as soon as we reopen.",
];
/** Not said by a business whose 24/7 service goes on over the holiday (record 134). */
const RESTING = "We're taking this time to rest and recharge, so we can serve you even better when we return.";
const WISHES = [
  'From all of us at {company}, we wish you a wonderful {holiday}.',
  'Everyone at {company} wishes you a {happy} and restful {holiday}.',
  '{Happy} {holiday} from all of us at {company}!',
  // Short, for a short message with more to say (what to do in an emergency, record 134).
  '{Happy} {holiday} from {company}!',
];
const WISHES_NO_HOLIDAY = [
  'Happy holidays from all of us at {company}!',
  'Everyone at {company} wishes you a wonderful holiday season.',
];

export function planHoliday(w: PlanWriter): Plan {
  if (w.ctx.urgent?.onCall) return planOnCallHoliday(w);
  const named = Boolean(w.ctx.fields.holiday);
  const ifRoom = closedExtrasIfRoom(w);
  const away = w.ctx.fields.aroundTheClock ? WHILE_WE_ARE_AWAY : [...WHILE_WE_ARE_AWAY, RESTING];
  return [
    [...w.required(w.tone.welcome), ...closedButAvailable(w, named ? CLOSED_FOR : CLOSED_FOR_THE_HOLIDAY)],
    [...w.required(REGULAR_HOURS), ...urgentStep(w), ...w.fillers(away, 1)],
    [...aboutLines(w, 'closed', 3, { ifRoom: ifRoom.about }), ...websiteLine(w, 'closed', { ifRoom: ifRoom.website })],
    [...w.required(named ? WISHES : WISHES_NO_HOLIDAY), ...w.optional(w.tone.laterGoodbye, 2)],
  ];
}

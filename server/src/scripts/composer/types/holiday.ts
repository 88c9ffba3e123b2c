import type { Plan, PlanWriter } from '../plan.js';
import { aboutLines, websiteLine } from '../shared-lines.js';

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
  "We're taking this time to rest and recharge, so we can serve you even better when we return.",
  "If your question can wait, we'll be glad to help as soon as we reopen.",
];
const WISHES = [
  'From all of us at {company}, we wish you a wonderful {holiday}.',
  'Everyone at {company} wishes you a {happy} and restful {holiday}.',
  '{Happy} {holiday} from all of us at {company}!',
];
const WISHES_NO_HOLIDAY = [
  'Happy holidays from all of us at {company}!',
  'Everyone at {company} wishes you a wonderful holiday season.',
];

export function planHoliday(w: PlanWriter): Plan {
  const named = Boolean(w.ctx.fields.holiday);
  return [
    [...w.required(w.tone.welcome), ...w.required(named ? CLOSED_FOR : CLOSED_FOR_THE_HOLIDAY)],
    [...w.required(REGULAR_HOURS), ...w.fillers(WHILE_WE_ARE_AWAY, 1)],
    [...aboutLines(w, 'closed', 3), ...websiteLine(w, 'closed')],
    [...w.required(named ? WISHES : WISHES_NO_HOLIDAY), ...w.optional(w.tone.laterGoodbye, 2)],
  ];
}

import type { Plan, PlanWriter } from '../plan.js';
import { aboutLines, websiteLine } from '../shared-lines.js';
import { planOnCallAfterHours } from './on-call.js';
import { closedButAvailable, closedExtrasIfRoom, leaveMessage } from '../urgent-lines.js';

/** Outside business hours: when we are open, and how to leave a message. */
const CLOSED_NOW = [
  'Our office is now closed.',
  "You've reached us outside of our regular business hours.",
  "We're closed for the day right now.",
];
const OPEN_HOURS = ['Our business hours are {hours}.', "We're open {hours}."];
const LEAVE_MESSAGE = [
  "Please leave a message after the tone, and we'll call you back.",
  "Please leave your name, number, and a brief message after the tone, and we'll call you back once we're open.",
  'Leave a message with your name and number, and a member of our team will return your call as soon as we open.',
];
const URGENT_TIP = 'If your call is urgent, please mention it in your message so we know to return it first.';
const MESSAGE_TIPS = [
  'Be sure to speak clearly and leave the best number to reach you.',
  'Every message is important to us, and yours will be answered.',
];

export function planAfterHours(w: PlanWriter): Plan {
  if (w.ctx.urgent?.onCall) return planOnCallAfterHours(w);
  const ifRoom = closedExtrasIfRoom(w);
  return [
    [...w.required(w.tone.welcome), ...closedButAvailable(w, CLOSED_NOW)],
    [
      ...w.required(OPEN_HOURS),
      // A business with emergency work says what to do in one (record 134); the general tip would say it again.
      ...leaveMessage(w, LEAVE_MESSAGE),
      ...w.fillers(w.ctx.urgent ? MESSAGE_TIPS : [URGENT_TIP, ...MESSAGE_TIPS], 1),
    ],
    [...aboutLines(w, 'closed', 3, { ifRoom: ifRoom.about }), ...websiteLine(w, 'closed', { ifRoom: ifRoom.website })],
    w.optional(w.tone.laterGoodbye),
  ];
}

import type { Line, Plan, PlanWriter } from '../plan.js';
import { aboutLines, websiteLine } from '../shared-lines.js';

/** A voicemail greeting: a named person speaks in the first person, a team as "we". */
const PERSON_OPENERS = [
  "You've reached the voicemail of {contact} at {company}.",
  "Hello, you've reached {contact} at {company}.",
  'Thank you for calling {company}. This is the voicemail of {contact}.',
];
const PERSON_AWAY = [
  "I'm currently out of the office and will be back on {returnDate}.",
  "I'm away from the office until {returnDate}.",
];
const PERSON_AWAY_NO_DATE = ["I'm currently out of the office.", "I'm away from the office at the moment."];
const PERSON_BUSY = ["I'm not able to take your call right now.", "I'm away from my desk or on another call."];
const TEAM_AWAY = [
  'Our team is out of the office and will be back on {returnDate}.',
  'Our office is closed until {returnDate}.',
];
const TEAM_AWAY_NO_DATE = ['Our team is currently out of the office.', "We're away from the office at the moment."];
const TEAM_BUSY = ["We're not able to take your call right now.", 'All of our team members are helping other callers.'];
const PERSON_LEAVE_MESSAGE = [
  "Please leave a message after the tone, and I'll call you back.",
  "Please leave your name, number, and a short message after the tone, and I'll call you back as soon as possible.",
  "After the tone, please leave your name, your number, and the reason for your call, and I'll get back to you soon.",
];
const TEAM_LEAVE_MESSAGE = [
  "Please leave a message after the tone, and we'll call you back.",
  "Please leave your name, number, and a short message after the tone, and we'll call you back as soon as possible.",
  "After the tone, please leave your name, your number, and the reason for your call, and we'll get back to you soon.",
];
const MESSAGE_TIPS = [
  'Please speak clearly, and let us know the best time to reach you.',
  "If your call is urgent, please say so in your message, and we'll do our best to respond quickly.",
  'Please spell any names or email addresses, so we get them right.',
];

function availability(w: PlanWriter): Line[] {
  const person = Boolean(w.ctx.fields.contact);
  if (!w.ctx.outOfOffice) return w.optional(person ? PERSON_BUSY : TEAM_BUSY);
  if (w.ctx.fields.returnDate) return w.required(person ? PERSON_AWAY : TEAM_AWAY);
  return w.required(person ? PERSON_AWAY_NO_DATE : TEAM_AWAY_NO_DATE);
}

export function planVoicemail(w: PlanWriter): Plan {
  return [
    [...w.required(w.ctx.fields.contact ? PERSON_OPENERS : w.tone.welcome), ...availability(w)],
    aboutLines(w, 'closed', 3),
    [
      ...w.required(w.ctx.fields.contact ? PERSON_LEAVE_MESSAGE : TEAM_LEAVE_MESSAGE),
      ...w.fillers(MESSAGE_TIPS, 2),
      ...websiteLine(w, 'closed'),
    ],
    w.optional(w.tone.laterGoodbye),
  ];
}

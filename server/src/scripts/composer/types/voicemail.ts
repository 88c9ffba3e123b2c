import type { Line, Plan, PlanWriter } from '../plan.js';
import { voicemailAboutLine, websiteLine } from '../shared-lines.js';

/**
 * A voicemail greeting: a named person speaks in the first person, a team as "we". It is personal
 * and sells nothing (issue 23): no industry colour, no general praise of the business; the length
 * is made of what helps a caller leave a good message.
 */
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
const PERSON_TIPS = [
  'Please speak clearly, and let me know the best time to reach you.',
  "If your call is urgent, please say so in your message, and I'll do my best to respond quickly.",
  'Please spell any names or email addresses, so I get them right.',
];
const TEAM_TIPS = [
  'Please speak clearly, and let us know the best time to reach you.',
  "If your call is urgent, please say so in your message, and we'll do our best to respond quickly.",
  'Please spell any names or email addresses, so we get them right.',
];

const PERSON_EXTRAS = [
  "I'm sorry to miss your call, and I appreciate your patience.",
  'If you would like a call back at a particular time, just say so in your message.',
  'Please include your phone number, even if you think I already have it.',
  "If you've already left a message, thank you. There's no need to leave another.",
  'Your message comes straight to me, and I will listen to it personally.',
  "Take your time. There's no rush when you leave your message.",
  'Knowing a good time to reach you helps me call back when it suits you.',
  'If it is easier, you are welcome to try me again later.',
  'Every message matters to me, and I read the details carefully before I reply.',
  'Please say your name slowly, and spell it if it might be unusual.',
  'Thank you for your understanding while I am unavailable.',
  'If your call concerns an earlier conversation, a quick reminder of it will help me prepare.',
];
const TEAM_EXTRAS = [
  "We're sorry to miss your call, and we appreciate your patience.",
  'If you would like a call back at a particular time, just say so in your message.',
  'Please include your phone number, even if you think we already have it.',
  "If you've already left a message, thank you. There's no need to leave another.",
  'Every message is heard by a member of our team.',
  "Take your time. There's no rush when you leave your message.",
  'Knowing a good time to reach you helps us call back when it suits you.',
  'If it is easier, you are welcome to try us again later.',
  'Every message matters to us, and we read the details carefully before we reply.',
  'Please say your name slowly, and spell it if it might be unusual.',
  'Thank you for your understanding while we are unavailable.',
  'If your call concerns an earlier conversation, a quick reminder of it will help us prepare.',
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
    [...voicemailAboutLine(w), ...w.fillers(w.ctx.fields.contact ? PERSON_EXTRAS : TEAM_EXTRAS, 3)],
    [
      ...w.required(w.ctx.fields.contact ? PERSON_LEAVE_MESSAGE : TEAM_LEAVE_MESSAGE),
      ...w.fillers(w.ctx.fields.contact ? PERSON_TIPS : TEAM_TIPS, 2),
      ...websiteLine(w, 'closed'),
    ],
    w.optional(w.tone.laterGoodbye),
  ];
}

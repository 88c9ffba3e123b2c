import type { Line, PlanWriter } from './plan.js';

/**
 * What a closed message (after-hours, holiday) says to a caller with an emergency, for a business
 * whose products speak of emergencies or of 24/7 service (issue 40, record 134). The caller is told
 * what to do (leave an urgent message: a closed message already asks for one), and a product
 * offered 24/7 is said to be still available where the office is said to be closed, so the script
 * never contradicts itself. Nothing else is promised: no number, no person on call.
 * `{urgentCall}` is "an emergency", or "urgent" for a business that never closes but names no
 * emergency ("24/7 support").
 */
const EMERGENCY_STEPS = [
  'For emergencies, leave an urgent message.',
  "If it's an emergency, please leave a message and say so at the start, and we'll get to it as soon as we can.",
  "In an emergency, please leave an urgent message with your name and number, and we'll respond as quickly as we can.",
];
const URGENT_STEPS = [
  'For anything urgent, please leave a message.',
  "If it's urgent, please leave a message and say so at the start, and we'll get to it as soon as we can.",
];

/** The after-hours request for a message, with what to do when the call is urgent: one sentence, so "leave" is not heard twice. */
const LEAVE_MESSAGE_URGENT = [
  "Please leave a message after the tone, and tell us if it's {urgentCall}.",
  "Please leave a message after the tone. If it's {urgentCall}, say so first, and we'll call you back as soon as we can.",
  "Please leave your name, number, and a brief message after the tone, and we'll call you back once we're open, or as soon as we can if it's {urgentCall}.",
];

/** The closed office's sentences, each saying what still runs: "Our office is now closed, but 24/7 emergency repairs are still available." */
export function closedButAvailable(w: PlanWriter, closed: readonly string[]): Line[] {
  if (!w.ctx.fields.aroundTheClock) return w.required(closed);
  return w.required(
    closed.map((sentence) => sentence.replace(/\.$/, ', but {aroundTheClock} {aroundTheClockVerb} still available.')),
  );
}

/** What to do in an emergency (holiday), each wording asking for the message itself; none for a business that speaks of neither emergencies nor 24/7 service. */
export function urgentStep(w: PlanWriter): Line[] {
  if (!w.ctx.urgent) return [];
  return w.required(w.ctx.urgent.emergencies ? EMERGENCY_STEPS : URGENT_STEPS);
}

/** The after-hours request for a message: `plain` for most, worded for urgent calls where they are offered. */
export function leaveMessage(w: PlanWriter, plain: readonly string[]): Line[] {
  return w.required(w.ctx.urgent ? LEAVE_MESSAGE_URGENT : plain);
}

/**
 * A closed message with urgent sentences to say lets the website give way to the length first, and
 * also the products when a 24/7 one is already named in the closing sentence.
 */
export function closedExtrasIfRoom(w: PlanWriter): { about: boolean; website: boolean } {
  return { about: Boolean(w.ctx.fields.aroundTheClock), website: Boolean(w.ctx.urgent) };
}

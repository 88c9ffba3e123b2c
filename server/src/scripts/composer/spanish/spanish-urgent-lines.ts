import type { Line, PlanWriter } from '../plan.js';

/**
 * What a closed Spanish message says to a caller with an emergency (record 134's rules, record
 * 143): leave an urgent message, and a product offered 24/7 is said to go on where the office is
 * said to be closed. Nothing else is promised: no number, no person on call.
 */
const EMERGENCY_STEPS = [
  'En caso de emergencia, deje un mensaje urgente.',
  'Si se trata de una emergencia, deje un mensaje y dígalo al principio, y le responderemos lo antes posible.',
  'En caso de emergencia, por favor deje un mensaje urgente con su nombre y su número, y le responderemos lo más pronto posible.',
];
const URGENT_STEPS = [
  'Si su asunto es urgente, por favor deje un mensaje.',
  'Si su llamada es urgente, deje un mensaje y dígalo al principio, y le responderemos lo antes posible.',
];
const LEAVE_MESSAGE_EMERGENCY = [
  'Por favor, deje un mensaje después del tono, y díganos si se trata de una emergencia.',
  'Por favor, deje un mensaje después del tono. Si es una emergencia, dígalo primero, y le llamaremos lo antes posible.',
  'Deje su nombre, su número y un breve mensaje después del tono, y le devolveremos la llamada en cuanto abramos, o lo antes posible si se trata de una emergencia.',
];
const LEAVE_MESSAGE_URGENT = [
  'Por favor, deje un mensaje después del tono, y díganos si su llamada es urgente.',
  'Por favor, deje un mensaje después del tono. Si es urgente, dígalo primero, y le llamaremos lo antes posible.',
  'Deje su nombre, su número y un breve mensaje después del tono, y le devolveremos la llamada en cuanto abramos, o lo antes posible si es urgente.',
];

/** "Nuestra oficina está cerrada, pero seguimos ofreciendo reparaciones de emergencia 24/7." */
export function spanishClosedButAvailable(w: PlanWriter, closed: readonly string[]): Line[] {
  if (!w.ctx.fields.aroundTheClock) return w.required(closed);
  return w.required(closed.map((sentence) => sentence.replace(/\.$/, ', pero seguimos ofreciendo {aroundTheClock}.')));
}

export function spanishUrgentStep(w: PlanWriter): Line[] {
  if (!w.ctx.urgent) return [];
  return w.required(w.ctx.urgent.emergencies ? EMERGENCY_STEPS : URGENT_STEPS);
}

export function spanishLeaveMessage(w: PlanWriter, plain: readonly string[]): Line[] {
  if (!w.ctx.urgent) return w.required(plain);
  return w.required(w.ctx.urgent.emergencies ? LEAVE_MESSAGE_EMERGENCY : LEAVE_MESSAGE_URGENT);
}

import type { Line, Plan, PlanWriter } from '../plan.js';
import { spanishVoicemailAboutLine, spanishWebsiteLine } from './spanish-shared-lines.js';

/**
 * A Spanish voicemail greeting (record 143): a named person speaks in the first person, a team as
 * "nosotros". It sells nothing (issue 23); its length is made of what helps a caller leave a good
 * message.
 */
const PERSON_OPENERS = [
  'Se ha comunicado con el buzón de voz {ofContact}, de {company}.',
  'Hola, se ha comunicado {withContact}, de {company}.',
  'Gracias por llamar a {company}. Este es el buzón de voz {ofContact}.',
  'Habla {theContact}, de {company}.',
];
const PERSON_AWAY = [
  'Regreso {returnOn}.',
  'Estoy fuera de la oficina y regreso {returnOn}.',
  'Estaré fuera de la oficina hasta {returnOn}.',
];
const PERSON_AWAY_NO_DATE = [
  'En este momento estoy fuera de la oficina.',
  'Por ahora me encuentro fuera de la oficina.',
];
const PERSON_BUSY = [
  'En este momento no puedo atender su llamada.',
  'No me encuentro en mi escritorio o estoy en otra llamada.',
];
const TEAM_AWAY = [
  'Regresamos {returnOn}.',
  'Nuestro equipo está fuera de la oficina y regresa {returnOn}.',
  'Nuestra oficina permanecerá cerrada hasta {returnOn}.',
];
const TEAM_AWAY_NO_DATE = [
  'En este momento nuestro equipo está fuera de la oficina.',
  'Por ahora no nos encontramos en la oficina.',
];
const TEAM_BUSY = [
  'En este momento no podemos atender su llamada.',
  'Todo nuestro equipo está atendiendo otras llamadas.',
];
const PERSON_LEAVE_MESSAGE = [
  'Deje su mensaje después del tono, por favor.',
  'Por favor, deje un mensaje después del tono, y le devolveré la llamada.',
  'Deje su nombre, su número y un breve mensaje después del tono, y le llamaré lo antes posible.',
  'Después del tono, deje su nombre, su número y el motivo de su llamada, y me comunicaré con usted pronto.',
];
const TEAM_LEAVE_MESSAGE = [
  'Deje su mensaje después del tono, por favor.',
  'Por favor, deje un mensaje después del tono, y le devolveremos la llamada.',
  'Deje su nombre, su número y un breve mensaje después del tono, y le llamaremos lo antes posible.',
  'Después del tono, deje su nombre, su número y el motivo de su llamada, y nos comunicaremos con usted pronto.',
];
const PERSON_TIPS = [
  'Por favor, hable con claridad e indíqueme el mejor horario para llamarle.',
  'Si su llamada es urgente, indíquelo en su mensaje, y haré lo posible por responderle pronto.',
  'Por favor, deletree los nombres y los correos electrónicos, para anotarlos correctamente.',
];
const TEAM_TIPS = [
  'Por favor, hable con claridad e indíquenos el mejor horario para llamarle.',
  'Si su llamada es urgente, indíquelo en su mensaje, y haremos lo posible por responderle pronto.',
  'Por favor, deletree los nombres y los correos electrónicos, para anotarlos correctamente.',
];
const PERSON_EXTRAS = [
  'Lamento no poder atenderle, y le agradezco su paciencia.',
  'Si prefiere que le llame a una hora en particular, solo dígalo en su mensaje.',
  'Por favor, incluya su número de teléfono, aunque crea que ya lo tengo.',
  'Si ya me dejó un mensaje, muchas gracias; no hace falta dejar otro.',
  'Su mensaje me llega directamente, y lo escucharé personalmente.',
  'Tómese su tiempo; no hay prisa al dejar su mensaje.',
  'Saber cuándo localizarle me ayuda a devolverle la llamada en un buen momento.',
  'Si le resulta más cómodo, también puede volver a intentarlo más tarde.',
  'Cada mensaje es importante para mí, y reviso los detalles con cuidado antes de responder.',
  'Por favor, diga su nombre despacio y deletréelo si es poco común.',
  'Gracias por su comprensión mientras no estoy disponible.',
  'Si su llamada tiene que ver con una conversación anterior, un breve recordatorio me ayudará a prepararme.',
];
const TEAM_EXTRAS = [
  'Lamentamos no poder atenderle, y le agradecemos su paciencia.',
  'Si prefiere que le llamemos a una hora en particular, solo dígalo en su mensaje.',
  'Por favor, incluya su número de teléfono, aunque crea que ya lo tenemos.',
  'Si ya nos dejó un mensaje, muchas gracias; no hace falta dejar otro.',
  'Cada mensaje lo escucha una persona de nuestro equipo.',
  'Tómese su tiempo; no hay prisa al dejar su mensaje.',
  'Saber cuándo localizarle nos ayuda a devolverle la llamada en un buen momento.',
  'Si le resulta más cómodo, también puede volver a intentarlo más tarde.',
  'Cada mensaje es importante para nosotros, y revisamos los detalles con cuidado antes de responder.',
  'Por favor, diga su nombre despacio y deletréelo si es poco común.',
  'Gracias por su comprensión mientras no estamos disponibles.',
  'Si su llamada tiene que ver con una conversación anterior, un breve recordatorio nos ayudará a prepararnos.',
];

function availability(w: PlanWriter): Line[] {
  const person = Boolean(w.ctx.fields.contact);
  if (!w.ctx.outOfOffice) return w.optional(person ? PERSON_BUSY : TEAM_BUSY);
  if (w.ctx.fields.returnOn) return w.required(person ? PERSON_AWAY : TEAM_AWAY);
  return w.required(person ? PERSON_AWAY_NO_DATE : TEAM_AWAY_NO_DATE);
}

export function planSpanishVoicemail(w: PlanWriter): Plan {
  const person = Boolean(w.ctx.fields.contact);
  return [
    [...w.required(person ? PERSON_OPENERS : w.tone.welcome), ...availability(w)],
    [...spanishVoicemailAboutLine(w), ...w.fillers(person ? PERSON_EXTRAS : TEAM_EXTRAS, 3)],
    [
      ...w.required(person ? PERSON_LEAVE_MESSAGE : TEAM_LEAVE_MESSAGE),
      ...w.fillers(person ? PERSON_TIPS : TEAM_TIPS, 2),
      ...spanishWebsiteLine(w, 'closed', { ifRoom: true }),
    ],
    w.optional(w.tone.laterGoodbye),
  ];
}

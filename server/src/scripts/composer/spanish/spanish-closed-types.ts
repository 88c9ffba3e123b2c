import type { Plan, PlanWriter } from '../plan.js';
import { planSpanishOnCallAfterHours, planSpanishOnCallHoliday } from './spanish-on-call.js';
import { spanishAboutLines, spanishWebsiteLine } from './spanish-shared-lines.js';
import { spanishClosedButAvailable, spanishLeaveMessage, spanishUrgentStep } from './spanish-urgent-lines.js';

/**
 * The Spanish messages nobody answers live (record 143): after hours and a holiday. They promise
 * no live answer, and say what to do in an emergency where the business offers emergency work
 * (record 134). A holiday is named and wished as Spanish does it ("¡Feliz Navidad!").
 */
const CLOSED_NOW = [
  'En este momento nuestra oficina está cerrada.',
  'Se ha comunicado fuera de nuestro horario de atención.',
  'Por hoy ya cerramos.',
];
const OPEN_HOURS = ['Nuestro horario de atención es {hours}.', 'Atendemos {hours}.'];
const LEAVE_MESSAGE = [
  'Deje su mensaje después del tono, por favor.',
  'Por favor, deje un mensaje después del tono, y le devolveremos la llamada.',
  'Por favor, deje su nombre, su número y un breve mensaje después del tono, y le llamaremos en cuanto abramos.',
  'Deje un mensaje con su nombre y su número, y alguien de nuestro equipo le devolverá la llamada en cuanto abramos.',
];
const URGENT_TIP = 'Si su llamada es urgente, indíquelo en su mensaje para darle prioridad.';
const MESSAGE_TIPS = [
  'Por favor, hable con claridad y déjenos el mejor número para comunicarnos con usted.',
  'Cada mensaje es importante para nosotros, y el suyo tendrá respuesta.',
];

/**
 * The website gives way to a short message's length (Spanish says a closed message in more words
 * than English: "Hoy permanecemos cerrados con motivo del Día de Acción de Gracias"), and so do the
 * products when a 24/7 one is already named in the closing sentence (record 134).
 */
const extrasIfRoom = (w: PlanWriter) => ({ about: Boolean(w.ctx.fields.aroundTheClock), website: true });

export function planSpanishAfterHours(w: PlanWriter): Plan {
  if (w.ctx.urgent?.onCall) return planSpanishOnCallAfterHours(w);
  const ifRoom = extrasIfRoom(w);
  return [
    [...w.required(w.tone.welcome), ...spanishClosedButAvailable(w, CLOSED_NOW)],
    [
      ...w.required(OPEN_HOURS),
      ...spanishLeaveMessage(w, LEAVE_MESSAGE),
      ...w.fillers(w.ctx.urgent ? MESSAGE_TIPS : [URGENT_TIP, ...MESSAGE_TIPS], 1),
    ],
    [
      ...spanishAboutLines(w, 'closed', 3, { ifRoom: ifRoom.about }),
      ...spanishWebsiteLine(w, 'closed', { ifRoom: ifRoom.website }),
    ],
    w.optional(w.tone.laterGoodbye),
  ];
}

const CLOSED_FOR = [
  'Hoy estamos cerrados por {holiday}.',
  'Nuestras oficinas están cerradas por {holiday}.',
  'Hoy permanecemos cerrados con motivo de {holiday}.',
  'Con motivo de {holiday}, nuestra oficina está cerrada.',
];
const CLOSED_FOR_THE_HOLIDAY = [
  'Nuestras oficinas están cerradas por el día festivo.',
  'Hoy permanecemos cerrados por el día festivo.',
];
const REGULAR_HOURS = [
  'Cuando volvamos a abrir, le atenderemos en nuestro horario habitual: {hours}.',
  'Retomaremos nuestro horario habitual, {hours}.',
  'Nuestro horario habitual es {hours}.',
  'Nuestro horario es {hours}.',
];
const WHILE_WE_ARE_AWAY = [
  'Por favor, deje un mensaje, y le devolveremos la llamada en cuanto regresemos.',
  'Esperamos que disfrute de estos días especiales en compañía de su familia y sus amigos.',
  'Gracias por este año maravilloso y por la confianza que deposita en nosotros.',
  'Si su consulta puede esperar, con gusto le ayudaremos en cuanto reabramos.',
];
/** Not said by a business whose 24/7 service goes on over the holiday (record 134). */
const RESTING = 'Aprovechamos estos días para descansar y así atenderle todavía mejor a nuestro regreso.';
const WISHES = [
  '¡{holidayWish} de parte de todo el equipo de {company}!',
  'Todo el equipo de {company} le desea: ¡{holidayWish}!',
  '¡{holidayWish}! Con cariño, todo el equipo de {company}.',
  '¡{holidayWish} de parte de {company}!',
  // Short, for a short message with more to say: the company is named in the greeting.
  '¡{holidayWish}!',
];
/** A day of remembrance (Memorial Day) is not wished "feliz". */
const GREETINGS_NO_WISH = [
  'De parte de todo el equipo de {company}, le deseamos unos días de descanso en compañía de los suyos.',
  'Todo el equipo de {company} le envía un cordial saludo.',
];
const WISHES_NO_HOLIDAY = [
  '¡Felices fiestas de parte de todo el equipo de {company}!',
  'Todo el equipo de {company} le desea unas felices fiestas.',
];

export function planSpanishHoliday(w: PlanWriter): Plan {
  if (w.ctx.urgent?.onCall) return planSpanishOnCallHoliday(w);
  const { holiday, holidayWish } = w.ctx.fields;
  // A holiday's name takes Spanish more words ("el Día de Acción de Gracias"), said twice: the products give way first.
  const ifRoom = { ...extrasIfRoom(w), about: true };
  const away = w.ctx.fields.aroundTheClock ? WHILE_WE_ARE_AWAY : [...WHILE_WE_ARE_AWAY, RESTING];
  const wishes = !holiday ? WISHES_NO_HOLIDAY : holidayWish ? WISHES : GREETINGS_NO_WISH;
  return [
    [...w.required(w.tone.welcome), ...spanishClosedButAvailable(w, holiday ? CLOSED_FOR : CLOSED_FOR_THE_HOLIDAY)],
    [...w.required(REGULAR_HOURS), ...spanishUrgentStep(w), ...w.fillers(away, 1)],
    [
      ...spanishAboutLines(w, 'closed', 3, { ifRoom: ifRoom.about }),
      ...spanishWebsiteLine(w, 'closed', { ifRoom: ifRoom.website }),
    ],
    [...w.required(wishes), ...w.optional(w.tone.laterGoodbye, 2)],
  ];
}

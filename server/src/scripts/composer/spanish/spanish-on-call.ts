import type { Plan, PlanWriter } from '../plan.js';
import { spanishAboutLines, spanishWebsiteLine } from './spanish-shared-lines.js';

/**
 * The Spanish after-hours and holiday messages of a business whose help never stops (issue 47,
 * record 150), as types/on-call.ts says them in English: help now first, an emergency kept on the
 * line ("no cuelgue"), the office's own hours or holiday after that, never "cerrado" beside hours
 * that are 24/7, never a rest.
 */
const HELP_NOW = [
  'Nuestro equipo de guardia está disponible ahora mismo.',
  'Nuestro equipo de guardia está listo para ayudarle ahora mismo.',
  'Ahora mismo hay alguien de nuestro equipo de guardia para ayudarle.',
];
const HELP_ON_THE_HOLIDAY = [
  'Incluso en {holiday}, nuestro equipo de guardia está disponible ahora mismo.',
  'También en estas fechas, nuestro equipo de guardia está listo para ayudarle ahora mismo.',
];
const STAY_FOR_AN_EMERGENCY = [
  // "Le comunicaremos" alone means "we will tell you": it needs whom the caller is put through to.
  'Si tiene una emergencia, por favor no cuelgue, y le comunicaremos enseguida con alguien que pueda ayudarle.',
  'En caso de emergencia, permanezca en la línea, y alguien de nuestro equipo de guardia le atenderá.',
  'Si se trata de una emergencia, por favor no cuelgue, y le atenderemos enseguida.',
];
const STAY_ON_THE_LINE = [
  'Por favor, permanezca en la línea, y alguien de nuestro equipo le atenderá enseguida.',
  'No cuelgue, por favor: enseguida le atendemos.',
];
const OFFICE_HOURS = [
  'Para lo que pueda esperar, nuestro horario de oficina es {hours}.',
  'Nuestra oficina atiende {hours}, para lo que pueda esperar.',
];
const OFFICE_CLOSED_FOR = [
  'Nuestra oficina cierra por {holiday}, pero la línea de emergencias sigue funcionando como siempre.',
];
const OFFICE_CLOSED_FOR_THE_HOLIDAY = [
  'Nuestra oficina cierra por el día festivo, pero la línea de emergencias sigue funcionando como siempre.',
];
const WISHES = ['¡{holidayWish} de parte de todo el equipo de {company}!', '¡{holidayWish} de parte de {company}!'];
const GREETINGS_NO_WISH = ['Todo el equipo de {company} le envía un cordial saludo.'];
const WISHES_NO_HOLIDAY = ['¡Felices fiestas de parte de todo el equipo de {company}!'];

function helpNow(w: PlanWriter, help: readonly string[]) {
  const emergencies = w.ctx.urgent!.emergencies;
  return [
    ...w.required(w.tone.welcome),
    ...w.required(help),
    ...w.required(emergencies ? STAY_FOR_AN_EMERGENCY : STAY_ON_THE_LINE),
  ];
}

const business = (w: PlanWriter) => [
  ...spanishAboutLines(w, 'open', 3, { ifRoom: true }),
  ...spanishWebsiteLine(w, 'open', { ifRoom: true }),
];

export function planSpanishOnCallAfterHours(w: PlanWriter): Plan {
  return [
    helpNow(w, HELP_NOW),
    w.ctx.urgent!.hoursAroundTheClock ? [] : w.optional(OFFICE_HOURS, 1),
    business(w),
    w.optional(w.tone.laterGoodbye),
  ];
}

export function planSpanishOnCallHoliday(w: PlanWriter): Plan {
  const { holiday, holidayWish } = w.ctx.fields;
  const wishes = !holiday ? WISHES_NO_HOLIDAY : holidayWish ? WISHES : GREETINGS_NO_WISH;
  return [
    helpNow(w, holiday ? HELP_ON_THE_HOLIDAY : HELP_NOW),
    w.ctx.urgent!.hoursAroundTheClock ? [] : w.optional(holiday ? OFFICE_CLOSED_FOR : OFFICE_CLOSED_FOR_THE_HOLIDAY, 1),
    business(w),
    [...w.required(wishes), ...w.optional(w.tone.laterGoodbye, 2)],
  ];
}

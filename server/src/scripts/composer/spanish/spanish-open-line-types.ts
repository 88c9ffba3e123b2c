import type { Plan, PlanWriter } from '../plan.js';
import { spanishAboutLines, spanishWebsiteLine } from './spanish-shared-lines.js';
import { spanishPromotionLines } from '../types/on-hold-promotions.js';

/**
 * The Spanish message types heard while the line is open (record 143): on hold, with promotions,
 * the greeting before a transfer, the keypad menu and the user's own message. Each follows the
 * English type's plan (what is required, what fills the length) with banks written in Spanish.
 */

/** Played while the caller waits; a programme's thank-yous share it out between them (record 147). */
export const SPANISH_WHILE_YOU_WAIT = [
  'Mientras espera, tenga a la mano los datos de su cuenta o sus preguntas, para ayudarle con mayor rapidez.',
  'Nuestro equipo se toma el tiempo de escuchar, para que cada cliente reciba la atención que merece.',
  'Atendemos las llamadas en el orden en que llegan, y la suya será atendida lo antes posible.',
  'Si ya nos ha llamado antes, gracias por volver a confiar en nosotros.',
  'Nuestra meta es sencilla: que termine la llamada con su pregunta resuelta.',
  'Siempre buscamos maneras de servirle mejor, y sus comentarios nos ayudan a lograrlo.',
];

export function planSpanishOnHold(w: PlanWriter): Plan {
  return [
    [...w.required(w.tone.welcome), ...w.optional(w.tone.appreciate)],
    spanishAboutLines(w, 'open'),
    [...w.fillers(SPANISH_WHILE_YOU_WAIT, 3), ...spanishWebsiteLine(w, 'open')],
    [...w.required(w.tone.holdOn), ...w.optional(w.tone.holdGoodbye)],
  ];
}

const OPENERS = [
  'Gracias por esperar en la línea con {company}.',
  'Gracias por permanecer en la línea con {company}.',
  'Mientras espera, le contamos las novedades de {company}.',
];
/** No two share a word that stands out, so neighbouring offers never echo. */
export const SPANISH_LEAD_INS = [
  'En este momento tenemos',
  'Pregúntenos por',
  'Nos complace ofrecerle',
  'Aproveche',
  'Disfrute de',
];
/** Without items the composer names no offer: the user gave none (record 111). */
const SPANISH_NO_PROMOTIONS = ['Pregunte a nuestro equipo por las novedades en cuanto le atendamos.'];
/** Offers given in English only (record 155): there are some, and the caller is told so, in Spanish. */
const SPANISH_UNTOLD_PROMOTIONS = [
  'En este momento tenemos promociones especiales: pregunte por ellas en cuanto le atendamos.',
  'Tenemos ofertas vigentes, y con gusto le damos todos los detalles en cuanto le atendamos.',
];

/** What stands where no offer can be named in Spanish. */
export function spanishNoPromotions(w: PlanWriter): readonly string[] {
  return w.ctx.promotionsUntold ? SPANISH_UNTOLD_PROMOTIONS : SPANISH_NO_PROMOTIONS;
}
const OFFER_LINES = [
  'Pida más detalles sobre cualquiera de estas promociones en cuanto le atendamos.',
  'Con gusto nuestro equipo le dará más información sobre cualquiera de ellas.',
];

export function planSpanishOnHoldPromotions(w: PlanWriter): Plan {
  return [
    [...w.required(OPENERS), ...w.optional(w.tone.appreciate)],
    spanishPromotionLines(w, spanishNoPromotions(w), SPANISH_LEAD_INS),
    [...w.fillers(OFFER_LINES, 1), ...spanishAboutLines(w, 'open', 3), ...spanishWebsiteLine(w, 'open')],
    [...w.required(w.tone.holdOn), ...w.optional(w.tone.holdGoodbye)],
  ];
}

const INTRODUCTIONS = [
  'Nuestro equipo está aquí para responder sus preguntas y orientarle.',
  'Nos alegra que se haya comunicado, y nos aseguraremos de que quede en buenas manos.',
  'Sea cual sea el motivo de su llamada, llegó al lugar indicado.',
  'Será un gusto saber en qué podemos ayudarle.',
  'Es un gusto tenerle con nosotros.',
];
const CONNECTING = [
  'Por favor, espere un momento mientras transferimos su llamada.',
  'Permanezca en la línea, y enseguida le comunicamos.',
  'Un momento, por favor, mientras le comunicamos con la persona indicada.',
];

export function planSpanishIntroGreeting(w: PlanWriter): Plan {
  return [
    [...w.required(w.tone.welcome), ...w.optional(w.tone.appreciate)],
    [...spanishAboutLines(w, 'open'), ...w.fillers(INTRODUCTIONS, 3)],
    [...spanishWebsiteLine(w, 'open'), ...w.required(CONNECTING)],
  ];
}

const GENERAL_GREETING = [
  'Sea cual sea el motivo de su llamada, nos alegra que se haya comunicado.',
  'Nuestro equipo está listo para escucharle y ayudarle a encontrar la respuesta indicada.',
  'Trabajamos para que cada conversación con nosotros sea sencilla y valga la pena.',
];

/** A paragraph of the user's that already says goodbye: the composer adds none of its own after it. */
const GOODBYE = /\b(?:gracias por (?:llamar|su llamada)|que tenga|hasta (?:pronto|luego)|cuídese|saludos)\b/i;

/** The user's own message, kept as typed, framed by a greeting and a goodbye in the tone. */
export function planSpanishCustom(w: PlanWriter): Plan {
  const own = w.ctx.customParagraphs.map((text) => ({ text, required: true, priority: 0, own: true }));
  const saysGoodbye = GOODBYE.test(w.ctx.customParagraphs.at(-1) ?? '');
  return [
    [...w.required(w.tone.welcome), ...w.optional(w.tone.appreciate)],
    [...spanishAboutLines(w, 'open', 3), ...spanishWebsiteLine(w, 'open')],
    own.length > 0 ? own : w.fillers(GENERAL_GREETING, 3),
    saysGoodbye ? [] : w.optional(w.tone.laterGoodbye),
  ];
}

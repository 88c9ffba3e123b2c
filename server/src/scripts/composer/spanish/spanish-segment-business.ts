import type { Plan, PlanWriter } from '../plan.js';
import { spanishPromotionLines } from '../types/on-hold-promotions.js';
import {
  SPANISH_GENERAL_LINES,
  SPANISH_INDUSTRY_LINES,
  SPANISH_INDUSTRY_LIVE_LINES,
} from './spanish-industry-lines.js';
import { SPANISH_LEAD_INS, spanishNoPromotions } from './spanish-open-line-types.js';
import { spanishAboutLines, spanishWebsiteLine } from './spanish-shared-lines.js';

/**
 * The middle parts of a Spanish programme (record 147), one subject each as in English (record
 * 118): every one names the company, since a caller may join at any of them, and says only what
 * the profile gives. Each draws on its own bank, so no sentence is heard twice in one programme.
 */

const SERVICES_OPENERS = [
  'Le contamos un poco más sobre {company}.',
  'Mientras espera, le contamos lo que {company} puede hacer por usted.',
  'Unas palabras sobre {company} mientras espera.',
];
/** Reached for when the industry's own lines run out (a custom sector has only the general ones). */
const SERVICES_LINES = [
  'Cuéntenos qué necesita, y buscaremos la mejor manera de ayudarle.',
  'Con gusto le explicamos cómo funciona todo antes de que decida.',
  'Cada solicitud recibe la misma atención, sea grande o pequeña.',
  'Si tiene dudas sobre lo que necesita, pregúntenos, y lo revisamos juntos.',
];

const TEAM_OPENERS = [
  'En {company}, cada persona que llama recibe toda nuestra atención.',
  'Todo el equipo de {company} está aquí para ayudarle.',
  'En {company}, a todo nuestro equipo le da gusto atenderle.',
];

/** `{hours}` is the Spanish context's "de lunes a viernes, de 9 de la mañana a 5 de la tarde". */
const HOURS = [
  '{company} abre {hours}.',
  'Nuestro horario en {company} es {hours}.',
  'Puede comunicarse con {company} {hours}.',
];
const HOURS_LINES = [
  'Conocer nuestro horario le facilita planear su próxima llamada.',
  'Le conviene anotarlo para la próxima vez.',
  'Dentro de ese horario, siempre habrá una voz amable para atenderle.',
  'Por ahora, le pedimos que siga en la línea: llamó al lugar indicado.',
  'Es el horario en que nuestro equipo responde sus preguntas.',
  'Si vuelve a llamar, cualquier momento dentro de ese horario es bueno.',
  'Llamar en ese horario es la mejor manera de hablar con una persona de inmediato.',
  'Con gusto le confirmamos el horario cuando le atendamos.',
];

const WEBSITE_COMPANY = [
  'Hay mucho más sobre {company} en internet.',
  '{company} está a un clic de distancia.',
  'Hay más de {company} de lo que cabe en una llamada.',
];
const WEBSITE_LINES = [
  'Es una manera práctica de conocer más sobre lo que hacemos.',
  'Puede consultarlo cuando guste, a cualquier hora.',
  'Ahí puede informarse sobre nosotros con calma.',
  'Puede ser un buen punto de partida antes de su próxima llamada.',
  'Guárdelo en sus favoritos, y siempre sabrá dónde encontrarnos.',
  'Compártalo con quien quiera conocernos.',
  'Es una forma sencilla de conocernos un poco mejor.',
  'Si le queda alguna pregunta después de su visita, con gusto se la respondemos.',
];

const PROMOTION_OPENERS = [
  'Un breve aviso de {company} mientras espera.',
  'Antes de atenderle, unas palabras de {company}.',
  'Una nota de {company} mientras espera.',
];
/** Never a deadline, a price or a frequency the user did not give (record 111). */
const PROMOTION_LINES = [
  'Con gusto nuestro equipo revisará sus opciones con usted para encontrar la que más le convenga.',
  'Sea lo que sea que busque, díganos, y le orientaremos.',
  'Si hay algo que quería preguntarnos, este es un buen momento para anotarlo.',
  'Una sola pregunta al atenderle puede bastar para encontrar lo indicado.',
  'Las cosas cambian durante el año, así que siempre conviene preguntarnos.',
  'Cuéntenos cómo supo de nosotros, para ayudarle mejor.',
  'Nos gusta mantener informados a nuestros clientes.',
  'Con gusto le contamos las novedades a medida que surgen.',
  'Quizás haya algo nuevo desde la última vez que nos llamó.',
];

export function planSpanishServices(w: PlanWriter): Plan {
  const live = SPANISH_INDUSTRY_LIVE_LINES[w.ctx.industryKey] ?? [];
  // The about lines' own fillers would repeat the team's bank: only their required sentence is taken.
  const about = spanishAboutLines(w, 'open').filter((line) => line.required);
  const onCall = w.ctx.urgent?.onCall && w.ctx.urgent.emergencies ? w.required(ON_CALL) : [];
  return [
    w.required(SERVICES_OPENERS),
    [
      ...about,
      ...onCall,
      ...w.fillers([...SPANISH_INDUSTRY_LINES[w.ctx.industryKey], ...live]),
      ...w.fillers(SERVICES_LINES, 3),
    ],
  ];
}

/** As in English (record 150): the emergency help that never stops, in the programme too. */
const ON_CALL = [
  'En caso de emergencia, nuestro equipo de guardia está listo para ayudarle a cualquier hora.',
  'Si tiene una emergencia, nuestro equipo de guardia le atiende de día y de noche.',
];

export function planSpanishTeam(w: PlanWriter): Plan {
  return [w.required(TEAM_OPENERS), w.fillers(SPANISH_GENERAL_LINES)];
}

export function planSpanishHours(w: PlanWriter): Plan {
  return [w.required(HOURS), w.fillers(HOURS_LINES)];
}

export function planSpanishWebsite(w: PlanWriter): Plan {
  return [[...w.required(WEBSITE_COMPANY), ...spanishWebsiteLine(w, 'open')], w.fillers(WEBSITE_LINES)];
}

export function planSpanishPromotion(w: PlanWriter): Plan {
  return [
    w.required(PROMOTION_OPENERS),
    spanishPromotionLines(w, spanishNoPromotions(w), SPANISH_LEAD_INS),
    w.fillers(PROMOTION_LINES),
  ];
}

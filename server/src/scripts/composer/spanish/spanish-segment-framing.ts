import { THANKS_VARIANTS } from '#common/schemas/programme-suggestion.js';
import type { Plan, PlanWriter } from '../plan.js';
import { SPANISH_WHILE_YOU_WAIT } from './spanish-open-line-types.js';

/**
 * The two parts that frame a Spanish programme (record 147), as the English ones do (record 118):
 * the welcome, heard first, and the thank-you for holding, heard again every three or four
 * messages, each thank-you in its own words. Written as a Spanish-speaking receptionist says them,
 * with "usted", not translated from the English banks; no sentence is heard in two parts.
 */

const COMING_UP = [
  'Mientras espera, le contaremos un poco más sobre lo que hacemos.',
  'En los próximos momentos, escuchará un poco sobre cómo podemos ayudarle.',
  'Le acompañamos con algo de música y unas palabras sobre nosotros.',
];
const WELCOME_LINES = [
  'Su llamada nos importa, y la atenderemos en su turno.',
  'Recibimos su llamada, y está en buenas manos.',
  'Gracias por regalarnos unos momentos de su tiempo.',
  'Gracias por su paciencia mientras la línea está ocupada.',
  'Nos alegra mucho tenerle con nosotros.',
  'Como sea que nos haya encontrado, nos da gusto que esté aquí.',
  'Cada persona que llama es importante, y también cada pregunta.',
];

/** Thank-you `n` opens with its own line, and takes every other line of the banks below (n even or odd). */
const THANK_YOU = [
  ['Gracias por esperar en la línea con {company}.'],
  ['Gracias por seguir en la línea con {company}.', 'Le agradecemos que siga esperando para hablar con {company}.'],
];
const THANKS_LINES = [
  'No nos hemos olvidado de usted, y su llamada será atendida.',
  'Sabemos que cada minuto cuenta, y agradecemos mucho su espera.',
  'Su lugar en la fila está guardado, y avanza con cada llamada que atendemos.',
  'Lamentamos la espera, y le agradecemos su comprensión.',
  'Le pedimos que no cuelgue, porque perdería su lugar en la fila.',
  'Cada llamada recibe su turno, y el suyo se acerca.',
  'Estamos atendiendo las llamadas lo más rápido posible.',
  'Su consulta es importante, y queremos darle toda nuestra atención.',
];
const STAY_WITH_US = [
  'Por favor, siga en la línea, y atenderemos su llamada lo antes posible.',
  'Por favor, no cuelgue; alguien de nuestro equipo le atenderá en breve.',
];

const nth = <T>(bank: readonly T[], variant: number) => bank.filter((_, i) => i % THANKS_VARIANTS === variant);

export function planSpanishWelcome(w: PlanWriter): Plan {
  return [
    [...w.required(w.tone.welcome), ...w.optional(w.tone.appreciate)],
    [...w.optional(COMING_UP), ...w.fillers(WELCOME_LINES)],
    w.required(w.tone.holdOn),
  ];
}

/** Thank-you `variant` (0 or 1): its own opening, optional lines and sign-off (the tone's n-th goodbye, or its own). */
export function planSpanishThanks(w: PlanWriter, variant = 0): Plan {
  const v = variant % THANKS_VARIANTS;
  return [
    [...w.required(THANK_YOU[v]!), ...w.fillers(nth(THANKS_LINES, v), 1)],
    w.fillers(nth(SPANISH_WHILE_YOU_WAIT, v), 3),
    w.required([...nth(w.tone.holdGoodbye, v), STAY_WITH_US[v]!]),
  ];
}

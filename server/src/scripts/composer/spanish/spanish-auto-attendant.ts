import type { Plan, PlanWriter } from '../plan.js';
import { planAttendant } from '../types/auto-attendant.js';
import { spanishAboutLines, spanishWebsiteLine } from './spanish-shared-lines.js';

/**
 * The Spanish keypad menu (record 134's rules, record 143): a one-sentence greeting, the user's own
 * introduction, then the options at once, each its own paragraph (the voice pauses between them),
 * operator last; what the business offers comes after, and the menu ends with how to hear it again.
 */
const REPEAT = [
  'Para escuchar estas opciones de nuevo, permanezca en la línea.',
  'Para escuchar este menú otra vez, simplemente permanezca en la línea.',
  'Permanezca en la línea para escuchar estas opciones de nuevo.',
];
const NO_MENU = ['Para hablar con alguien de nuestro equipo, por favor permanezca en la línea.'];

export const planSpanishAutoAttendant = (w: PlanWriter): Plan =>
  planAttendant(w, { about: spanishAboutLines, website: spanishWebsiteLine, repeat: REPEAT, noMenu: NO_MENU });

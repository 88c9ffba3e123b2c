import type { Line, PlanWriter } from '../plan.js';
import {
  SPANISH_GENERAL_LINES,
  SPANISH_INDUSTRY_LINES,
  SPANISH_INDUSTRY_LIVE_LINES,
} from './spanish-industry-lines.js';

/** Sentences several Spanish message types share: who the business is, and where to find it online (record 143). */

const ABOUT_BOTH = [
  '{Team} ofrece {products}.',
  'Le ofrecemos {products}, de la mano de {team}.',
  'Ya sea que necesite {productsOr}, {team} está para ayudarle.',
  'Contamos con {products}, con toda la experiencia de {team}.',
  'Ofrecemos {products}.',
];
const ABOUT_TEAM = [
  '{Team} está para ayudarle en lo que necesite.',
  '{Team} pone toda su experiencia en cada llamada.',
];
const ABOUT_PRODUCTS = [
  'Ofrecemos {products}.',
  'Pregúntenos por {products}.',
  'Ya sea que necesite {productsOr}, estamos para ayudarle.',
];

const WEBSITE_OPEN = [
  'También puede visitarnos en línea en {website}.',
  'Para más información, visite nuestro sitio web, {website}.',
  'Encuéntrenos en internet en {website}.',
  'Visítenos en {website}.',
];
const WEBSITE_CLOSED = [
  'Mientras tanto, encontrará más información en {website}.',
  'Puede conocer más sobre nosotros en {website}.',
  'También puede visitarnos cuando guste en {website}.',
  'Visítenos cuando guste en {website}.',
];

/** A voicemail names what the business does only to ask what the call is about (issue 23). */
const ABOUT_VOICEMAIL_BOTH = [
  'Si su llamada es sobre {productsOr}, por favor menciónelo, y {team} le dará seguimiento.',
  'Si tiene preguntas sobre {productsOr}, {team} le dará seguimiento.',
  'Si llama por {productsOr}, menciónelo, por favor.',
];
const ABOUT_VOICEMAIL_TEAM = ['Su mensaje llegará a {team}.'];
const ABOUT_VOICEMAIL_PRODUCTS = [
  'Si su llamada es sobre {productsOr}, por favor menciónelo en su mensaje.',
  'Si nos dice brevemente el motivo de su llamada, podremos darle seguimiento más rápido.',
];

/**
 * A business whose sector and services are given only in English (record 155): nothing of theirs is
 * quoted, but an emergency service, which the English words do say, is still said in Spanish.
 */
const ABOUT_EMERGENCIES = [
  'Si se trata de una emergencia, díganoslo en cuanto le atendamos, y le daremos prioridad.',
  'Atendemos emergencias: si la suya lo es, díganoslo en cuanto le atendamos.',
];
const ABOUT_ON_CALL = [
  'En caso de emergencia, nuestro equipo le atiende a cualquier hora del día o de la noche.',
  'Atendemos emergencias de día y de noche, todos los días.',
];

function aboutUnnamed(w: PlanWriter, when: 'open' | 'closed'): readonly string[] {
  const urgent = w.ctx.urgent;
  if (when === 'closed' || !urgent?.emergencies) return [];
  return urgent.onCall ? ABOUT_ON_CALL : ABOUT_EMERGENCIES;
}

export function spanishAboutLines(
  w: PlanWriter,
  when: 'open' | 'closed',
  fillerPriority = 2,
  { ifRoom = false } = {},
): Line[] {
  const { team, products } = w.ctx.fields;
  const about = team && products ? ABOUT_BOTH : team ? ABOUT_TEAM : products ? ABOUT_PRODUCTS : aboutUnnamed(w, when);
  const live = when === 'open' ? (SPANISH_INDUSTRY_LIVE_LINES[w.ctx.industryKey] ?? []) : [];
  return [
    ...(ifRoom ? w.requiredIfRoom(about) : w.required(about)),
    ...w.fillers([...SPANISH_INDUSTRY_LINES[w.ctx.industryKey], ...live], fillerPriority),
    ...w.fillers(SPANISH_GENERAL_LINES, 4),
  ];
}

export function spanishVoicemailAboutLine(w: PlanWriter): Line[] {
  const { team, products } = w.ctx.fields;
  return w.required(team && products ? ABOUT_VOICEMAIL_BOTH : team ? ABOUT_VOICEMAIL_TEAM : ABOUT_VOICEMAIL_PRODUCTS);
}

export function spanishWebsiteLine(w: PlanWriter, when: 'open' | 'closed', { ifRoom = false } = {}): Line[] {
  const variants = when === 'open' ? WEBSITE_OPEN : WEBSITE_CLOSED;
  return ifRoom ? w.requiredIfRoom(variants) : w.required(variants);
}

import type { Industry } from '#common/constants.js';
import { spanishPhrase } from './spanish-phrases.js';

/** Who answers the phone, said in Spanish (record 143): by industry, or from the sector the user typed. */

/** Who answers, by industry: "Nuestro equipo médico ofrece…". Every one is "equipo", so one verb form fits all. */
export const TEAMS: Record<Industry, string> = {
  technology: 'nuestro equipo de tecnología',
  healthcare: 'nuestro equipo médico',
  finance: 'nuestro equipo de asesoría financiera',
  retail: 'nuestro equipo de la tienda',
  hospitality: 'nuestro equipo de servicio',
  education: 'nuestro equipo educativo',
  professional: 'nuestro equipo de profesionales',
  manufacturing: 'nuestro equipo de producción',
  other: '',
};

/** Sectors typed as the kind of place the business is: its team is "el equipo de nuestra clínica veterinaria". */
const PLACES: Record<string, 'nuestro' | 'nuestra'> = {
  clínica: 'nuestra',
  tienda: 'nuestra',
  taquería: 'nuestra',
  panadería: 'nuestra',
  farmacia: 'nuestra',
  oficina: 'nuestra',
  agencia: 'nuestra',
  escuela: 'nuestra',
  academia: 'nuestra',
  estética: 'nuestra',
  taller: 'nuestro',
  consultorio: 'nuestro',
  despacho: 'nuestro',
  restaurante: 'nuestro',
  estudio: 'nuestro',
  salón: 'nuestro',
  hotel: 'nuestro',
  gimnasio: 'nuestro',
};

/**
 * A sector the user typed: a trade ("Plomería") -> "nuestro equipo de plomería"; a kind of place
 * ("Clínica veterinaria") -> "el equipo de nuestra clínica veterinaria"; a name ("Taquería El
 * Güero") -> "el equipo de Taquería El Güero".
 */
export function sectorTeam(sector: string): string {
  const phrase = spanishPhrase(sector.replace(/^(?:an?|the|el|la|un|una)\s+/i, ''));
  if (/^\p{Lu}/u.test(phrase)) return `el equipo de ${phrase}`;
  const place = PLACES[phrase.split(/\s+/)[0]!];
  return place ? `el equipo de ${place} ${phrase}` : `nuestro equipo de ${phrase}`;
}

/** The industry as a Spanish noun, for the LLM's prompt: the banks speak of the team instead. */
export const INDUSTRY_NOUNS: Record<Industry, string> = {
  technology: 'tecnología',
  healthcare: 'salud',
  finance: 'servicios financieros',
  retail: 'comercio',
  hospitality: 'hotelería y restaurantes',
  education: 'educación',
  professional: 'servicios profesionales',
  manufacturing: 'manufactura',
  other: '',
};

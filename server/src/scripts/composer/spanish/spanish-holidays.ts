import { spanishPhrase } from './spanish-phrases.js';

/**
 * A holiday as a Spanish message names it and wishes it (record 143). US holidays typed in English
 * ("Thanksgiving") take their usual US Spanish names, with the article Spanish gives them ("cerrado
 * por el Día de Acción de Gracias", "por Navidad"), and their customary wish ("¡Feliz Navidad!",
 * "¡Próspero Año Nuevo!"). A day of remembrance is not wished "feliz". Any other holiday is the
 * user's own words, kept as typed.
 */
interface SpanishHoliday {
  /** As said after "por": "el Día de Acción de Gracias", "Navidad". */
  name: string;
  /** The wish, without its marks: "Feliz Navidad"; '' for a day of remembrance. */
  wish: string;
}

const HOLIDAYS: readonly [RegExp, SpanishHoliday][] = [
  [/^(?:christmas eve|nochebuena)$/i, { name: 'Nochebuena', wish: 'Feliz Navidad' }],
  [/^(?:(?:merry )?christmas(?: day)?|x-?mas|navidad|d[ií]a de navidad)$/i, { name: 'Navidad', wish: 'Feliz Navidad' }],
  [/^(?:new year'?s eve|fin de a[ñn]o|nochevieja)$/i, { name: 'Fin de Año', wish: 'Próspero Año Nuevo' }],
  [/^(?:new year'?s?(?: day)?|a[ñn]o nuevo)$/i, { name: 'Año Nuevo', wish: 'Próspero Año Nuevo' }],
  [
    /^(?:thanksgiving(?: day)?|(?:el )?d[ií]a de acci[oó]n de gracias)$/i,
    { name: 'el Día de Acción de Gracias', wish: 'Feliz Día de Acción de Gracias' },
  ],
  [
    /^(?:independence day|(?:the )?fourth of july|july 4(?:th)?|4th of july)$/i,
    { name: 'el Día de la Independencia', wish: 'Feliz Día de la Independencia' },
  ],
  [/^(?:labou?r day)$/i, { name: 'el Día del Trabajo', wish: 'Feliz Día del Trabajo' }],
  [/^(?:memorial day)$/i, { name: 'el Día de los Caídos', wish: '' }],
  [/^(?:veterans'? day)$/i, { name: 'el Día de los Veteranos', wish: '' }],
  [/^(?:good friday)$/i, { name: 'Viernes Santo', wish: '' }],
  [/^(?:easter(?: sunday)?)$/i, { name: 'Pascua', wish: 'Felices Pascuas' }],
  [/^(?:presidents'? day)$/i, { name: 'el Día de los Presidentes', wish: '' }],
  [
    /^(?:(?:dr\.? )?martin luther king(?:,? jr\.?)?(?: day)?|mlk day)$/i,
    { name: 'el Día de Martin Luther King Jr.', wish: '' },
  ],
  [/^(?:mother'?s day)$/i, { name: 'el Día de las Madres', wish: 'Feliz Día de las Madres' }],
  [/^(?:father'?s day)$/i, { name: 'el Día del Padre', wish: 'Feliz Día del Padre' }],
  [/^(?:valentine'?s day)$/i, { name: 'el Día de San Valentín', wish: 'Feliz Día de San Valentín' }],
  [/^(?:(?:the )?holidays?|holiday season|las fiestas)$/i, { name: 'las fiestas', wish: 'Felices fiestas' }],
];

export function spanishHoliday(raw: string): SpanishHoliday {
  const typed = spanishPhrase(raw.trim());
  if (!typed) return { name: '', wish: '' };
  const known = HOLIDAYS.find(([pattern]) => pattern.test(typed));
  if (known) return known[1];
  // "Día de los Muertos" takes its article; "Cinco de Mayo" and "Hanukkah" are named as typed.
  const name = /^d[ií]a\b/i.test(typed) ? `el ${typed[0]!.toUpperCase()}${typed.slice(1)}` : typed;
  return { name, wish: `Feliz ${name.replace(/^el /, '')}` };
}

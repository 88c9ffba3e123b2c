/**
 * Anglicisms and word-for-word translations a native writer of US Spanish avoids, each with the
 * phrase to use instead. Gathered from the usual style guides for US Spanish (Fundéu's and the
 * Academia Norteamericana de la Lengua Española's lists of anglicisms, and translators' lists of
 * calques found in phone menus). JavaScript's \b knows only ASCII letters: after a letter with an
 * accent, a pattern ends with (?!\p{L}) instead.
 */
export const SPANISH_CALQUES: readonly { said: string; pattern: RegExp; instead: string }[] = [
  { said: 'aplicar para', pattern: /\baplicar para\b/i, instead: 'solicitar' },
  {
    said: 'llamar para atrás',
    pattern: /\bllamar(?:le|nos)? (?:para )?(?:atrás|pa'? ?trás)\b/i,
    instead: 'devolver la llamada',
  },
  {
    said: 'llamarle de vuelta',
    pattern: /\bllamar(?:le|lo|la|nos)? de (?:vuelta|regreso)\b/i,
    instead: 'devolver la llamada',
  },
  {
    said: 'regresar la llamada',
    pattern: /\b(?:retornar|regresar)(?:le)? (?:la|su) llamada\b/i,
    instead: 'devolver la llamada',
  },
  { said: 'en orden de', pattern: /\ben orden de\b/i, instead: 'para' },
  {
    said: 'tenga un buen día (sin «que»)',
    pattern: /(?<!\bque )\btenga un (?:buen|gran|excelente) día\b/i,
    instead: 'que tenga un buen día',
  },
  { said: 'un gran día', pattern: /\bun gran día\b/i, instead: 'un excelente día' },
  { said: 'déjenos saber', pattern: /\bdéj(?:e|enos|eme)(?:nos|me)? saber\b/i, instead: 'avísenos, indíquenos' },
  { said: 'siéntase libre de', pattern: /\bsiéntase libre de\b/i, instead: 'no dude en' },
  { said: 'hacer sentido', pattern: /\bhacer sentido\b/i, instead: 'tener sentido' },
  {
    said: 'mirar hacia adelante',
    pattern: /\bmirar (?:hacia )?adelante\b|\bmiramos adelante\b/i,
    instead: 'esperamos con gusto',
  },
  { said: 'en el mientras tanto', pattern: /\ben el mientras tanto\b/i, instead: 'mientras tanto' },
  { said: 'al final del día', pattern: /\bal final del día\b/i, instead: 'en definitiva' },
  { said: 'en adición', pattern: /\ben adición\b/i, instead: 'además' },
  { said: 'sostenga (la línea)', pattern: /\bsosteng(?:a|an)\b/i, instead: 'espere en la línea' },
  { said: 'hacer una cita', pattern: /\bhacer una cita\b/i, instead: 'programar una cita' },
  { said: 'chequear', pattern: /\bchequear\b/i, instead: 'revisar' },
  { said: 'remover', pattern: /\bremover\b/i, instead: 'quitar' },
  { said: 'le asistirá', pattern: /\ble asistir(?:á|emos)(?!\p{L})|\basistirle\b/iu, instead: 'le atenderá, ayudarle' },
  { said: 'soportar', pattern: /\bsoportar(?:le)?\b/i, instead: 'apoyar, dar soporte' },
  { said: 'ordenar en línea', pattern: /\bordenar (?:en línea|online)\b/i, instead: 'hacer un pedido' },
  {
    said: 'en base a',
    pattern: /\bbasado en (?:su|sus) necesidades\b|\ben base a\b/i,
    instead: 'según sus necesidades',
  },
  { said: 'estar supuesto a', pattern: /\bestar supuesto a\b|\bestá supuesto\b/i, instead: 'deber' },
  { said: 'tomar ventaja', pattern: /\btomar ventaja\b/i, instead: 'aprovechar' },
  { said: 'es por eso que', pattern: /\bes por eso que\b/i, instead: 'por eso' },
  {
    said: 'su llamada es importante a nosotros',
    pattern: /\bsu llamada es importante a nosotros\b/i,
    instead: 'es importante para nosotros',
  },
  {
    said: 'mantenga la línea',
    pattern: /\bmantenga la línea\b/i,
    instead: 'permanezca en la línea',
  },
];

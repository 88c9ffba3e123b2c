/**
 * Spanish words every sentence needs and every phone message says (record 143): hearing them in
 * two sentences in a row is no echo. The length control's echo check (record 096) passes over
 * them, as it passes over the English grammar words.
 */
export const SPANISH_GLUE_WORDS: readonly string[] = (
  'a al ante bajo con contra de del desde durante en entre hacia hasta para por según sin sobre tras ' +
  'el la los las lo un una unos unas y e o u ni pero sino que como cuando donde si ya más muy tan también ' +
  'es son está están ser estar sea será hay ha han he hemos fue era le les se nos me mi mis su sus usted ustedes ' +
  'nosotros nuestro nuestra nuestros nuestras este esta estos estas ese esa eso esto todo toda todos todas cada ' +
  'no sí aquí hoy ahora pronto gracias favor llamar llamada llame llamadas línea mensaje teléfono número nombre ' +
  'oprima marque uno dos tres cuatro cinco seis siete ocho nueve cero hola equipo oficina horario'
).split(' ');

/**
 * Words a Spanish script uses that are also spelled as English words in the ordinary-words list
 * (assets/ordinary-words.txt.gz): "general", "total", "plan"; "media" of "8 y media", "llama" ("calls") and "dice" ("nos dice", record 155),
 * met in a programme's parts (record 147). Any other word of that list in a
 * Spanish script is English, unless the user typed it.
 */
export const SPANISH_AND_ENGLISH_SPELLINGS: ReadonlySet<string> = new Set<string>(
  (
    'a e o u y la lo me mi no nos con sin es son sea ha hay dos favor gusto pronto antes persona personal habitual web ' +
    'internet cordial placer resolver saber amigos rodeos pone dude particular real mayor meta especial solo total padre ' +
    'general final plan hotel anterior media llama numeral dice'
  ).split(' '),
);

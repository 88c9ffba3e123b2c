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

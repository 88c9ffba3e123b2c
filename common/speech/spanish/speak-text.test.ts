import { describe, expect, it } from 'vitest';
import { speakSpanishText } from './speak-text.js';
import { spanishNumberWords, spanishOrdinalWords } from './number-words.js';

describe('Spanish numbers in words', () => {
  it.each([
    [0, 'cero'],
    [1, 'uno'],
    [16, 'dieciséis'],
    [21, 'veintiuno'],
    [22, 'veintidós'],
    [31, 'treinta y uno'],
    [100, 'cien'],
    [101, 'ciento uno'],
    [500, 'quinientos'],
    [1000, 'mil'],
    [1205, 'mil doscientos cinco'],
    [2026, 'dos mil veintiséis'],
    [21_000, 'veintiún mil'],
    [1_000_000, 'un millón'],
    [2_500_000, 'dos millones quinientos mil'],
    [1_000_000_000, 'mil millones'],
  ])('%i -> %s', (n, words) => expect(spanishNumberWords(n)).toBe(words));

  it('agrees with the noun that follows', () => {
    expect(spanishNumberWords(21, 'un')).toBe('veintiún');
    expect(spanishNumberWords(21, 'una')).toBe('veintiuna');
    expect(spanishNumberWords(200, 'una')).toBe('doscientas');
    expect(spanishNumberWords(501, 'un')).toBe('quinientos un');
  });

  it('gives ordinals to ten, and the cardinal after', () => {
    expect(spanishOrdinalWords(1, 'o')).toBe('primero');
    expect(spanishOrdinalWords(1, 'before-noun')).toBe('primer');
    expect(spanishOrdinalWords(3, 'before-noun')).toBe('tercer');
    expect(spanishOrdinalWords(2, 'a')).toBe('segunda');
    expect(spanishOrdinalWords(7, 'o')).toBe('séptimo');
    expect(spanishOrdinalWords(11, 'o')).toBe('once');
  });
});

describe('Spanish text in front of the voice', () => {
  it.each([
    ['Cuesta $25.99 al mes.', 'Cuesta veinticinco dólares con noventa y nueve centavos al mes.'],
    ['Solo $1 hoy.', 'Solo un dólar hoy.'],
    ['Ahorre $21.', 'Ahorre veintiún dólares.'],
    ['Un premio de $1,000,000.', 'Un premio de un millón de dólares.'],
    ['Desde $0.50.', 'Desde cincuenta centavos.'],
    ['Un 20% de descuento.', 'Un veinte por ciento de descuento.'],
    ['Llame al 555-0100.', 'Llame al cinco cinco cinco, cero uno cero cero.'],
    ['Llame al (305) 555-0147.', 'Llame al tres cero cinco, cinco cinco cinco, cero uno cuatro siete.'],
    ['Abrimos a las 9:00 AM.', 'Abrimos a las nueve de la mañana.'],
    ['Cerramos a la 1 p. m.', 'Cerramos a la una de la tarde.'],
    ['Hasta las 8:30 p.m.', 'Hasta las ocho y media de la noche.'],
    ['De 9:15 a 17:45.', 'De nueve y cuarto de la mañana a cinco y cuarenta y cinco de la tarde.'],
    ['Horario: lun-vie, 9 AM - 5 PM.', 'Horario: lunes a viernes, nueve de la mañana a cinco de la tarde.'],
    ['A las 12:00 PM o a las 0:30.', 'A las doce del mediodía o a las doce y media de la noche.'],
    ['Cerrado el 1 de enero.', 'Cerrado el primero de enero.'],
    ['Cerrado el 25 de diciembre de 2026.', 'Cerrado el veinticinco de diciembre de dos mil veintiséis.'],
    ['Vuelva el 12/28.', 'Vuelva el veintiocho de diciembre.'],
    ['Vuelva el 2026-12-28.', 'Vuelva el lunes veintiocho de diciembre.'],
    ['Visite www.brightsmile.com hoy.', 'Visite brightsmile punto com hoy.'],
    ['Escriba a citas@bright-smile.com.', 'Escriba a citas arroba bright guion smile punto com.'],
    ['La Dra. Ruiz y el Sr. Gómez.', 'La Doctora Ruiz y el Señor Gómez.'],
    ['Av. Juárez No. 45, Col. Centro.', 'Avenida Juárez número cuarenta y cinco, Colonia Centro.'],
    ['Estamos en el 2do piso.', 'Estamos en el segundo piso.'],
    ['Es su 1er aniversario y la 3ra visita.', 'Es su primer aniversario y la tercera visita.'],
    ['Servicio 24/7.', 'Servicio las veinticuatro horas, los siete días de la semana.'],
    ['Hace 72°F.', 'Hace setenta y dos grados Fahrenheit.'],
    ['Pérez & Hijos, #1 en EE. UU.', 'Pérez y Hijos, número uno en Estados Unidos.'],
    ['Código 000123.', 'Código cero cero cero uno dos tres.'],
    ['No, gracias.', 'No, gracias.'],
    ['Limpiezas, coronas, etc. Llame hoy.', 'Limpiezas, coronas, etcétera. Llame hoy.'],
    // Issue 47: the days as a Spanish timetable writes them.
    ['Abierto L–V de 8 a 5.', 'Abierto lunes a viernes de ocho a cinco.'],
    ['Horario: L a S, 9 AM - 2 PM.', 'Horario: lunes a sábado, nueve de la mañana a dos de la tarde.'],
    ['Sáb y dom de 10 a 2.', 'sábado y domingo de diez a dos.'],
    ['Sáb/Dom: cerrado.', 'sábado y domingo: cerrado.'],
    ['Talla M-L.', 'Talla M-L.'],
  ])('%s', (text, spoken) => expect(speakSpanishText(text)).toBe(spoken));
});

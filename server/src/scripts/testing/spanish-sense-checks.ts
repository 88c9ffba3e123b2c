import { INDUSTRY_VALUES, type Industry, type MessageType } from '#common/constants.js';
import type { GenerateScriptBody } from '#common/schemas/scripts.js';
import { englishWords, spanishSlips } from '../composer/spanish/spanish-slips.js';
import type { ScriptRequest } from '../script-writer.js';
import { ROUND_THE_CLOCK, urgentService } from '../composer/urgent-service.js';

/**
 * The businesses the Spanish composer's sense tests write for (record 143), typed as a
 * Spanish-speaking owner types them, and the checks a Spanish-speaking reader makes of a script
 * on top of `spanishSlips` (English words, calques, "tú", the keypad).
 */
const PRODUCTS: Record<Industry, string> = {
  technology: 'Respaldos en la nube, soporte técnico, auditoría de seguridad',
  healthcare: 'Citas el mismo día, resurtido de recetas, portal del paciente, Invisalign',
  finance: 'Preparación de impuestos, planificación para el retiro, asesoría hipotecaria',
  retail: 'Tarjetas de regalo, entrega a domicilio, reparación de iPhone, programa de lealtad',
  hospitality: 'Comedor privado, banquetes para eventos, terraza',
  education: 'Tutorías después de clases, campamentos de verano, cursos en línea',
  professional: 'Revisión de contratos, nómina, planes de negocio',
  manufacturing: 'Fabricación a la medida, pedidos al mayoreo, inspección de calidad',
  other: 'Consultas, reparaciones',
};
const SECTORS = [
  { customSector: 'Clínica veterinaria', keyProducts: 'Vacunas, limpieza dental, consultas de emergencia' },
  { customSector: 'Estética canina', keyProducts: 'Baños, corte de uñas' },
  { customSector: 'Arquitectura', keyProducts: '' },
  { customSector: 'Taquería El Güero', keyProducts: 'Tacos al pastor, aguas frescas, pedidos para fiestas' },
  {
    customSector: 'Plomería',
    keyProducts: 'Reparaciones de emergencia 24/7, destape de drenajes y calentadores de agua',
  },
];
/** Names typed with their own capitals: never lowered. */
const NAMES = ['Invisalign', 'iPhone', 'Taquería El Güero', 'Sonrisa Brillante'];

export const SPANISH_COMMON: GenerateScriptBody = {
  language: 'es',
  companyName: 'Sonrisa Brillante 😁 Co.',
  companyWebsite: 'www.sonrisabrillante.com',
  // Typed in English, as the studio's screens are: the script says it in Spanish.
  businessHours: 'Mon-Fri 9:00 AM-5:00 PM',
  holidayType: 'Thanksgiving',
  voicemailContactName: 'Dra. Ana Ruiz',
  voicemailOutOfOffice: true,
  voicemailReturnDate: '2026-12-28',
  promotionItems: ['20% de descuento en su primera visita', 'Estacionamiento gratis para todos'],
  // Keypad options in every form people type them: a noun, a clause, an infinitive, a desk.
  attendants: { '1': 'Reservaciones', '2': 'Si llama por facturación', '3': 'reservar una mesa', '0': 'recepción' },
  attendantOptions: 'Escuche con atención, ya que nuestras opciones han cambiado.',
  customMessage: 'Nos mudamos a la calle Harbor número 12 en enero.\n\nGracias por llamar, y que tenga un buen día.',
};

export const spanishCases = [
  ...INDUSTRY_VALUES.filter((i) => i !== 'other').map((industry) => ({
    label: industry,
    body: { ...SPANISH_COMMON, industry, keyProducts: PRODUCTS[industry] },
  })),
  ...SECTORS.map((s) => ({ label: s.customSector, body: { ...SPANISH_COMMON, industry: 'other' as const, ...s } })),
];

/** A fact the user never gave: urgency, prices, awards, hours, free things. */
const INVENTED =
  /tiempo limitado|solo por hoy|apres[úu]rese|no se lo pierda|última oportunidad|premiad|galardon|número uno|los mejores|\$\s?\d|\d+\s?%|por ciento|\bgratis\b|gratuit|24\/7|las 24 horas|día hábil|a primera hora|desde hace|años de experiencia|extensión/gi;
/** Said only while someone can answer. */
const LIVE_PROMISES =
  /permanezca en la línea|no cuelgue|en un momento|enseguida|en breve|le comunicamos|transferimos|próximo representante|en cuanto le atendamos|le atendemos/i;
const CLOSED_TYPES: readonly MessageType[] = ['after-hours', 'holiday', 'voicemail'];
const SALES_PITCH = /enorgullece|ofrecemos|le ofrece|pregúntenos|no olvide|experiencia de|especialistas|aproveche/i;

function sentences(script: string): string[] {
  return script
    .replace(/\n+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[¡¿\p{Lu}0-9])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function spanishSenseSlips(script: string, request: ScriptRequest, messageType: MessageType): string[] {
  const found = [
    ...spanishSlips(script, request),
    ...englishWords(script, request).map((w) => `an English word: "${w}"`),
  ];
  const typed = [
    request.keyProducts,
    request.spanishKeyProducts,
    request.businessHours,
    request.customMessage,
    ...request.promotionItems,
    ...request.spanishPromotionItems,
    request.attendantOptions,
  ]
    .join(' ')
    .toLowerCase();
  // Help around the clock the user gave in any words ("24/7 emergency plumbing") is said in Spanish's (record 155).
  const roundTheClock = ROUND_THE_CLOCK.test(`${typed} ${request.customSector}`);
  for (const m of script.matchAll(INVENTED))
    if (!typed.includes(m[0].toLowerCase()) && !(roundTheClock && /24/.test(m[0])))
      found.push(`an invented fact: "${m[0]}"`);
  // A business whose help never stops keeps its caller on the line (issue 47, record 150).
  if (CLOSED_TYPES.includes(messageType) && !urgentService(request)?.onCall) {
    const live = LIVE_PROMISES.exec(script);
    if (live) found.push(`promises a live answer while closed: "${live[0]}"`);
  }
  const pitch = messageType === 'voicemail' ? SALES_PITCH.exec(script) : null;
  if (pitch) found.push(`a voicemail that sells: "${pitch[0]}"`);
  const all = sentences(script);
  const opening = (sentence: string, words: number) =>
    sentence.toLowerCase().replace(/^[¡¿]/, '').split(/\s+/).slice(0, words).join(' ');
  const keypad = (sentence: string) => /(?:oprima|marque) el \p{L}+\.$/u.test(sentence);
  for (let i = 1; i < all.length; i++) {
    const [a, b] = [all[i - 1]!, all[i]!];
    if (opening(a, 2) === opening(b, 2) && !(keypad(a) && keypad(b)))
      found.push(`two sentences open "${opening(b, 2)}"`);
    const c = all[i - 2];
    if (c && opening(c, 1) === opening(a, 1) && opening(a, 1) === opening(b, 1) && ![a, b, c].every(keypad))
      found.push(`three sentences open "${opening(b, 1)}"`);
  }
  if (new Set(all.map((s) => s.toLowerCase())).size !== all.length) found.push('a sentence repeats');
  for (const sentence of all) {
    // Spanish opens what it exclaims or asks: "¡Feliz Navidad!", "¿Busca algo?".
    if (sentence.endsWith('!') && !sentence.includes('¡')) found.push(`"!" without "¡": "${sentence}"`);
    if (sentence.endsWith('?') && !sentence.includes('¿')) found.push(`"?" without "¿": "${sentence}"`);
  }
  if ((script.match(/¡/g) ?? []).length !== (script.match(/!/g) ?? []).length) found.push('unpaired "¡" and "!"');
  if (/(?<!\.)\.\.(?!\.)|\s[.,!?]|[{}]| {2}|\bde el\b|\ba el\b/.test(script))
    found.push('stray punctuation, a gap, or "de el"');
  if (/\p{Extended_Pictographic}/u.test(script)) found.push('an emoji');
  if (!script.includes('Sonrisa Brillante Co.')) found.push('the company name is missing or garbled');
  for (const name of NAMES) {
    for (const m of script.matchAll(new RegExp(name, 'gi')))
      if (m[0] !== name) found.push(`"${name}" written as "${m[0]}"`);
  }
  return found;
}

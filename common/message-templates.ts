import type { MessageType } from './constants.js';
import type { MessageLanguage } from './message-language.js';
import { oneFullStop, speakableCompanyName } from './speech/spoken-symbols.js';

/**
 * The default message of each type with the company name inserted (spec §9): step 3 shows it as
 * the suggested message, and the user can take it as a starting point before generating.
 */
const TEMPLATES: Record<MessageType, (company: string) => string> = {
  holiday: (c) =>
    `Thank you for calling ${c}. Our office is closed for the holiday.\n\nPlease leave a message, or call back when we reopen. From all of us at ${c}, happy holidays!`,
  voicemail: (c) =>
    `Thank you for calling ${c}. We can't take your call right now.\n\nPlease leave your name, number and a short message after the tone, and we'll call you back as soon as we can.`,
  'on-hold': (c) =>
    `Thank you for calling ${c}. Your call is important to us.\n\nPlease stay on the line, and the next available member of our team will be with you shortly.`,
  'after-hours': (c) =>
    `Thank you for calling ${c}. Our office is now closed.\n\nPlease call back during business hours, or leave a message and we'll return your call on the next business day.`,
  'intro-greeting': (c) =>
    `Hello, and thank you for calling ${c}.\n\nPlease hold for a moment while we connect you with the right person.`,
  'on-hold-promotions': (c) =>
    `Thank you for holding with ${c}.\n\nWhile you wait, ask our team about this month's special offers. We'll be with you in just a moment.`,
  'auto-attendant': (c) =>
    `Thank you for calling ${c}.\n\nPlease listen carefully to the following options. To speak with a member of our team, please stay on the line.`,
  custom: (c) => `Thank you for calling ${c}.\n\nWe appreciate your call and look forward to speaking with you.`,
};

/**
 * The same suggestions for a Spanish message (issue 39, record 143), written as a US business's
 * Spanish line says them ("usted", "le devolveremos la llamada"), not translated word for word.
 */
const SPANISH_TEMPLATES: Record<MessageType, (company: string) => string> = {
  holiday: (c) =>
    `Gracias por llamar a ${c}. Nuestra oficina está cerrada por el día festivo.\n\nPor favor, deje un mensaje o vuelva a llamarnos cuando reabramos. ¡Felices fiestas de parte de todo el equipo de ${c}!`,
  voicemail: (c) =>
    `Gracias por llamar a ${c}. En este momento no podemos atender su llamada.\n\nPor favor, deje su nombre, su número y un breve mensaje después del tono, y le devolveremos la llamada lo antes posible.`,
  'on-hold': (c) =>
    `Gracias por llamar a ${c}. Su llamada es importante para nosotros.\n\nPor favor, permanezca en la línea; en breve le atenderá el próximo integrante disponible de nuestro equipo.`,
  'after-hours': (c) =>
    `Gracias por llamar a ${c}. En este momento nuestra oficina está cerrada.\n\nPor favor, vuelva a llamar en nuestro horario de atención, o deje un mensaje y le devolveremos la llamada en cuanto abramos.`,
  'intro-greeting': (c) =>
    `Hola, gracias por llamar a ${c}.\n\nPor favor, espere un momento mientras le comunicamos con la persona indicada.`,
  'on-hold-promotions': (c) =>
    `Gracias por esperar en la línea con ${c}.\n\nMientras espera, pregunte a nuestro equipo por las promociones de este mes. En un momento le atendemos.`,
  'auto-attendant': (c) =>
    `Gracias por llamar a ${c}.\n\nPor favor, escuche con atención las siguientes opciones. Para hablar con alguien de nuestro equipo, permanezca en la línea.`,
  custom: (c) => `Gracias por llamar a ${c}.\n\nAgradecemos su llamada y será un gusto atenderle.`,
};

/**
 * The suggested message for `type` in `language` (English unless Spanish is chosen); without a
 * company name it speaks of "our company" ("nuestra empresa"). Emoji are left out of the name, and
 * a name ending in a period ("Bright Smile Co.") ends the sentence once (record 095).
 */
export function defaultMessageTemplate(
  type: MessageType,
  companyName: string,
  language: MessageLanguage = 'en',
): string {
  const spanish = language === 'es';
  const company = speakableCompanyName(companyName) || (spanish ? 'nuestra empresa' : 'our company');
  return oneFullStop((spanish ? SPANISH_TEMPLATES : TEMPLATES)[type](company));
}

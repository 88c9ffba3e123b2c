import type { Tone } from '#common/constants.js';
import type { MenuToneWording } from './menu-tone-wording.js';

/**
 * The short prompts around a phone menu in each tone, in Spanish (record 146): written as a US
 * Spanish receptionist says them, with "usted", not translated from the English ones (record 143).
 * As in English, none says "oficina" (a restaurant has none), names a day, a number or a person,
 * or promises more than a message and a call back. "Devolver la llamada", never "llamar de vuelta";
 * "permanezca en la línea", never "sostenga".
 */
export const SPANISH_MENU_TONE_WORDING: Record<Tone, MenuToneWording> = {
  friendly: {
    chosen: '¡Muy bien! Eligió {choice}.',
    invalid: '¡Uy! Esa no es una de las opciones. Intentemos de nuevo.',
    noInput: '¿Sigue ahí? Le repetimos las opciones.',
    transfer: '¡Gracias! Un momento, por favor, mientras le comunicamos.',
    closed: 'Lo sentimos, en este momento estamos cerrados.',
    closedFor: 'Hoy estamos cerrados por {closure}.',
    closedToday: 'Hoy estamos cerrados.',
    hours: 'Abrimos {hours}.',
    callBackInHours: 'Llámenos de nuevo en ese horario, por favor.',
    callBackLater: 'Por favor, llámenos de nuevo cuando estemos abiertos.',
    unavailable: 'Lo sentimos, en este momento no podemos atender su llamada.',
    voicemail:
      '¡Se ha comunicado con {company}! Deje su nombre, su número y un mensaje breve después del tono, y le devolveremos la llamada.',
  },
  professional: {
    chosen: 'Usted eligió {choice}.',
    invalid: 'Lo sentimos, esa opción no es válida. Por favor, intente de nuevo.',
    noInput: 'Lo sentimos, no recibimos su selección. Le repetimos las opciones.',
    transfer: 'Por favor, espere en la línea mientras le comunicamos.',
    closed: 'En este momento estamos cerrados.',
    closedFor: 'Hoy estamos cerrados por {closure}.',
    closedToday: 'Hoy estamos cerrados.',
    hours: 'Atendemos {hours}.',
    callBackInHours: 'Por favor, vuelva a llamarnos en nuestro horario de atención.',
    callBackLater: 'Por favor, vuelva a llamarnos cuando abramos.',
    unavailable: 'En este momento no podemos atender su llamada.',
    voicemail:
      'Se ha comunicado con {company}. Por favor, deje su nombre, su número y un breve mensaje después del tono, y le devolveremos la llamada.',
  },
  warm: {
    chosen: 'Gracias. Eligió {choice}.',
    invalid: 'Lo sentimos, esa no es una de las opciones. Intentemos otra vez.',
    noInput: '¿Sigue en la línea? Tómese su tiempo; le repetimos las opciones.',
    transfer: 'Gracias. Por favor, permanezca en la línea mientras le comunicamos.',
    closed: 'Lamentamos no poder atenderle, pero en este momento estamos cerrados.',
    closedFor: 'Hoy estamos cerrados por {closure}.',
    closedToday: 'Hoy estamos cerrados.',
    hours: 'Abrimos {hours}.',
    callBackInHours: 'Por favor, llámenos en ese horario. Será un gusto atenderle.',
    callBackLater: 'Por favor, llámenos cuando abramos. Será un gusto atenderle.',
    unavailable: 'Lamentamos no poder atender su llamada en este momento.',
    voicemail:
      'Hola, se ha comunicado con {company}. Por favor, deje su nombre, su número y un breve mensaje después del tono, y le llamaremos pronto.',
  },
  energetic: {
    chosen: '¡Excelente! Eligió {choice}.',
    invalid: '¡Uy! Esa opción no existe. ¡Intentemos de nuevo!',
    noInput: '¿Sigue ahí? ¡Le repetimos las opciones!',
    transfer: '¡Perfecto! Un momento mientras le comunicamos.',
    closed: '¡Uy! Nos llamó fuera de nuestro horario.',
    closedFor: 'Hoy estamos cerrados por {closure}.',
    closedToday: 'Hoy estamos cerrados.',
    hours: 'Abrimos {hours}.',
    callBackInHours: '¡Llámenos en ese horario, y con gusto le ayudaremos!',
    callBackLater: '¡Llámenos cuando abramos, y con gusto le ayudaremos!',
    unavailable: '¡Uy! En este momento no podemos atender su llamada.',
    voicemail:
      '¡Se ha comunicado con {company}! Deje su nombre, su número y un mensaje breve después del tono, ¡y le llamaremos muy pronto!',
  },
  calm: {
    chosen: 'Usted eligió {choice}.',
    invalid: 'Lo sentimos, esa no es una de las opciones. Por favor, intente de nuevo.',
    noInput: 'Tómese su tiempo. Le repetimos las opciones.',
    transfer: 'Por favor, permanezca en la línea mientras le comunicamos.',
    closed: 'En este momento estamos cerrados.',
    closedFor: 'Hoy estamos cerrados por {closure}.',
    closedToday: 'Hoy estamos cerrados.',
    hours: 'Atendemos {hours}.',
    callBackInHours: 'Por favor, vuelva a llamarnos en ese horario.',
    callBackLater: 'Por favor, vuelva a llamarnos cuando abramos.',
    unavailable: 'En este momento no podemos atender su llamada.',
    voicemail:
      'Hola, se ha comunicado con {company}. Por favor, deje su nombre, su número y un breve mensaje después del tono, y le devolveremos la llamada.',
  },
};

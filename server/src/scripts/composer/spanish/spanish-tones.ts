import type { Tone } from '#common/constants.js';
import type { ToneWording } from '../tone-wording.js';

/**
 * How each tone greets, reassures and signs off in Spanish (record 143): US Spanish, neutral Latin
 * American, always "usted". Written as a Spanish-speaking receptionist says it, not translated
 * from the English banks: "le atenderemos en breve", "que tenga un excelente día", "no cuelgue".
 * No greeting names a time of day ("buenos días"): the message plays at any hour. Gendered welcomes
 * ("bienvenido") are left out: "le damos la bienvenida" fits every caller.
 */
export const SPANISH_TONE_WORDING: Record<Tone, ToneWording> = {
  friendly: {
    welcome: [
      '¡Hola! Gracias por llamar a {company}.',
      '¡Muchas gracias por llamar a {company}!',
      'Hola, gracias por comunicarse con {company}. ¡Qué gusto saludarle!',
      '¡Gracias por llamar a {company}!',
      '¡Hola, le damos la bienvenida a {company}!',
    ],
    appreciate: ['Le agradecemos mucho su preferencia.', '¡Qué gusto que se comunique con nosotros hoy!'],
    holdOn: [
      'Permanezca en la línea, y en un momento alguien de nuestro equipo le atenderá.',
      'Espere un momento, por favor; enseguida le atendemos.',
      'Le atenderemos en breve, así que por favor no cuelgue.',
    ],
    holdGoodbye: [
      'Gracias por su paciencia. ¡Con gusto le ayudaremos!',
      'Nos da gusto que haya llamado; en un momento hablamos con usted.',
    ],
    laterGoodbye: [
      '¡Gracias por llamar, y hasta pronto!',
      '¡Que tenga un excelente día! Hablamos pronto.',
      'Esperamos hablar con usted muy pronto. ¡Cuídese!',
    ],
  },
  professional: {
    welcome: [
      'Gracias por llamar a {company}.',
      'Le damos la bienvenida a {company}. Gracias por su llamada.',
      'Gracias por comunicarse con {company}.',
      'Ha llamado a {company}; gracias por su preferencia.',
    ],
    appreciate: ['Su llamada es importante para nosotros.', 'Agradecemos su tiempo y su preferencia.'],
    holdOn: [
      'Por favor, permanezca en la línea; el próximo representante disponible le atenderá.',
      'Su llamada será atendida por el próximo integrante disponible de nuestro equipo.',
      'Por favor, espere en la línea; un especialista le atenderá en breve.',
      'Le atenderemos en breve.',
    ],
    holdGoodbye: [
      'Gracias por su paciencia. Será un gusto atenderle.',
      'Agradecemos su preferencia y le atenderemos en unos momentos.',
    ],
    laterGoodbye: [
      'Muchas gracias por comunicarse con nosotros. Será un placer atenderle.',
      'Agradecemos su llamada y nos comunicaremos con usted a la brevedad.',
      'Muchas gracias. Que tenga un buen día.',
    ],
  },
  warm: {
    welcome: [
      'Hola, muchas gracias por llamar a {company}.',
      'Gracias por llamar a {company}. Nos alegra mucho que se comunique con nosotros.',
      'Hola, reciba una cordial bienvenida a {company}.',
      'Hola, le damos la más cordial bienvenida a {company}.',
    ],
    appreciate: [
      'Cada persona que nos llama es importante para nosotros, y usted también.',
      'Agradecemos de corazón la confianza que deposita en nosotros.',
    ],
    holdOn: [
      'Por favor, permanezca con nosotros; alguien le atenderá muy pronto.',
      'Una persona de nuestro equipo le atenderá con gusto en breve.',
      'En un momento estaremos con usted, así que le pedimos que no cuelgue.',
    ],
    holdGoodbye: [
      'Gracias por esperar con nosotros. Enseguida le atendemos.',
      'Valoramos mucho su llamada, y en breve hablaremos con usted.',
    ],
    laterGoodbye: [
      'Muchas gracias por llamar. Cuídese mucho, y hasta pronto.',
      'Apreciamos sinceramente su llamada y esperamos hablar con usted pronto.',
      'Le deseamos un día muy agradable, y gracias por pensar en nosotros.',
    ],
  },
  energetic: {
    welcome: [
      '¡Hola, gracias por llamar a {company}!',
      '¡Le damos la bienvenida a {company}! Nos encanta que nos llame.',
      '¡Hola! ¡Qué gusto que llame a {company}!',
      '¡Gracias por llamar a {company}!',
    ],
    appreciate: [
      '¡Nos encanta atender a nuestros clientes!',
      '¡Llamó al lugar indicado, y estamos listos para ayudarle!',
    ],
    holdOn: [
      '¡No cuelgue, que en un instante le atendemos!',
      '¡Permanezca en la línea, que nuestro equipo ya se prepara para ayudarle!',
      '¡Espere un momentito, y enseguida estamos con usted!',
    ],
    holdGoodbye: [
      '¡Gracias por su paciencia! Ya casi es su turno.',
      '¡Tenemos muchas ganas de atenderle, así que no se vaya!',
    ],
    laterGoodbye: [
      '¡Gracias por llamar, y que tenga un día increíble!',
      '¡Nos encantará hablar con usted muy pronto!',
      '¡Gracias otra vez, y hasta pronto!',
    ],
  },
  calm: {
    welcome: [
      'Hola, gracias por llamar a {company}.',
      'Le damos la bienvenida a {company}. Gracias por su llamada.',
      'Gracias por llamar a {company}. Con gusto le atenderemos.',
      'Gracias por comunicarse con {company}.',
      'Hola, se ha comunicado con {company}.',
    ],
    appreciate: [
      'Su llamada es importante para nosotros, y estamos aquí para ayudarle.',
      'Su llamada tendrá toda nuestra atención.',
    ],
    holdOn: [
      'Le pedimos un momento de paciencia; enseguida le atenderemos.',
      'Tómese un momento; alguien le atenderá pronto.',
      'No es necesario volver a llamar. Por favor, permanezca en la línea, y le atenderemos en breve.',
    ],
    holdGoodbye: [
      'Gracias por su paciencia. Le atenderemos pronto.',
      'Agradecemos su llamada, y en un momento hablaremos con usted.',
    ],
    laterGoodbye: [
      'Gracias por llamar. Hablaremos con usted pronto.',
      'Cuídese, y gracias por su paciencia.',
      'Agradecemos su llamada. Que tenga un día tranquilo.',
    ],
  },
};

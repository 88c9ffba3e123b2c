import type { Industry } from '#common/constants.js';

/**
 * What a caller likes to hear about each kind of business, in Spanish (record 143). Each line
 * states no fact the user did not give: no years, awards, prices or hours.
 */
export const SPANISH_INDUSTRY_LINES: Record<Industry, readonly string[]> = {
  technology: [
    'Nuestros especialistas se mantienen al día con la tecnología, para que usted no tenga que preocuparse.',
    'Diseñamos sistemas confiables, seguros y fáciles de usar.',
    'Desde la instalación hasta el soporte continuo, le acompañamos en cada paso.',
    'A nuestros ingenieros les encanta resolver problemas difíciles, así que cuéntenos su caso.',
  ],
  healthcare: [
    'Su salud y su comodidad son siempre nuestra prioridad.',
    'Nuestro personal se esfuerza para que cada visita sea tranquila y sencilla.',
    'Si necesita programar, cambiar o confirmar una cita, con gusto le ayudamos.',
    'Nos enorgullece cuidar de pacientes y familias de nuestra comunidad.',
  ],
  finance: [
    'Nuestros asesores se toman el tiempo de entender sus metas antes de recomendarle algo.',
    'Tratamos su información financiera con el máximo cuidado y total confidencialidad.',
    'Ya sea que planee a futuro o tenga una duda de hoy, estamos para servirle.',
    'Respuestas claras y consejos honestos: eso es lo que nuestros clientes esperan de nosotros.',
  ],
  retail: [
    'Nuestro amable personal le ayudará a encontrar justo lo que busca.',
    'Ya sea que compre para usted o para alguien especial, con gusto le orientamos.',
    'Elegir bien es importante, y a nuestro personal le encanta aconsejarle.',
  ],
  hospitality: [
    'Queremos que cada visita sea inolvidable.',
    'Con gusto le ayudamos con reservaciones, peticiones especiales y recomendaciones de la zona.',
    'Un buen servicio y una cálida bienvenida son el corazón de todo lo que hacemos.',
  ],
  education: [
    'Nos comprometemos a que cada estudiante alcance todo su potencial.',
    'Nuestro personal puede ayudarle con inscripciones, horarios y cualquier duda sobre nuestros programas.',
    'Creemos que el buen aprendizaje empieza con un buen acompañamiento.',
    'Ya sea estudiante, madre, padre o colaborador, nos alegra que haya llamado.',
  ],
  professional: [
    'Nuestros profesionales ofrecen a cada cliente una asesoría práctica y confiable.',
    'Nos tomamos el tiempo de entender su situación antes de proponerle un camino.',
    'Nuestros clientes cuentan con nosotros por nuestra comunicación clara y nuestros resultados.',
    'Sea cual sea su consulta, nos aseguraremos de que llegue al experto indicado.',
  ],
  manufacturing: [
    'Cuidamos la calidad y la precisión de todo lo que fabricamos.',
    'Podemos ayudarle con pedidos, especificaciones, tiempos de entrega y envíos.',
    'Un suministro confiable y una calidad constante: eso es lo que nuestros socios esperan de nosotros.',
    'Pregúntenos por soluciones a la medida de sus requisitos.',
  ],
  other: [
    'Nos enorgullece servir a nuestra comunidad y a cada cliente que nos llama.',
    'Nuestro equipo se distingue por un servicio amable y confiable.',
    'Sea cual sea su consulta, haremos todo lo posible por ayudarle.',
    'Valoramos a cada cliente y trabajamos para ganarnos su confianza.',
    'Ninguna pregunta es demasiado grande ni demasiado pequeña para nosotros.',
    'Nos gusta cuidar cada detalle.',
  ],
};

/** Only while someone can answer (record 096). */
export const SPANISH_INDUSTRY_LIVE_LINES: Partial<Record<Industry, readonly string[]>> = {
  retail: [
    'Con gusto revisamos si tenemos un artículo, se lo apartamos o le ayudamos con un pedido.',
    '¿Busca algo en particular? Pregúntenos en cuanto le atendamos.',
  ],
  hospitality: ['¿Planea una celebración o una ocasión especial? Cuéntenos en cuanto le atendamos.'],
};

/** Said of any business: the last sentences the length control reaches for. */
export const SPANISH_GENERAL_LINES: readonly string[] = [
  'Creemos que cada llamada merece una respuesta real y una voz amable.',
  'Nuestro equipo está formado por personas a quienes de verdad les importa hacer bien las cosas.',
  'Cada conversación es valiosa para nosotros, y agradecemos la suya.',
  'Nos gusta que todo sea sencillo, para que usted reciba respuestas claras sin rodeos.',
  'Detrás de cada respuesta hay una persona que quiere resolver su consulta.',
  'Preferimos tomarnos un poco más de tiempo y darle la respuesta correcta.',
  'Su tiempo es valioso, y hacemos lo posible por respetarlo.',
  'Los pequeños detalles cuentan, y les prestamos atención.',
  'Es un placer formar parte de su día.',
  'Siempre con gusto le explicamos todo con palabras sencillas.',
  'Una consulta rápida o una complicada recibe aquí el mismo cuidado.',
  'Sus preguntas nos ayudan a mejorar, así que no dude en hacerlas.',
  'Gracias por confiar en nosotros. Significa mucho para todo nuestro personal.',
  'El buen servicio empieza por escuchar, y así empezamos siempre.',
];

import type { Line, Plan, PlanWriter } from '../plan.js';
import { spanishAboutLines, spanishWebsiteLine } from './spanish-shared-lines.js';

/**
 * The Spanish keypad menu (record 134's rules, record 143): a one-sentence greeting, the user's own
 * introduction, then the options at once, each its own paragraph (the voice pauses between them),
 * operator last; what the business offers comes after, and the menu ends with how to hear it again.
 */
const REPEAT = [
  'Para escuchar estas opciones de nuevo, permanezca en la línea.',
  'Para escuchar este menú otra vez, simplemente permanezca en la línea.',
  'Permanezca en la línea para escuchar estas opciones de nuevo.',
];
const NO_MENU = ['Para hablar con alguien de nuestro equipo, por favor permanezca en la línea.'];
const oneSentence = (text: string) => !/[.!?]\s/.test(text);

function optionParagraphs(entries: PlanWriter['ctx']['menu']): Line[][] {
  return entries.map(({ sentence }) => [{ text: sentence, required: true, priority: 0, own: true }]);
}

export function planSpanishAutoAttendant(w: PlanWriter): Plan {
  const intro = w.ctx.fields.attendantIntro;
  const welcome = w.required(w.tone.welcome.filter(oneSentence));
  const ownIntro: Line[] = intro
    ? [{ text: /[.!?]$/.test(intro) ? intro : `${intro}.`, required: true, priority: 0, own: true }]
    : [];
  const business = [
    ...spanishAboutLines(w, 'open', 3, { ifRoom: true }),
    ...spanishWebsiteLine(w, 'open', { ifRoom: true }),
    ...w.optional(w.tone.appreciate),
  ];
  if (w.ctx.menu.length === 0)
    return [[...welcome, ...ownIntro], business, [...w.required(NO_MENU), ...w.optional(w.tone.holdGoodbye)]];
  const options = w.ctx.menu.filter((entry) => !entry.repeats);
  const repeats = w.ctx.menu.filter((entry) => entry.repeats);
  return [
    [...welcome, ...ownIntro],
    ...optionParagraphs(options),
    business,
    ...(repeats.length > 0 ? optionParagraphs(repeats) : [w.required(REPEAT)]),
  ];
}

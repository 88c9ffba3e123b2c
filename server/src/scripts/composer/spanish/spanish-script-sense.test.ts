import { describe, expect, it } from 'vitest';
import { MESSAGE_LENGTH_VALUES, MESSAGE_TYPES, TONE_VALUES, type MessageType } from '#common/constants.js';
import { countWords } from '#common/script-stats.js';
import type { GenerateScriptBody } from '#common/schemas/scripts.js';
import { scriptRequest } from '../../testing/script-fixtures.js';
import { SPANISH_COMMON, spanishCases, spanishSenseSlips } from '../../testing/spanish-sense-checks.js';
import { composeScript } from '../compose-script.js';
import { WORD_RANGES } from '../length-control.js';

/**
 * The Spanish composer read as a Spanish-speaking business owner reads it (issue 39, record 143):
 * every message type x tone x length x business, from fixed seeds. No English left but the user's
 * own names, no invented facts, no calques, "usted", the keypad as Spanish says it and in order,
 * and the length within record 054's band.
 */
describe('every Spanish script reads as a native speaker writes it', () => {
  describe.each(MESSAGE_TYPES)('%s', (messageType) => {
    it.each(spanishCases.map((c) => [c.label, c] as const))('%s: every tone and length', (_label, { body }) => {
      const problems: string[] = [];
      for (const tone of TONE_VALUES)
        for (const messageLength of MESSAGE_LENGTH_VALUES) {
          const { min, max } = WORD_RANGES[messageLength];
          for (const seed of [11, 4242, 90_001]) {
            const request = scriptRequest({ ...body, messageType, tone, messageLength });
            const script = composeScript(request, seed);
            const words = countWords(script);
            const here = [
              ...spanishSenseSlips(script, request, messageType),
              ...(words < min || words > max ? [`${words} words`] : []),
            ];
            for (const slip of here)
              problems.push(`${tone}/${messageLength}/${seed}: ${slip}\n  ${script.replace(/\n\n/g, ' ¶ ')}`);
          }
        }
      expect(problems.slice(0, 5).join('\n'), `${problems.length} slips`).toBe('');
    });
  });
});

/** Ten presses of Generate: ten seeds, as the app rolls a fresh one each time. */
const PRESSES = Array.from({ length: 10 }, (_, i) => 1 + i * 104_729);
const sentencesOf = (script: string) =>
  script
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
const PLUMBER = spanishCases.find((c) => c.label === 'Plomería')!.body;

function everyScript(body: GenerateScriptBody, messageTypes: readonly MessageType[], check: (script: string) => void) {
  for (const messageType of messageTypes)
    for (const tone of TONE_VALUES)
      for (const messageLength of MESSAGE_LENGTH_VALUES)
        for (const seed of PRESSES.slice(0, 4)) {
          const request = scriptRequest({ ...body, messageType, tone, messageLength });
          const script = composeScript(request, seed);
          expect(spanishSenseSlips(script, request, messageType), script).toEqual([]);
          check(script);
        }
}

describe('Spanish scripts, type by type', () => {
  it.each(MESSAGE_TYPES)(
    '%s: every business and length, tones in turn, gives 3 scripts or more in 10 presses',
    (messageType) => {
      const few: string[] = [];
      for (const [i, { label, body }] of spanishCases.entries())
        for (const messageLength of MESSAGE_LENGTH_VALUES) {
          const tone = TONE_VALUES[i % TONE_VALUES.length]!;
          const request = scriptRequest({ ...body, messageType, tone, messageLength });
          const scripts = new Set(PRESSES.map((seed) => composeScript(request, seed)));
          if (scripts.size < 3) few.push(`${label}/${tone}/${messageLength}: ${scripts.size}`);
        }
      expect(few).toEqual([]);
    },
  );

  it('gives a menu’s options at once, in order, and ends with the way to hear them again', () => {
    everyScript({ ...PLUMBER, attendantOptions: '' }, ['auto-attendant'], (script) => {
      const sentences = sentencesOf(script);
      expect(sentences.slice(1, 5), script).toEqual([
        'Para reservaciones, oprima el uno.',
        'Si llama por facturación, oprima el dos.',
        'Para reservar una mesa, oprima el tres.',
        'Para comunicarse con la recepción, oprima el cero.',
      ]);
      expect(sentences.at(-1), script).toMatch(
        /^(?:Para escuchar (?:estas opciones de nuevo|este menú otra vez), .*permanezca en la línea|Permanezca en la línea para escuchar estas opciones de nuevo)\.$/,
      );
    });
  });

  it('ends a menu with the user’s own option for hearing it again, after the operator, and adds no other', () => {
    const attendants = { ...SPANISH_COMMON.attendants, '9': 'repetir este menú' };
    everyScript({ ...PLUMBER, attendants }, ['auto-attendant'], (script) => {
      const options = sentencesOf(script).filter((s) => /, oprima el \p{L}+\.$/u.test(s));
      expect(sentencesOf(script).at(-1), script).toBe('Para repetir este menú, oprima el nueve.');
      expect(options.slice(-2), script).toEqual([
        'Para comunicarse con la recepción, oprima el cero.',
        'Para repetir este menú, oprima el nueve.',
      ]);
      expect(script).not.toMatch(/permanezca en la línea/i);
    });
  });

  it('tells the caller of a business with 24/7 emergency work that help is there now, and to stay on the line', () => {
    everyScript(PLUMBER, ['after-hours', 'holiday'], (script) => {
      expect(script).toMatch(/equipo de guardia/);
      expect(script).toMatch(/no cuelgue|permanezca en la línea/);
      expect(script).not.toMatch(/descans|deje (?:un|su) mensaje/);
    });
  });

  it('wishes a holiday as Spanish does, and names it with its article', () => {
    const wishes: Record<string, RegExp> = {
      Christmas: /¡Feliz Navidad\b/,
      "New Year's Day": /¡Próspero Año Nuevo\b/,
      Thanksgiving: /(?:del|por el) Día de Acción de Gracias.*¡Feliz Día de Acción de Gracias\b/s,
    };
    for (const [holidayType, wish] of Object.entries(wishes))
      everyScript({ ...SPANISH_COMMON, industry: 'retail', holidayType }, ['holiday'], (script) =>
        expect(script).toMatch(wish),
      );
  });
});

import { randomInt } from 'node:crypto';
import type { ScriptRequest, ScriptWriter } from '../script-writer.js';
import { fitToLength, wordRangeOf } from './length-control.js';
import { buildPhraseContext } from './phrase-context.js';
import { planWriter } from './plan.js';
import { seededRandom } from './random.js';
import { TONE_WORDING } from './tone-wording.js';
import { SEGMENT_PLANNERS } from './segments/index.js';
import { composeSpanishScript } from './spanish/compose-spanish.js';
import { PLANNERS } from './types/index.js';

/**
 * The offline script composer (record 054): plans the message type's paragraphs from phrase
 * banks in the chosen tone, fills in the user's fields made ready for speech, and fits the result
 * to the length's word range. The same seed gives the same script; a new seed, a new variant.
 */
export function composeScript(request: ScriptRequest, seed: number): string {
  // A Spanish message, or a Spanish part of a programme, has its own phrase banks (records 143, 147).
  if (request.language === 'es') return composeSpanishScript(request, seed);
  const rng = seededRandom(seed);
  const ctx = buildPhraseContext(request);
  const writer = planWriter(ctx, TONE_WORDING[request.tone], rng);
  // A programme's message (record 118) plans its part of the programme instead of a whole message.
  const plan = request.segment
    ? SEGMENT_PLANNERS[request.segment](writer, request.variant ?? 0)
    : PLANNERS[request.messageType](writer);
  return fitToLength(plan, wordRangeOf(request), rng, ctx.ownWords);
}

/** The composer as a ScriptWriter; each call rolls a fresh seed so "Generate" again gives a new variant. */
export function createComposer(nextSeed: () => number = () => randomInt(2 ** 32 - 1)): ScriptWriter {
  return {
    write: async (request) => ({ script: composeScript(request, nextSeed()), source: 'composer' }),
  };
}

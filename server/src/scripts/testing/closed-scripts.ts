import { expect } from 'vitest';
import { MESSAGE_LENGTH_VALUES, TONE_VALUES, type MessageType } from '#common/constants.js';
import { countWords } from '#common/script-stats.js';
import type { GenerateScriptBody } from '#common/schemas/scripts.js';
import { composeScript } from '../composer/compose-script.js';
import { WORD_RANGES } from '../composer/length-control.js';
import type { ScriptRequest } from '../script-writer.js';
import { scriptRequest } from './script-fixtures.js';

/**
 * Every after-hours and holiday script the composer writes for `body`, over every tone, length and
 * seed, each checked for its length and for no `slipsOf`: the closed-message tests read them.
 */
export function closedScripts(
  body: GenerateScriptBody,
  seeds: readonly number[],
  slipsOf: (script: string, request: ScriptRequest, messageType: MessageType) => string[],
): string[] {
  const scripts: string[] = [];
  for (const messageType of ['after-hours', 'holiday'] as const)
    for (const tone of TONE_VALUES)
      for (const messageLength of MESSAGE_LENGTH_VALUES)
        for (const seed of seeds) {
          const request = scriptRequest({ ...body, messageType, tone, messageLength });
          const script = composeScript(request, seed);
          const { min, max } = WORD_RANGES[messageLength];
          expect(countWords(script), script).toBeGreaterThanOrEqual(min);
          expect(countWords(script), script).toBeLessThanOrEqual(max);
          expect(slipsOf(script, request, messageType), script).toEqual([]);
          scripts.push(script);
        }
  return scripts;
}

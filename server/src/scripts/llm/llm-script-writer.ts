import { z } from 'zod';
import { countWords, splitParagraphs } from '#common/script-stats.js';
import { wordRangeOf } from '../composer/length-control.js';
import { buildPhraseContext } from '../composer/phrase-context.js';
import { buildSpanishContext } from '../composer/spanish/spanish-context.js';
import { spanishSlips } from '../composer/spanish/spanish-slips.js';
import type { ScriptRequest, ScriptWriter } from '../script-writer.js';
import { oneFullStop, stripSymbols } from '#common/speech/spoken-symbols.js';
import { chatCompletion, LlmError, parseJsonAnswer, type LlmEndpoint } from './chat-completions.js';
import { buildPrompt } from './llm-prompt.js';

/**
 * Scripts from an OpenAI-compatible model. The answer must be JSON `{ "script": "..." }`; the
 * script is kept readable (digits and addresses as written; they become words only on the way to
 * a speech engine, record 095), cleared of emoji, and checked: it names the company
 * and lands near the length's word range. One retry, then it throws and the caller falls back.
 * Tested only against a local chat-completions server on loopback, never a real LLM service.
 */
export interface LlmWriterOptions {
  /** Per attempt; two attempts at most. */
  timeoutMs?: number;
  /** How far outside the record 054 range a model's script may land (models count words loosely). */
  lengthTolerance?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const answerSchema = z.object({ script: z.string().trim().min(1) });

function checkScript(script: string, request: ScriptRequest, company: string, tolerance: number): string {
  const ready = splitParagraphs(script)
    .map((p) => oneFullStop(stripSymbols(p.replace(/\s+/g, ' '))))
    .join('\n\n');
  const { min, max } = wordRangeOf(request);
  const words = countWords(ready);
  if (words < min * (1 - tolerance) || words > max * (1 + tolerance))
    throw new LlmError(`${words} words is outside ${min}–${max}`);
  if (!ready.toLowerCase().includes(company.toLowerCase())) throw new LlmError('the script does not name the company');
  if (/[{}[\]]/.test(ready)) throw new LlmError('the script has placeholders');
  // A Spanish answer passes the checks a Spanish script is held to (record 143), or the composer writes it.
  const slip = request.language === 'es' ? spanishSlips(ready, request)[0] : undefined;
  if (slip) throw new LlmError(`the Spanish script has ${slip}`);
  return ready;
}

export function createLlmScriptWriter(endpoint: LlmEndpoint, options: LlmWriterOptions = {}): ScriptWriter {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const tolerance = options.lengthTolerance ?? 0.15;
  return {
    write: async (request) => {
      // A Spanish message's details go in as its script shows them: hours, dates and the keypad in Spanish (record 143).
      const ctx = request.language === 'es' ? buildSpanishContext(request) : buildPhraseContext(request);
      const messages = buildPrompt(request, ctx);
      let lastError: unknown;
      for (let attempt = 1; attempt <= 2; attempt++) {
        try {
          const content = await chatCompletion(endpoint, messages, timeoutMs);
          return {
            script: checkScript(
              parseJsonAnswer(content, answerSchema, 'the script', 'the JSON has no "script" text').script,
              request,
              ctx.fields.company!,
              tolerance,
            ),
            source: 'llm',
          };
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError;
    },
  };
}

import { z } from 'zod';
import { FIELD_LIMITS } from '#common/schemas/field-limits.js';
import type { TranslateWordsInput, TranslateWordsReply } from '#common/schemas/spanish-words.js';
import { hasControlChars } from '#common/schemas/text.js';
import { chatCompletion, LlmError, parseJsonAnswer, type LlmEndpoint } from './chat-completions.js';
import type { ChatMessage } from './llm-prompt.js';

/**
 * The business's English words offered in Spanish by the configured LLM (issue 47, record 155),
 * for the user to check and change before anything keeps them: the sector, the services and each
 * promotion, one for one. An answer that leaves one out, adds one, or runs past the Spanish field's
 * limit is refused (one retry, as the script writer's), and the user types them instead.
 */

const DEFAULT_TIMEOUT_MS = 10_000;
/** A translation is a best reading, not a variant: the likeliest words. */
const TEMPERATURE = 0.2;

const answerSchema = z.object({
  customSector: z.string().default(''),
  keyProducts: z.string().default(''),
  promotionItems: z.array(z.string()).default([]),
});

function promptOf(words: TranslateWordsInput, promotions: string[]): ChatMessage[] {
  const system = [
    'You translate a small US business’s own words into US Spanish (neutral Latin American), as the',
    'business would write them on its Spanish phone messages. Translate the meaning, as a native',
    'speaker would say it, never word for word; keep brand names, product names and people’s names',
    'as they are; keep numbers and prices as written; keep a list a list, with the same items in the',
    'same order. Answer with JSON only: {"customSector": "...", "keyProducts": "...", "promotionItems": ["..."]},',
    'each value the Spanish of the same field, "" (or []) where the field was empty.',
  ].join(' ');
  const user = JSON.stringify({
    customSector: words.customSector,
    keyProducts: words.keyProducts,
    promotionItems: promotions,
  });
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}

/** One field's Spanish: given exactly where the English was, within its limit, with no control characters. */
function checked(english: string, spanish: string, limit: number, name: string): string {
  const text = spanish.trim();
  if ((english === '') !== (text === '')) throw new LlmError(`the translation of ${name} is missing or invented`);
  if (text.length > limit || hasControlChars(text, { multiline: true }))
    throw new LlmError(`${name} is not fit to keep`);
  return text;
}

export async function translateWords(
  endpoint: LlmEndpoint,
  words: TranslateWordsInput,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<TranslateWordsReply> {
  const promotions = words.promotionItems.map((item) => item.trim()).filter(Boolean);
  const messages = promptOf(words, promotions);
  let lastError: unknown;
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      const answer = parseJsonAnswer(
        await chatCompletion(endpoint, messages, timeoutMs, TEMPERATURE),
        answerSchema,
        'the translation',
        'the translation has not the fields asked for',
      );
      if (answer.promotionItems.length !== promotions.length)
        throw new LlmError(`${answer.promotionItems.length} promotions for ${promotions.length}`);
      return {
        spanishCustomSector: checked(
          words.customSector,
          answer.customSector,
          FIELD_LIMITS.spanishCustomSector,
          'the sector',
        ),
        spanishKeyProducts: checked(
          words.keyProducts,
          answer.keyProducts,
          FIELD_LIMITS.spanishKeyProducts,
          'the services',
        ),
        spanishPromotionItems: promotions.map((item, i) =>
          checked(item, answer.promotionItems[i]!, FIELD_LIMITS.spanishPromotionItem, 'a promotion'),
        ),
      };
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

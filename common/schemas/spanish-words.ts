import { z } from 'zod';
import { messages } from '../messages.js';
import { limitedString } from './field-limits.js';
import { promotionItemsField, spanishPromotionItemsField } from './promotions.js';
import { noControlChars, noControlCharsButLines } from './text.js';

/**
 * The business's own words in Spanish (issue 47, record 155): the sector, the services and the
 * promotions as a Spanish script says them, beside the English fields they mirror and held to the
 * same limits. Optional everywhere: left empty, a Spanish script speaks of the business from its
 * industry's Spanish lines and quotes no English.
 */

/** Step 1's two, in the profile and the script request; a client from before them sends none. */
export const spanishBusinessFields = {
  spanishCustomSector: limitedString('spanishCustomSector')
    .refine(...noControlChars)
    .default(''),
  spanishKeyProducts: limitedString('spanishKeyProducts')
    .refine(...noControlCharsButLines)
    .default(''),
};

/** Step 3's promotions in Spanish, in the script request and the draft. */
export const spanishPromotionsField = spanishPromotionItemsField.default([]);

/**
 * POST /api/spanish-words/translation: the English words to offer in Spanish, each held to its
 * English field's limits. At least one must be given.
 */
export const translateWordsBody = z
  .object({
    customSector: limitedString('customSector')
      .refine(...noControlChars)
      .default(''),
    keyProducts: limitedString('keyProducts')
      .refine(...noControlCharsButLines)
      .default(''),
    promotionItems: promotionItemsField.default([]),
  })
  .refine(
    (body) => body.customSector !== '' || body.keyProducts !== '' || body.promotionItems.some((p) => p.trim() !== ''),
    // On a field: a refusal of the body as a whole reads "Invalid request body" (http/error-handler.ts).
    { message: messages.spanishWords.nothingToTranslate, path: ['keyProducts'] },
  );
export type TranslateWordsBody = z.input<typeof translateWordsBody>;
export type TranslateWordsInput = z.output<typeof translateWordsBody>;

/** The offer, for the user to check before it is kept anywhere: '' (or none) where nothing was sent. */
export const translateWordsReply = z.object({
  spanishCustomSector: z.string(),
  spanishKeyProducts: z.string(),
  spanishPromotionItems: z.array(z.string()),
});
export type TranslateWordsReply = z.infer<typeof translateWordsReply>;

/** GET /api/spanish-words/translation: whether a translation can be offered (an LLM is configured). */
export const translationAvailableReply = z.object({ available: z.boolean() });

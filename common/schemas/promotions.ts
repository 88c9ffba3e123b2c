import { z } from 'zod';
import { formatMessage } from '../format-message.js';
import { messages } from '../messages.js';
import { fieldLimitError, limitedString } from './field-limits.js';
import { noControlChars } from './text.js';

/** Step 3's promotion lines (spec §5: one per line, blank lines dropped): how many, and how long each (record 094). */
const MAX_PROMOTIONS = 10;
const tooMany = formatMessage(messages.fields.tooManyPromotions, { max: MAX_PROMOTIONS });

/** The promotions in English, or in Spanish beside them (issue 47): the same count and length, each named in its own words. */
type PromotionField = 'promotionItem' | 'spanishPromotionItem';

function promotionItemsOf(field: PromotionField) {
  return (
    z
      .array(limitedString(field).refine(...noControlChars))
      // Blank lines do not count: the client keeps them while the user types.
      .refine((items) => items.filter((item) => item.trim() !== '').length <= MAX_PROMOTIONS, tooMany)
  );
}

export const promotionItemsField = promotionItemsOf('promotionItem');
export const spanishPromotionItemsField = promotionItemsOf('spanishPromotionItem');

/** The message for the lines as typed, or undefined while they fit. */
export function promotionsError(lines: readonly string[], field: PromotionField = 'promotionItem'): string | undefined {
  const filled = lines.filter((line) => line.trim() !== '');
  if (filled.length > MAX_PROMOTIONS) return tooMany;
  return filled.map((line) => fieldLimitError(field, line)).find(Boolean);
}

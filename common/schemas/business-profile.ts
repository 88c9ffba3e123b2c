import { z } from 'zod';
import { businessInfoSchema } from '../wizard.js';
import { limitedString } from './field-limits.js';
import { promotionItemsField } from './promotions.js';
import { noControlChars } from './text.js';

/**
 * The business profile (/api/profile, record 107): one per account, the answers of step 1 (company,
 * website, industry or sector, products, time zone, length, tone, pauses), kept when the user
 * continues from step 1 and filled into every new message. Its contract is step 1's own schema, so
 * the server keeps only a profile the user could have continued with, refused in the same words.
 */
export const businessProfileBody = businessInfoSchema;
export type BusinessProfileBody = z.input<typeof businessProfileBody>;
export type BusinessProfile = z.output<typeof businessProfileBody>;

/** A profile is a few hundred bytes; its longest field has 500 characters. */
export const PROFILE_MAX_BYTES = 16 * 1024;

/**
 * Step 3's business hours and promotion items, which the profile keeps beside step 1's answers only
 * when the user agreed to it in the suggested-programme dialog (record 118, issue 40). They prefill
 * step 3 of each new message; step 1's Continue leaves them as they are.
 */
export const keptDetails = z.object({
  businessHours: limitedString('businessHours').refine(...noControlChars),
  promotionItems: promotionItemsField,
});
export type KeptDetails = z.output<typeof keptDetails>;
export type KeptBusinessProfile = BusinessProfile & KeptDetails;

/** GET answers the profile with its kept details, or null when the account has none (never saved, or cleared). */
export const businessProfileReply = z.object({ profile: businessProfileBody.and(keptDetails).nullable() });
export type BusinessProfileReply = z.infer<typeof businessProfileReply>;

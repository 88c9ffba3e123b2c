import { z } from 'zod';
import { businessInfoSchema } from '../wizard.js';

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

/** GET answers the profile, or null when the account has none (never saved, or cleared). */
export const businessProfileReply = z.object({ profile: businessProfileBody.nullable() });

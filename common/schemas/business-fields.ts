import { messages } from '../messages.js';
import { hasSpeakableName } from '../speech/spoken-symbols.js';
import { limitedString } from './field-limits.js';
import { noControlChars } from './text.js';
import { looksLikeWebAddress } from './web-address.js';

/**
 * Company name and website, shared by step 1's form and the script route (record 094), so the
 * browser and the server refuse the same input in the same words.
 */

/** At least `min` characters, at most 120, and something left to say once emoji are dropped (record 095). */
export function companyNameField(requiredMessage: string, min: number) {
  return limitedString('companyName', requiredMessage)
    .min(min, requiredMessage)
    .refine(...noControlChars)
    .refine((name) => name.length < min || hasSpeakableName(name), messages.business.companyNameNoLetters);
}

/** Optional; when given, it must look like a web address. */
export const websiteField = limitedString('companyWebsite')
  .refine(...noControlChars)
  .refine((value) => value === '' || looksLikeWebAddress(value), messages.business.websiteInvalid);

import { z } from 'zod';
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

/** Room for any IANA name; the longest in use today has 32 characters. */
const TIME_ZONE_MAX_CHARS = 64;

/**
 * True for a time zone known by its IANA name, like Europe/London (record 107): one this runtime's
 * Intl can format dates in. Such names start with a letter; an offset like "+01:00" is not a zone.
 */
export function isKnownTimeZone(zone: string): boolean {
  if (!/^[A-Za-z]/.test(zone) || zone.length > TIME_ZONE_MAX_CHARS) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The business's time zone, an IANA name; an unknown one is refused in words that say what to do. */
export const timeZoneField = z
  .string({ error: messages.business.timeZoneUnknown })
  .refine(isKnownTimeZone, messages.business.timeZoneUnknown);

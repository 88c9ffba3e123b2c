import { z } from 'zod';
import { formatMessage } from '../format-message.js';
import { messages } from '../messages.js';

/**
 * The length limit of every text field a user types into (steps 1 and 3, the admin's upload), and
 * the words that name it in messages (record 094). The client shows a counter near the limit and
 * the message past it, and never cuts the text; the server's contracts refuse the same lengths.
 */
export const FIELD_LIMITS = {
  companyName: 120,
  companyWebsite: 200,
  customSector: 80,
  keyProducts: 500,
  /** The same business's words in Spanish (issue 47): the English fields' limits. */
  spanishCustomSector: 80,
  spanishKeyProducts: 500,
  holidayType: 80,
  businessHours: 200,
  voicemailContactName: 80,
  voicemailReturnDate: 40,
  promotionItem: 200,
  spanishPromotionItem: 200,
  attendantOptions: 300,
  attendant: 80,
  customMessage: 2000,
  /** Step 3's script editor (SCRIPT_MAX_CHARS). */
  scriptContent: 5000,
  /** The admin's upload form (musicUploadFields). */
  trackId: 60,
  trackName: 80,
  trackDescription: 300,
  /** A Library item's name (LIBRARY_TITLE_MAX). */
  libraryTitle: 120,
} as const;
export type LimitedField = keyof typeof FIELD_LIMITS;

/** The field's label as the form shows it, so the message names what the user sees. */
const FIELD_NAMES: Record<LimitedField, string> = {
  companyName: 'Company name',
  companyWebsite: 'Website',
  customSector: 'Custom sector',
  keyProducts: 'Key products or services',
  spanishCustomSector: 'Custom sector in Spanish',
  spanishKeyProducts: 'Key products or services in Spanish',
  holidayType: 'Holiday',
  businessHours: 'Business hours',
  voicemailContactName: 'Whose voicemail',
  voicemailReturnDate: 'Back on',
  promotionItem: 'Each promotion',
  spanishPromotionItem: 'Each promotion in Spanish',
  attendantOptions: 'Menu introduction',
  attendant: 'Each keypad option',
  customMessage: 'Your message',
  scriptContent: 'Your script',
  trackId: 'Track ID',
  trackName: 'Track name',
  trackDescription: 'Description',
  libraryTitle: 'Name',
};

/** A field whose limit the server already refused in words of its own: the form says the same. */
const OWN_MESSAGES: Partial<Record<LimitedField, string>> = {
  scriptContent: messages.scripts.contentTooLong,
  libraryTitle: messages.library.titleTooLong,
};

/** 5000 as "5,000", as the messages write it. */
const grouped = (n: number) => n.toLocaleString('en-US');

/** "Company name must be 120 characters or fewer". */
function tooLongMessage(field: LimitedField): string {
  return (
    OWN_MESSAGES[field] ??
    formatMessage(messages.fields.tooLong, { field: FIELD_NAMES[field], max: grouped(FIELD_LIMITS[field]) })
  );
}

/** The message for `value`, or undefined while it fits (for fields outside a zod-validated form). */
export function fieldLimitError(field: LimitedField, value: string): string | undefined {
  return value.trim().length > FIELD_LIMITS[field] ? tooLongMessage(field) : undefined;
}

/** Share of the limit at which the counter appears: early enough to plan, late enough not to nag. */
const COUNTER_FROM = 0.8;

/** "98 of 120 characters" once `value` passes 80% of the limit; undefined before. */
export function characterCount(field: LimitedField, value: string): string | undefined {
  const max = FIELD_LIMITS[field];
  if (value.length < max * COUNTER_FROM) return undefined;
  return formatMessage(messages.fields.characterCount, { count: grouped(value.length), max: grouped(max) });
}

/** A trimmed string within the field's limit, refused past it in the plain words above; `missing` when it is not a string at all. */
export function limitedString(field: LimitedField, missing?: string) {
  return z
    .string(missing ? { error: missing } : undefined)
    .trim()
    .max(FIELD_LIMITS[field], tooLongMessage(field));
}

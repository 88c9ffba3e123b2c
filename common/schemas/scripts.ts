import { z } from 'zod';
import {
  INDUSTRY_VALUES,
  MESSAGE_LENGTH_VALUES,
  MESSAGE_TYPES,
  PAUSE_LENGTH_VALUES,
  TONE_VALUES,
  VOICE_ACCENTS,
} from '../constants.js';
import { MESSAGE_LANGUAGES } from '../message-language.js';
import { messages } from '../messages.js';
import { idParam, noControlChars, noControlCharsButLines } from './text.js';
import { ATTENDANT_DIGITS, hasIndustryOrSector } from '../wizard.js';
import { FIELD_LIMITS, limitedString, type LimitedField } from './field-limits.js';
import { companyNameField, websiteField } from './business-fields.js';
import { promotionItemsField } from './promotions.js';
import { spanishBusinessFields, spanishPromotionsField } from './spanish-words.js';

/** Request and response contracts of the script routes (spec §5, §7; records 054, 055). */

/** The longest script, held in the table of field limits beside the others (record 094). */
export const SCRIPT_MAX_CHARS = FIELD_LIMITS.scriptContent;

// Limits and their messages come from field-limits (record 094): the server says what the form says.
const text = (field: LimitedField) =>
  limitedString(field)
    .refine(...noControlChars)
    .default('');
const longText = (field: LimitedField) =>
  limitedString(field)
    .refine(...noControlCharsButLines)
    .default('');
const inputRequired = messages.scripts.generationInputRequired;

const messageTypeSchema = z.enum(MESSAGE_TYPES, { error: messages.scripts.invalidMessageType });

/** One text per keypad digit, e.g. { '1': 'sales' }; blank digits are left out of the menu. */
const attendantsSchema = z.partialRecord(
  z.enum(ATTENDANT_DIGITS),
  limitedString('attendant').refine(...noControlChars),
);

export const generateScriptBody = z
  .object({
    companyName: companyNameField(inputRequired, 1),
    companyWebsite: websiteField.default(''),
    // Spec §5: an empty industry is sent as other; '' is accepted here and read the same way.
    industry: z.enum([...INDUSTRY_VALUES, ''], { error: messages.business.industryUnknown }).default(''),
    customSector: text('customSector'),
    keyProducts: longText('keyProducts'),
    // What a Spanish script says instead of the English words (record 155); the English composer ignores them.
    ...spanishBusinessFields,
    spanishPromotionItems: spanishPromotionsField,
    messageType: messageTypeSchema.default('on-hold'),
    customMessage: longText('customMessage'),
    messageLength: z.enum(MESSAGE_LENGTH_VALUES).default('medium'),
    tone: z.enum(TONE_VALUES).default('friendly'),
    pauseLength: z.enum(PAUSE_LENGTH_VALUES).default('medium'),
    enableParagraphPauses: z.boolean().default(true),
    holidayType: text('holidayType'),
    businessHours: text('businessHours'),
    voicemailContactName: text('voicemailContactName'),
    voicemailOutOfOffice: z.boolean().default(false),
    voicemailReturnDate: text('voicemailReturnDate'),
    promotionItems: promotionItemsField.default([]),
    attendantOptions: longText('attendantOptions'),
    attendants: attendantsSchema.default({}),
    /**
     * The accent of the voice chosen in step 2, which the script is written for: its greetings (a US
     * caller is wished a Merry Christmas, a British one may be wished a Happy one; issue 40).
     */
    accent: z.enum(VOICE_ACCENTS).default('en-US'),
    /** The language the script is written in (issue 39, record 143): the Spanish composer writes 'es'. */
    language: z.enum(MESSAGE_LANGUAGES).default('en'),
  })
  .superRefine((value, ctx) => {
    // 'other' chosen in the dropdown counts as an industry; an empty one needs a sector.
    if (!hasIndustryOrSector(value.industry, value.customSector)) {
      ctx.addIssue({ code: 'custom', path: ['industry'], message: inputRequired });
    }
  });
export type GenerateScriptBody = z.input<typeof generateScriptBody>;
export type GenerateScriptInput = z.output<typeof generateScriptBody>;

const scriptSources = ['composer', 'llm'] as const;

export const generateScriptReply = z.object({
  success: z.literal(true),
  script: z.string(),
  wordCount: z.number().int(),
  estimatedDuration: z.number(),
  /** Which writer wrote it: the offline composer or the configured LLM. */
  source: z.enum(scriptSources),
  /** Set when the LLM failed and the composer stood in; the client shows it (record 054). */
  notice: z.string().optional(),
});
export type GenerateScriptReply = z.infer<typeof generateScriptReply>;

const savedScript = z.object({
  id: z.string(),
  messageType: messageTypeSchema,
  content: z.string(),
  /** The script's language (record 144), English for a script saved before it was kept. */
  language: z.enum(MESSAGE_LANGUAGES),
  /**
   * A bilingual message's other-language script, saved with it (record 155); '' when none. Use This
   * Script puts both back; the counts cover both languages.
   */
  secondContent: z.string(),
  createdAt: z.string(),
  wordCount: z.number().int(),
  estimatedDuration: z.number(),
});
export type SavedScript = z.infer<typeof savedScript>;

export const savedScriptsReply = z.object({ success: z.literal(true), scripts: z.array(savedScript) });
export const saveScriptBody = z.object({
  scriptContent: z
    .string({ error: messages.scripts.contentRequired })
    .trim()
    .min(1, messages.scripts.contentRequired)
    .max(SCRIPT_MAX_CHARS, messages.scripts.contentTooLong)
    .refine(...noControlCharsButLines),
  messageType: messageTypeSchema,
  // Not in spec §7's list; optional so the saved duration counts the pauses the user chose.
  pauseLength: z.enum(PAUSE_LENGTH_VALUES).default('medium'),
  enableParagraphPauses: z.boolean().default(true),
  /** The script's language (record 143): a Spanish script's estimate counts the Spanish words said; English when absent. */
  language: z.enum(MESSAGE_LANGUAGES).optional(),
  /** A bilingual message's script in the other language, saved beside it (record 155). */
  secondScriptContent: z
    .string()
    .trim()
    .max(SCRIPT_MAX_CHARS, messages.scripts.contentTooLong)
    .refine(...noControlCharsButLines)
    .default(''),
});
export type SaveScriptBody = z.input<typeof saveScriptBody>;

export const saveScriptReply = z.object({ success: z.literal(true), message: z.string(), script: savedScript });
export const listScriptsParams = z.object({ messageType: messageTypeSchema });
/** `tz`: the user's IANA time zone, which decides what "today" is (record 055); UTC when absent or unknown. */
export const listScriptsQuery = z.object({ tz: idParam(64).optional() });
export const scriptIdParams = z.object({ id: idParam(64) });

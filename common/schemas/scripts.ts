import { z } from 'zod';
import {
  INDUSTRY_VALUES,
  MESSAGE_LENGTH_VALUES,
  MESSAGE_TYPES,
  PAUSE_LENGTH_VALUES,
  TONE_VALUES,
} from '../constants.js';
import { messages } from '../messages.js';
import { idParam, noControlChars, noControlCharsButLines } from './text.js';
import { ATTENDANT_DIGITS, hasIndustryOrSector } from '../wizard.js';

/** Request and response contracts of the script routes (spec §5, §7; records 054, 055). */

export const SCRIPT_MAX_CHARS = 5000;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(...noControlChars)
    .default('');
const longText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(...noControlCharsButLines)
    .default('');
const inputRequired = messages.scripts.generationInputRequired;

const messageTypeSchema = z.enum(MESSAGE_TYPES, { error: messages.scripts.invalidMessageType });

/** One text per keypad digit, e.g. { '1': 'sales' }; blank digits are left out of the menu. */
const attendantsSchema = z.partialRecord(
  z.enum(ATTENDANT_DIGITS),
  z
    .string()
    .trim()
    .max(80)
    .refine(...noControlChars),
);

export const generateScriptBody = z
  .object({
    companyName: z
      .string({ error: inputRequired })
      .trim()
      .min(1, inputRequired)
      .max(120)
      .refine(...noControlChars),
    companyWebsite: text(200),
    // Spec §5: an empty industry is sent as other; '' is accepted here and read the same way.
    industry: z.enum([...INDUSTRY_VALUES, ''], { error: messages.business.industryUnknown }).default(''),
    customSector: text(80),
    keyProducts: longText(500),
    messageType: messageTypeSchema.default('on-hold'),
    customMessage: longText(2000),
    messageLength: z.enum(MESSAGE_LENGTH_VALUES).default('medium'),
    tone: z.enum(TONE_VALUES).default('friendly'),
    pauseLength: z.enum(PAUSE_LENGTH_VALUES).default('medium'),
    enableParagraphPauses: z.boolean().default(true),
    holidayType: text(80),
    businessHours: text(200),
    voicemailContactName: text(80),
    voicemailOutOfOffice: z.boolean().default(false),
    voicemailReturnDate: text(40),
    promotionItems: z
      .array(
        z
          .string()
          .max(200)
          .refine(...noControlChars),
      )
      .max(10)
      .default([]),
    attendantOptions: longText(300),
    attendants: attendantsSchema.default({}),
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
});
export type SaveScriptBody = z.input<typeof saveScriptBody>;

export const saveScriptReply = z.object({ success: z.literal(true), message: z.string(), script: savedScript });
export const listScriptsParams = z.object({ messageType: messageTypeSchema });
/** `tz`: the user's IANA time zone, which decides what "today" is (record 055); UTC when absent or unknown. */
export const listScriptsQuery = z.object({ tz: idParam(64).optional() });
export const scriptIdParams = z.object({ id: idParam(64) });

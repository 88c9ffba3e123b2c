import { z } from 'zod';
import {
  INDUSTRY_VALUES,
  MESSAGE_LENGTH_VALUES,
  MESSAGE_TYPES,
  PAUSE_LENGTH_VALUES,
  STEP_COUNT,
  TONE_VALUES,
  VOICE_ACCENTS,
  VOICE_PROVIDERS,
} from '../constants.js';
import { MESSAGE_LANGUAGES } from '../message-language.js';
import { ATTENDANT_DIGITS } from '../wizard.js';
import { SCRIPT_MAX_CHARS } from './scripts.js';
import { noControlChars, noControlCharsButLines } from './text.js';

/**
 * The wizard's draft (/api/draft, record 090): what the user has typed and chosen, kept on the
 * server per user so a reload, a new sign-in or another device finds the same work. Strings are not
 * trimmed: a draft keeps the fields exactly as they were typed. Every field is optional, so a draft
 * written by an older client still restores; unknown fields are dropped.
 */

/** The largest draft body the server reads; a full draft is a few kilobytes. */
export const DRAFT_MAX_BYTES = 64 * 1024;

/**
 * A draft holds work in progress, so its limits are loose: text a step will still refuse (a
 * 130-character company name, an eleventh promotion) must be kept all the same, or the work
 * would be lost silently. The routes that use the text hold it to their own limits.
 */
const LINE_MAX = 1000;

const line = z
  .string()
  .max(LINE_MAX)
  .refine(...noControlChars);
/** Multi-line text and scripts: the script editor's own limit. */
const text = z
  .string()
  .max(SCRIPT_MAX_CHARS)
  .refine(...noControlCharsButLines);

const messageType = z.enum(MESSAGE_TYPES);

/** A job's id (GET /api/jobs/:id); only its owner can follow it. */
const jobId = z.uuid();

/** The result step 5 shows: only an /api/audio/:id address, which plays for its owner alone (record 061). */
const draftAudioUrl = z.union([z.literal(''), z.string().regex(/^\/api\/audio\/[\w-]{1,100}$/)]);

export const draftFormData = z
  .object({
    companyName: line,
    companyWebsite: line,
    industry: z.enum([...INDUSTRY_VALUES, '']),
    useCustomSector: z.boolean(),
    customSector: line,
    keyProducts: text,
    spanishCustomSector: line,
    spanishKeyProducts: text,
    spanishPromotionItems: z.array(line).max(100),
    timeZone: line,
    messageLength: z.enum(MESSAGE_LENGTH_VALUES),
    language: z.enum(MESSAGE_LANGUAGES),
    bilingual: z.boolean(),
    secondScriptContent: text,
    secondVoiceType: line,
    languageKey: z.enum([...ATTENDANT_DIGITS, '']),
    pauseLength: z.enum(PAUSE_LENGTH_VALUES),
    enableParagraphPauses: z.boolean(),
    tone: z.enum(TONE_VALUES),
    voiceProvider: z.enum(VOICE_PROVIDERS),
    voiceGender: z.enum(['male', 'female']),
    voiceAccent: z.enum(VOICE_ACCENTS),
    voiceType: line,
    elevenlabsVoiceId: line,
    messageType,
    scriptContent: text,
    customMessage: text,
    holidayType: line,
    voicemailContactName: line,
    voicemailOutOfOffice: z.boolean(),
    voicemailReturnDate: line,
    businessHours: line,
    promotionItems: z.array(line).max(100),
    attendantOptions: text,
    attendants: z.partialRecord(z.enum(ATTENDANT_DIGITS), line),
    selectedTrackId: line,
    musicVolume: z.number().int().min(0).max(100),
    audioUrl: draftAudioUrl,
    audioDuration: z
      .number()
      .min(0)
      .max(24 * 3600)
      .nullable(),
    audioFilename: line,
    audioFileSize: z.number().int().min(0).nullable(),
  })
  .partial();

export const draftBody = z.object({
  step: z.number().int().min(1).max(STEP_COUNT),
  /** The furthest step reached: the indicator and the URLs open steps up to it. */
  furthestStep: z.number().int().min(1).max(STEP_COUNT).optional(),
  formData: draftFormData,
  /** The script last written for each message type, so changing the type keeps each one's script. */
  scriptsByType: z.partialRecord(messageType, text).default({}),
  /** The same for a bilingual message's other language (issue 47). */
  secondScriptsByType: z.partialRecord(messageType, text).optional(),
  /** True once the current result is in the Library: Create New Message then needs no confirmation. */
  resultSaved: z.boolean().default(false),
  /**
   * The audio generation step 5 waits for, from Continue until the user leaves step 5 (record 103):
   * a reload, or another device, attaches to its jobs instead of starting over.
   */
  generation: z.object({ voiceJobId: jobId, mixJobId: jobId }).partial().optional(),
  /** The Library item this message was reopened from (record 108): step 5 offers to save over it. */
  editing: z.object({ itemId: z.uuid(), title: line }).optional(),
});
export type DraftBody = z.input<typeof draftBody>;
export type Draft = z.output<typeof draftBody>;

/** GET answers the draft, or null when the user has none (a first visit, or after Create New Message). */
export const draftReply = z.object({ draft: draftBody.nullable(), updatedAt: z.string().nullable() });
export type DraftReply = z.infer<typeof draftReply>;

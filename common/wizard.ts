import { z } from 'zod';
import {
  DEFAULT_TRACK_ID,
  INDUSTRY_VALUES,
  LIMITS,
  MESSAGE_LENGTH_VALUES,
  PAUSE_LENGTH_VALUES,
  TONE_VALUES,
  type Industry,
  type MessageLength,
  type MessageType,
  type PauseLength,
  type Tone,
  type VoiceAccent,
  type VoiceProvider,
} from './constants.js';
import { DEFAULT_MESSAGE_LANGUAGE, MESSAGE_LANGUAGES, type MessageLanguage } from './message-language.js';
import { messages } from './messages.js';
import { companyNameField, timeZoneField, websiteField } from './schemas/business-fields.js';
import { limitedString } from './schemas/field-limits.js';
import { spanishBusinessFields } from './schemas/spanish-words.js';
import { noControlChars, noControlCharsButLines } from './schemas/text.js';

/**
 * Wizard form data (spec §3). One typed store holds it on the client; later steps extend it.
 * `useCustomSector` is the step-1 toggle: while it is on, the industry is stored as 'other'.
 */
export interface WizardFormData {
  companyName: string;
  companyWebsite: string;
  industry: Industry | '';
  useCustomSector: boolean;
  customSector: string;
  keyProducts: string;
  /**
   * The sector, services and promotions in Spanish (issue 47, record 155): a Spanish script says
   * these, never the English ones; '' and [] while the user has not given them.
   */
  spanishCustomSector: string;
  spanishKeyProducts: string;
  spanishPromotionItems: string[];
  /** The business's IANA time zone (record 107); empty until chosen, when step 1 offers this browser's. */
  timeZone: string;
  messageLength: MessageLength;
  /** The message's language, chosen in step 1 (record 144); the screens stay in English. */
  language: MessageLanguage;
  /**
   * Said in both languages in one file (record 145): `language` first, then the other one in its own
   * voice; an auto-attendant instead offers the other language on `languageKey` after its greeting.
   */
  bilingual: boolean;
  /** The other language's script of a bilingual message (step 3's second editor, `lang` set). */
  secondScriptContent: string;
  /** The other language's voice of a bilingual message (step 2's second list). */
  secondVoiceType: string;
  /** A bilingual auto-attendant's key for the other language ("Para español, oprima el nueve"); '' until chosen. */
  languageKey: AttendantDigit | '';
  pauseLength: PauseLength;
  enableParagraphPauses: boolean;
  tone: Tone;
  voiceProvider: VoiceProvider;
  voiceGender: 'male' | 'female';
  voiceAccent: VoiceAccent;
  voiceType: string;
  elevenlabsVoiceId: string;
  messageType: MessageType;
  scriptContent: string;
  customMessage: string;
  holidayType: string;
  voicemailContactName: string;
  voicemailOutOfOffice: boolean;
  voicemailReturnDate: string;
  businessHours: string;
  promotionItems: string[];
  attendantOptions: string;
  attendants: Record<AttendantDigit, string>;
  selectedTrackId: string;
  musicVolume: number;
  audioUrl: string;
  audioDuration: number | null;
  audioFilename: string;
  audioFileSize: number | null;
}

export const ATTENDANT_DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
export type AttendantDigit = (typeof ATTENDANT_DIGITS)[number];

export const defaultWizardFormData: WizardFormData = {
  companyName: '',
  companyWebsite: '',
  industry: '',
  useCustomSector: false,
  customSector: '',
  keyProducts: '',
  spanishCustomSector: '',
  spanishKeyProducts: '',
  spanishPromotionItems: [],
  timeZone: '',
  messageLength: 'medium',
  language: DEFAULT_MESSAGE_LANGUAGE,
  bilingual: false,
  secondScriptContent: '',
  secondVoiceType: '',
  languageKey: '',
  pauseLength: 'medium',
  enableParagraphPauses: true,
  tone: 'friendly',
  voiceProvider: 'murf',
  voiceGender: 'male',
  voiceAccent: 'en-US',
  voiceType: 'en-US-ken',
  elevenlabsVoiceId: '',
  messageType: 'on-hold',
  scriptContent: '',
  customMessage: '',
  holidayType: '',
  voicemailContactName: '',
  voicemailOutOfOffice: false,
  voicemailReturnDate: '',
  businessHours: '',
  promotionItems: [],
  attendantOptions: '',
  attendants: Object.fromEntries(ATTENDANT_DIGITS.map((d) => [d, ''])) as Record<AttendantDigit, string>,
  selectedTrackId: DEFAULT_TRACK_ID,
  musicVolume: LIMITS.musicVolumeDefault,
  audioUrl: '',
  audioDuration: null,
  audioFilename: '',
  audioFileSize: null,
};

/**
 * Step 1, Business Information (spec §2, §5). The industry/sector rule depends on the toggle:
 * off, an industry is required; on, a non-blank custom sector is. What it holds is also the
 * account's business profile (record 107), kept when the user continues from step 1.
 */
export const businessInfoSchema = z
  .object({
    companyName: companyNameField(messages.business.companyNameRequired, LIMITS.companyNameMinChars),
    companyWebsite: websiteField,
    industry: z.union([z.enum(INDUSTRY_VALUES), z.literal('')]),
    useCustomSector: z.boolean(),
    customSector: limitedString('customSector').refine(...noControlChars),
    keyProducts: limitedString('keyProducts').refine(...noControlCharsButLines),
    /** In Spanish, optional (record 155); a profile saved before them reads none. */
    ...spanishBusinessFields,
    timeZone: timeZoneField,
    messageLength: z.enum(MESSAGE_LENGTH_VALUES),
    tone: z.enum(TONE_VALUES),
    enableParagraphPauses: z.boolean(),
    pauseLength: z.enum(PAUSE_LENGTH_VALUES),
    /** The business's usual language for its messages (record 144); a profile saved before it reads English. */
    language: z.enum(MESSAGE_LANGUAGES).default(DEFAULT_MESSAGE_LANGUAGE),
    /** Whether its messages are said in both languages (record 145); a profile saved before it reads no. */
    bilingual: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.useCustomSector) {
      if (value.customSector.trim() === '') {
        ctx.addIssue({ code: 'custom', path: ['customSector'], message: messages.business.customSectorRequired });
      }
    } else if (value.industry === '') {
      ctx.addIssue({ code: 'custom', path: ['industry'], message: messages.business.industryRequired });
    }
  }); /** Step 1's form values before validation (what the fields hold while the user types). */
export type BusinessInfoInput = z.input<typeof businessInfoSchema>;

/** Server-side rule for any request that carries industry and sector without the toggle. */
export function hasIndustryOrSector(industry: string | undefined, customSector: string | undefined): boolean {
  return Boolean(industry && industry !== '') || Boolean(customSector && customSector.trim() !== '');
}

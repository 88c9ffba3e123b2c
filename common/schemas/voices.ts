import { z } from 'zod';
import {
  LIMITS,
  PAUSE_LENGTHS,
  PAUSE_LENGTH_VALUES,
  STUDIO_PROVIDERS,
  VOICE_ACCENTS,
  VOICE_PROVIDERS,
} from '../constants.js';
import { formatMessage } from '../format-message.js';
import { messages } from '../messages.js';
import { LANGUAGE_GAP_SECONDS, SECOND_PART_PLACEMENTS } from '../bilingual.js';
import { MESSAGE_LANGUAGES } from '../message-language.js';
import { spokenSecondsUpperBound, VOICE_MAX_SECONDS } from '../script-stats.js';
import { SPANISH_ACCENT } from '../spanish-voices.js';
import { SCRIPT_MAX_CHARS } from './scripts.js';
import { idParam, noControlChars, noControlCharsButLines } from './text.js';

/** Request and response contracts of the voice routes (spec §7). */

const voiceType = z
  .string({ error: messages.voice.voiceRequired })
  .trim()
  .min(1, messages.voice.voiceRequired)
  .max(64)
  .refine(...noControlChars);

/** A script to speak: 5,000 characters at most, as when saving one (SCRIPT_MAX_CHARS). */
const scriptText = z
  .string({ error: messages.voice.scriptRequired })
  .trim()
  .min(1, messages.voice.scriptRequired)
  .max(SCRIPT_MAX_CHARS, messages.voice.scriptTooLong)
  .refine(...noControlCharsButLines);

const voiceFields = {
  voiceGender: z.enum(['male', 'female']).default('male'),
  voiceAccent: z.enum(VOICE_ACCENTS).default('en-US'),
  voiceType,
  voiceProvider: z.enum(VOICE_PROVIDERS).optional(),
  /** A custom voice of this user (cloned or matched), as returned by the upload. */
  elevenlabsVoiceId: z
    .string()
    .trim()
    .max(64)
    .refine(...noControlChars)
    .optional(),
  /** Retry on the offline engine after a studio service failed. */
  useLocalEngine: z.boolean().optional(),
  /** The message's language (record 144): its voice must speak it; the server checks. */
  language: z.enum(MESSAGE_LANGUAGES).default('en'),
};

/** The silence the voice leaves between paragraphs (record 054); with pauses off, the pipeline's own short gap. */
function paragraphPauseSeconds(body: { enableParagraphPauses: boolean; pauseLength: string }): number {
  return body.enableParagraphPauses ? (PAUSE_LENGTHS.find((p) => p.value === body.pauseLength)?.seconds ?? 1) : 0.45;
}

/** How a script is spoken, without the script: a programme's suggested messages share one (record 118). */
export const spokenVoiceFields = z.object({
  pauseLength: z.enum(PAUSE_LENGTH_VALUES).default('medium'),
  enableParagraphPauses: z.boolean().default(true),
  ...voiceFields,
});

/**
 * A bilingual message's other language (record 145): its own script, said by its own voice in the
 * same file, after the first part or after its first paragraph, with LANGUAGE_GAP_SECONDS between.
 * Its language must differ from the message's; the server checks each voice speaks its part.
 */
const secondPartFields = z.object({
  script: scriptText,
  voiceType,
  /** A custom voice of this user for this part (a clone speaks Spanish on ElevenLabs only, record 144). */
  elevenlabsVoiceId: voiceFields.elevenlabsVoiceId,
  language: z.enum(MESSAGE_LANGUAGES),
  placement: z.enum(SECOND_PART_PLACEMENTS).default('end'),
});
export type SecondPart = z.infer<typeof secondPartFields>;

export const synthesizeVoiceBody = spokenVoiceFields
  .extend({ script: scriptText, secondPart: secondPartFields.optional() })
  .superRefine((body, ctx) => {
    if (body.secondPart && body.secondPart.language === body.language)
      ctx.addIssue({ code: 'custom', path: ['secondPart', 'language'], message: messages.voice.secondLanguageSame });
    // Refused before any work: no request may ask for more audio than any phone system takes.
    const pause = paragraphPauseSeconds(body);
    const second = body.secondPart;
    const seconds =
      spokenSecondsUpperBound(body.script, pause, body.language) +
      (second ? LANGUAGE_GAP_SECONDS + spokenSecondsUpperBound(second.script, pause, second.language) : 0);
    if (seconds <= VOICE_MAX_SECONDS) return;
    const minutes = Math.ceil(seconds / 60);
    ctx.addIssue({
      code: 'custom',
      path: ['script'],
      message: formatMessage(messages.voice.audioTooLong, { minutes }),
    });
  });
export type SynthesizeVoiceBody = z.input<typeof synthesizeVoiceBody>;

export const synthesizeVoiceReply = z.object({
  audioId: z.string(),
  durationSeconds: z.number(),
  provider: z.string(),
  /**
   * True when an identical earlier render was reused (the speech cache) and nothing was synthesized
   * now: a message revisited or reopened. Step 4 then says nothing about a new recording (issue 47).
   * Optional: a job that settled before the field existed answers without it.
   */
  reused: z.boolean().optional(),
});
export type SynthesizeVoiceReply = z.infer<typeof synthesizeVoiceReply>;

export const previewVoiceBody = z.object({
  // Spec §7: the client sends the first 500 characters; longer text is cut, not refused.
  text: scriptText.transform((t) => t.slice(0, LIMITS.previewTextChars)),
  ...voiceFields,
});
export const previewVoiceReply = z.object({ url: z.string(), provider: z.string() });
export type PreviewVoiceReply = z.infer<typeof previewVoiceReply>;

export const uploadVoiceReply = z.object({
  voiceId: z.string(),
  voiceName: z.string(),
  /** 'clone' with ElevenLabs; 'match' when a local voice was matched to the sample (record 053). */
  kind: z.enum(['clone', 'match']),
  /** The catalogue voice it is built on or matched to. */
  baseVoiceId: z.string(),
  /** Plain-words notes about the sample (length, level, clipping, noise). */
  notes: z.array(z.string()),
});
export type UploadVoiceReply = z.infer<typeof uploadVoiceReply>;

const providerStatus = z.object({
  id: z.enum(STUDIO_PROVIDERS),
  /** 'live': the studio service renders; 'offline': the local engine renders this card's voices. */
  mode: z.enum(['live', 'offline']),
  canClone: z.boolean(),
  note: z.string(),
});
export type ProviderStatus = z.infer<typeof providerStatus>;

export const voicesReply = z.object({
  voices: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      gender: z.enum(['male', 'female']),
      /** The spec's four accents, or US Spanish for a Spanish voice (record 144). */
      accent: z.enum([...VOICE_ACCENTS, SPANISH_ACCENT]),
      accentLabel: z.string(),
      /** The language the voice speaks: the client lists a Spanish one only for a Spanish message. */
      language: z.enum(MESSAGE_LANGUAGES),
      previewUrl: z.string(),
    }),
  ),
  providers: z.array(providerStatus),
});
export type VoicesReply = z.infer<typeof voicesReply>;

/** Any string: an id that is not one of this user's files, well-formed or not, is the same 404. */
export const audioIdParams = z.object({ id: idParam() });

import { z } from 'zod';
import { MESSAGE_LANGUAGES } from '../message-language.js';
import { messages } from '../messages.js';
import { idParam, noControlChars } from './text.js';

/** The pronunciation dictionary's contracts (/api/pronunciations, record 073). */

export const PRONUNCIATIONS_MAX = 200;

export const pronunciationBody = z.object({
  term: z
    .string({ error: messages.pronunciations.termRequired })
    .trim()
    .min(1, messages.pronunciations.termRequired)
    .max(100)
    .refine(...noControlChars)
    .refine((t) => /[\p{L}\p{N}]/u.test(t), messages.pronunciations.termInvalid),
  sayAs: z
    .string({ error: messages.pronunciations.sayAsRequired })
    .trim()
    .min(1, messages.pronunciations.sayAsRequired)
    .max(200)
    .refine(...noControlChars),
  /** Optional IPA, used by engines that take it (Murf); the others say `sayAs`. */
  ipa: z
    .string()
    .trim()
    .max(200)
    .refine(...noControlChars)
    .optional()
    .transform((v) => v || undefined),
  /** The messages it applies to (record 144): a term may be said one way in English, another in Spanish. */
  language: z.enum(MESSAGE_LANGUAGES).default('en'),
});
export type PronunciationBody = z.input<typeof pronunciationBody>;

const pronunciationEntry = z.object({
  id: z.string(),
  term: z.string(),
  sayAs: z.string(),
  ipa: z.string().nullable(),
  language: z.enum(MESSAGE_LANGUAGES),
  createdAt: z.string(),
});
export type PronunciationEntry = z.infer<typeof pronunciationEntry>;

export const pronunciationsReply = z.object({ pronunciations: z.array(pronunciationEntry) });
export type PronunciationsReply = z.infer<typeof pronunciationsReply>;

export const pronunciationReply = z.object({ pronunciation: pronunciationEntry, message: z.string() });
export type PronunciationReply = z.infer<typeof pronunciationReply>;

export const pronunciationIdParams = z.object({ id: idParam() });

import { z } from 'zod';
import { MESSAGE_LANGUAGES, type MessageLanguage } from '../message-language.js';
import { messages } from '../messages.js';
import { keptDetails } from './business-profile.js';
import { PROGRAMME_ITEMS_MAX, programmeSettings } from './programmes.js';
import { SCRIPT_MAX_CHARS } from './scripts.js';
import { idParam, noControlCharsButLines } from './text.js';
import { spokenVoiceFields } from './voices.js';

/**
 * The suggested programme (issue 25, record 118): from the business profile, a welcome, three to
 * five messages about the business and a thank-you for holding that recurs every three or four
 * items, each written by the script writer in use, for the user to edit before anything is made.
 */

const PROGRAMME_MESSAGE_ROLES = ['welcome', 'services', 'hours', 'website', 'promotion', 'thanks'] as const;

/**
 * What each suggested message is about, as the script writer is asked for it. `team` is a second
 * message about the business (its role is 'services'), written only when the profile gives too
 * little for three middle messages.
 */
export const PROGRAMME_SEGMENTS = ['welcome', 'services', 'team', 'hours', 'website', 'promotion', 'thanks'] as const;
export type ProgrammeSegment = (typeof PROGRAMME_SEGMENTS)[number];

/**
 * About 20–30 seconds with the paragraph pauses, at 140 words a minute (common/script-stats.ts): the
 * length producers use between music. Measured over 2,730 composed parts: 21–30.6 s estimated, 1.3 %
 * over 30 s (hours read out as words run longest).
 */
export const PROGRAMME_MESSAGE_WORDS = { min: 48, max: 64 } as const;

/**
 * Hours and offers, beyond step 1's profile: without hours, no hours message. Left out, the ones the
 * profile keeps are used; `keepInProfile` (the user agreed, issue 40) keeps the given ones there.
 */
export const programmeSuggestionBody = keptDetails.partial().extend({
  keepInProfile: z.boolean().default(false),
  /**
   * Both languages (issue 39, record 147): every message written in the profile's language and in
   * the other, and the order alternating them, so callers of either language hear one soon.
   */
  bilingual: z.boolean().default(false),
});
export type ProgrammeSuggestionBody = z.input<typeof programmeSuggestionBody>;

const key = idParam(40);
const script = z
  .string({ error: messages.scripts.contentRequired })
  .trim()
  .min(1, messages.scripts.contentRequired)
  .max(SCRIPT_MAX_CHARS, messages.scripts.contentTooLong)
  .refine(...noControlCharsButLines);

const suggestedMessage = z.object({
  key: z.string(),
  /** The language it is written in; a bilingual suggestion has each message in both (record 147). */
  language: z.enum(MESSAGE_LANGUAGES),
  role: z.enum(PROGRAMME_MESSAGE_ROLES),
  title: z.string(),
  script: z.string(),
});
export type SuggestedMessage = z.infer<typeof suggestedMessage>;

export const programmeSuggestionReply = z.object({
  success: z.literal(true),
  suggestion: z.object({
    title: z.string(),
    messages: z.array(suggestedMessage),
    /** The playing order by key: the welcome first, the thank-you again every three or four items. */
    order: z.array(z.string()),
  }),
  /** The hours and offers it was written with: the dialog shows them for the user to change. */
  details: keptDetails,
  /** Set when the LLM failed and the composer stood in (record 054). */
  notice: z.string().optional(),
});
export type ProgrammeSuggestionReply = z.infer<typeof programmeSuggestionReply>;

/**
 * A playing order with no message twice in a row, the loop's turn from the last back to the first
 * included: the thank-you that ended two runs of messages is said once when the user removes what
 * was between them (issue 40). In a programme of two languages (record 147) a message followed by
 * its own other-language version is the pair it is meant to be, not a repeat; any other two of one
 * part side by side are ("thanks-es" then "thanks-2").
 */
export function withoutRepeats(order: readonly string[]): string[] {
  const repeats = (before: string, key: string) => partOf(before) === partOf(key) && !isOtherLanguageOf(key, before);
  const kept: string[] = [];
  // Compared with the last one kept: a dropped key no longer stands between its neighbours.
  for (const key of order) if (kept.length === 0 || !repeats(kept.at(-1)!, key)) kept.push(key);
  while (kept.length > 1 && repeats(kept.at(-1)!, kept[0]!)) kept.pop();
  return kept;
}

/**
 * The part a message's key plays: "thanks-2" is the second wording of the thank-you (issue 40), so
 * two thank-yous in a row count as a repeat even in different words; "thanks-2-es" is its Spanish
 * version (record 147).
 */
export function partOf(key: string): string {
  return key.replace(LANGUAGE_SUFFIX, '').replace(/-\d+$/, '');
}

/** The key of a message's version in the programme's other language (record 147): "welcome-es", "thanks-2-es". */
export const otherLanguageKey = (key: string, language: MessageLanguage): string => `${key}-${language}`;

const LANGUAGE_SUFFIX = new RegExp(`-(?:${MESSAGE_LANGUAGES.join('|')})$`);

/** Whether `key` is `first`'s own version in the other language: "welcome-es" of "welcome". */
function isOtherLanguageOf(key: string, first: string): boolean {
  return LANGUAGE_SUFFIX.test(key) && key.replace(LANGUAGE_SUFFIX, '') === first;
}

/**
 * How many wordings the recurring thank-you has: one for each run of messages. A programme of a
 * welcome and three to five messages has two runs (record 118); a third would take the first's.
 */
export const THANKS_VARIANTS = 2;

/** The key of the `n`-th thank-you (from 0) of a suggested programme: "thanks", "thanks-2". */
export const thanksKey = (n: number): string => (n === 0 ? 'thanks' : `thanks-${n + 1}`);

/** POST /api/programmes/from-suggestion: the edited messages made into Library items, then a programme of them. */
export const fromSuggestionBody = programmeSettings
  .pick({ title: true, trackId: true, volume: true, gapSeconds: true, targetSystem: true })
  .extend({
    messages: z
      .array(
        z.object({
          key,
          title: programmeSettings.shape.title,
          script,
          language: z.enum(MESSAGE_LANGUAGES).default('en'),
        }),
      )
      .min(1, messages.programmes.itemsRequired)
      .max(PROGRAMME_ITEMS_MAX, messages.programmes.tooManyItems),
    order: z
      .array(key)
      .min(1, messages.programmes.itemsRequired)
      .max(PROGRAMME_ITEMS_MAX, messages.programmes.tooManyItems)
      .transform(withoutRepeats),
    /** The one voice every message in `voice.language` is spoken in. */
    voice: spokenVoiceFields,
    /** The one voice of the messages in the other language (record 147); needed when any message is in it. */
    otherVoice: spokenVoiceFields.optional(),
  })
  .superRefine((body, ctx) => {
    const keys = new Set(body.messages.map((m) => m.key));
    if (keys.size !== body.messages.length)
      ctx.addIssue({ code: 'custom', path: ['messages'], message: messages.programmeSuggestion.keysRepeat });
    if (body.order.some((k) => !keys.has(k)))
      ctx.addIssue({ code: 'custom', path: ['order'], message: messages.programmeSuggestion.orderUnknown });
  });
export type FromSuggestionBody = z.input<typeof fromSuggestionBody>;

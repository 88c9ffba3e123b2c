import { z } from 'zod';
import { MESSAGE_TYPES } from '../constants.js';
import { messages } from '../messages.js';
import { timeZoneField } from './business-fields.js';
import { FIELD_LIMITS } from './field-limits.js';
import { recipe, recipeSummary } from './recipe.js';
import { idParam, noControlChars } from './text.js';

/** The Library (saved final messages) and the phone-system exports (record 056). */

export const LIBRARY_TITLE_MAX = FIELD_LIMITS.libraryTitle;

/** The final mix to keep: its audio_files id. */
const mixId = z
  .string({ error: messages.library.audioRequired })
  .trim()
  .min(1, messages.library.audioRequired)
  .max(100, messages.library.notFound)
  .refine(...noControlChars);

const title = z
  .string()
  .trim()
  .max(LIBRARY_TITLE_MAX, messages.library.titleTooLong)
  .refine(...noControlChars);

export const saveLibraryBody = z.object({
  audioId: mixId,
  // Blank or missing: the server names it by its type and the day on the business's clock,
  // "Voicemail Greeting – Sat, Nov 21, 2026" (no type: "On-hold message – …"). Either way the server
  // numbers a title the user's Library already has, "… (2)" (record 136).
  title: title.optional(),
  /** The type the message was made as; the Library's Guide link opens on its tab (record 099). */
  messageType: z.enum(MESSAGE_TYPES, { error: messages.scripts.invalidMessageType }).optional(),
  /** This device's zone, for the default title's day when the account has no business profile (record 136). */
  timeZone: timeZoneField.optional(),
});
export type SaveLibraryBody = z.input<typeof saveLibraryBody>;

const libraryItem = z.object({
  id: z.string(),
  title: z.string(),
  /** The audio_files id of the kept copy: plays and downloads from `url`, exports from /api/audio/:id/export/:format. */
  audioId: z.string(),
  url: z.string(),
  /** Seconds. */
  duration: z.number(),
  /** Bytes of the MP3. */
  byteSize: z.number().int(),
  createdAt: z.string(),
  /** Null for items saved before the type was kept, or saved without one (record 099). */
  messageType: z.enum(MESSAGE_TYPES).nullable(),
  /** What it says and how it was made (record 108); null for items saved before recipes were kept, which cannot be reopened. */
  summary: recipeSummary.nullable(),
  /** The 24-hour mix it was saved from, while that may still be shown: step 5 and the Guide offer no second save. */
  sourceAudioId: z.string().nullable(),
  /** When it was last renamed or replaced. */
  updatedAt: z.string(),
});
export type LibraryItem = z.infer<typeof libraryItem>;

export const libraryListReply = z.object({ success: z.literal(true), items: z.array(libraryItem) });
export type LibraryListReply = z.infer<typeof libraryListReply>;

export const saveLibraryReply = z.object({ success: z.literal(true), message: z.string(), item: libraryItem });
export type SaveLibraryReply = z.infer<typeof saveLibraryReply>;

export const libraryIdParams = z.object({ id: idParam() });

/** GET /api/library/:id: the item and its whole recipe, to reopen it in the studio (record 108). */
export const libraryItemReply = z.object({
  success: z.literal(true),
  item: libraryItem,
  recipe: recipe.nullable(),
  /** The recipe's track is no longer offered (the admin deleted it): it reopens with no music. */
  trackMissing: z.boolean(),
});
export type LibraryItemReply = z.infer<typeof libraryItemReply>;

/** PUT /api/library/:id/title: a new name; blank is refused, as a name is what the list shows. */
export const renameLibraryBody = z.object({ title: title.min(1, messages.library.titleRequired) });

/** PUT /api/library/:id/audio: a new final mix takes the item's place, keeping its id and name. */
export const replaceLibraryAudioBody = z.object({ audioId: mixId });

/**
 * Files phone systems take (see client/src/features/guide/phone-systems.ts for which system takes which):
 * 8 kHz mono WAV as 16-bit PCM or G.711 µ-law, a small mono MP3 for Microsoft Teams (under 5 MB),
 * and for wideband systems 16 kHz mono, as 16-bit PCM WAV or raw G.722 (record 140).
 * And what a caller hears, for listening in the browser: the message through a landline (G.711
 * µ-law), a mobile (GSM 06.10) or a wideband (G.722) call, as an MP3 (server/src/process/phone-line.ts).
 */
export const EXPORT_FORMATS = [
  'wav-pcm-8k',
  'wav-ulaw-8k',
  'mp3-teams',
  'wav-pcm-16k',
  'g722',
  'preview-landline',
  'preview-mobile',
  'preview-wideband',
] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const exportParams = z.object({
  id: idParam(),
  format: z.enum(EXPORT_FORMATS, { error: messages.library.unknownFormat }),
});

export const exportFileSuffix: Record<ExportFormat, string> = {
  'wav-pcm-8k': '-8khz-pcm.wav',
  'wav-ulaw-8k': '-8khz-ulaw.wav',
  'mp3-teams': '-teams.mp3',
  'wav-pcm-16k': '-16khz-pcm.wav',
  g722: '-16khz.g722',
  'preview-landline': '-landline-preview.mp3',
  'preview-mobile': '-mobile-preview.mp3',
  'preview-wideband': '-wideband-preview.mp3',
};

/** The step 5 and Library listening choice: the file itself, or a phone line (an export format). */
export type ListenChoice = 'file' | 'preview-landline' | 'preview-mobile' | 'preview-wideband';

/** "Bright Smile – hold" -> "bright-smile-hold": lower case, every run of non-alphanumerics one hyphen. */
export function fileSlug(title: string): string {
  return (
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'on-hold-message'
  );
}

/**
 * A new Library item's title of its own (record 136), decided by the server, suggested by the
 * studio's *Save as new*: the wanted one, else "… (2)", "… (3)", the
 * first that none of `taken` is, cut so the number always fits within `max`.
 */
export function numberedTitle(wanted: string, taken: ReadonlySet<string>, max: number = LIBRARY_TITLE_MAX): string {
  if (!taken.has(wanted)) return wanted;
  for (let n = 2; ; n += 1) {
    const suffix = ` (${n})`;
    const candidate = `${wanted.slice(0, max - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

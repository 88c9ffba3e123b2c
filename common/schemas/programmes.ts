import { z } from 'zod';
import { NO_MUSIC_TRACK_ID } from '../constants.js';
import { MESSAGE_LANGUAGES } from '../message-language.js';
import { messages } from '../messages.js';
import { TARGET_SYSTEM_IDS, type TargetFormat } from '../phone-system-limits.js';
import { FIELD_LIMITS } from './field-limits.js';
import { idParam, noControlChars } from './text.js';

/**
 * On-hold programmes (issue 25): an ordered list of Library items with one music track under all
 * of it and music between the messages, rendered as one continuous file that loops seamlessly,
 * and as a numbered playlist for systems that play a folder in order.
 */

export const PROGRAMME_ITEMS_MAX = 20;
/** The whole programme, messages and music between them. */
export const PROGRAMME_SECONDS_MAX = 600;
/** Music between two messages, in seconds. */
export const PROGRAMME_GAP_SECONDS = { min: 5, max: 30, default: 12 } as const;

const title = z
  .string()
  .trim()
  .min(1, messages.programmes.titleRequired)
  .max(FIELD_LIMITS.libraryTitle, messages.library.titleTooLong)
  .refine(...noControlChars);

/** What the owner sets; POST creates with it, PUT replaces it whole. */
export const programmeSettings = z.object({
  title,
  /** Library item ids in playing order; the welcome first. An item may appear more than once (a thank-you that recurs). */
  itemIds: z
    .array(z.uuid({ error: messages.programmes.itemNotFound }))
    .min(1, messages.programmes.itemsRequired)
    .max(PROGRAMME_ITEMS_MAX, messages.programmes.tooManyItems),
  /** A music track id as the mix takes it ('none' is refused: a programme is messages over music). */
  trackId: z
    .string({ error: messages.programmes.musicRequired })
    .trim()
    .min(1, messages.programmes.musicRequired)
    .max(100, messages.programmes.musicRequired)
    .refine((id) => id !== NO_MUSIC_TRACK_ID, messages.programmes.musicRequired)
    .refine(...noControlChars),
  volume: z.number().int().min(0).max(100),
  gapSeconds: z
    .number()
    .min(PROGRAMME_GAP_SECONDS.min, messages.programmes.gapRange)
    .max(PROGRAMME_GAP_SECONDS.max, messages.programmes.gapRange),
  targetSystem: z.enum(TARGET_SYSTEM_IDS, { error: messages.programmes.unknownSystem }),
});
export type ProgrammeSettings = z.infer<typeof programmeSettings>;

const programmeItem = z.object({
  /** The Library item; null title when it was deleted since (the programme says so and cannot render). */
  itemId: z.string(),
  title: z.string().nullable(),
  /** Seconds of the item's voice as the programme places it; null when unknown (deleted, or no recipe). */
  voiceSeconds: z.number().nullable(),
  /** The item cannot be used: deleted, or saved before recipes were kept. */
  problem: z.string().nullable(),
  /** The language its voice speaks (record 147): the list shows it where a programme mixes languages. Absent when unknown. */
  language: z.enum(MESSAGE_LANGUAGES).optional(),
});

const programmeRender = z.object({
  /** An audio_files row of kind 'programme': GET /api/audio/:id and its exports serve it, kept until replaced or deleted. */
  audioId: z.string(),
  url: z.string(),
  duration: z.number(),
  byteSize: z.number().int(),
  renderedAt: z.string(),
});

export const programmeReply = z.object({
  id: z.string(),
  title: z.string(),
  itemIds: z.array(z.string()),
  items: z.array(programmeItem),
  trackId: z.string(),
  volume: z.number(),
  gapSeconds: z.number(),
  targetSystem: z.enum(TARGET_SYSTEM_IDS),
  /** The length the render will have, from the items' voices and the gaps. */
  estimatedSeconds: z.number(),
  /** The last render, or null before the first. */
  render: programmeRender.nullable(),
  /** An item changed, was deleted, or the settings changed since the render: render again. */
  outOfDate: z.boolean(),
  /** A render job under way, to follow with GET /api/jobs/:id; null when none. */
  renderJobId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProgrammeReply = z.infer<typeof programmeReply>;

export const programmeIdParams = z.object({ id: idParam() });
export const programmesReply = z.object({ success: z.literal(true), programmes: z.array(programmeReply) });
export const programmeSaved = z.object({ success: z.literal(true), programme: programmeReply });

/** The formats a programme's playlist zip is made in: the MP3 itself, or what a phone system takes. */
export const PLAYLIST_FORMATS = [
  'original',
  'mp3-teams',
  'wav-pcm-8k',
  'wav-ulaw-8k',
] as const satisfies readonly TargetFormat[];

/** GET /api/programmes/:id/playlist/:format (a download, not a JSON route). */
export const playlistParams = z.object({
  id: idParam(),
  format: z.enum(PLAYLIST_FORMATS, { error: messages.library.unknownFormat }),
});
export type PlaylistFormat = (typeof PLAYLIST_FORMATS)[number];

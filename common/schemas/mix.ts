import { z } from 'zod';
import { MESSAGE_TYPES } from '../constants.js';
import { messages } from '../messages.js';
import { recipe, recipeMessage } from './recipe.js';
import { noControlChars } from './text.js';

/** POST /api/mix-audio (spec §7, §9; record 056). */

/** Music volume: 0 is silent, 100 is as loud as the voice; the wizard's slider starts at 15 (spec §9). */
const MUSIC_VOLUME = { min: 0, max: 100, default: 15 } as const;

/** A final file is available for 24 hours (spec §9, record 056). */
export const MIX_TTL_MS = 24 * 60 * 60 * 1000;

/** What a mix is made of: the voice recording, the track and its volume. */
const mixChoice = z.object({
  voiceAudioId: z
    .string({ error: messages.mix.voiceRequired })
    .trim()
    .min(1, messages.mix.voiceRequired)
    .max(100, messages.mix.voiceNotFound)
    .refine(...noControlChars),
  musicTrackId: z
    .string({ error: messages.mix.trackRequired })
    .trim()
    .min(1, messages.mix.trackRequired)
    .max(100, messages.mix.trackNotFound)
    .refine(...noControlChars),
  musicVolume: z
    .number({ error: messages.mix.volumeInvalid })
    .min(MUSIC_VOLUME.min, messages.mix.volumeInvalid)
    .max(MUSIC_VOLUME.max, messages.mix.volumeInvalid),
  /**
   * How the message is heard decides where the voice sits in the music (record 112): a prompt the
   * caller answers (auto-attendant, voicemail) starts at once. Without it, an announcement's frame.
   */
  messageType: z.enum(MESSAGE_TYPES, { error: messages.scripts.invalidMessageType }).optional(),
});

/**
 * The mix asked for: its choice, and what the wizard knew of the message (its business, type and
 * type's fields), kept in the final file's recipe (record 108). Optional: a mix without it can
 * still be made again, but reopens with the studio's own message fields.
 */
export const mixAudioBody = mixChoice.extend({ message: recipeMessage.optional() });
export const mixAudioReply = z.object({
  /** Served only to its owner; 410 Gone once the 24 hours are over. */
  url: z.string(),
  /** Seconds. */
  duration: z.number(),
  filename: z.string(),
  /** Bytes. */
  fileSize: z.number().int(),
});
export type MixAudioReply = z.infer<typeof mixAudioReply>;
export type MixAudioBody = z.input<typeof mixAudioBody>;

/**
 * GET /api/mix-preview (step 4's live preview): the voice over the chosen track at the chosen
 * volume, the first MIX_PREVIEW_SECONDS of the final timeline, made by the same mixer as the file.
 * The query carries the mix body's fields as text.
 */
export const MIX_PREVIEW_SECONDS = 10;
export const mixPreviewQuery = mixChoice.extend({
  musicVolume: z.coerce
    .number({ error: messages.mix.volumeInvalid })
    .min(MUSIC_VOLUME.min, messages.mix.volumeInvalid)
    .max(MUSIC_VOLUME.max, messages.mix.volumeInvalid),
});

/**
 * GET /api/mixes/:id: a final file's state, for step 5 (record 108). Past its 24 hours it says so in
 * the server's words and still gives the recipe, so the studio can make it again; `recipe` is null
 * for a mix made before recipes were kept.
 */
export const mixStateReply = z.object({
  success: z.literal(true),
  expiresAt: z.string().nullable(),
  /** The expiry message when the file is past its 24 hours; null while it plays. */
  expired: z.string().nullable(),
  recipe: recipe.nullable(),
  /** The recipe's track is no longer offered (the admin deleted it): made again with no music. */
  trackMissing: z.boolean(),
});
export type MixStateReply = z.infer<typeof mixStateReply>;

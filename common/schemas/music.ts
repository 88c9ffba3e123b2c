import { z } from 'zod';
import { messages } from '../messages.js';
import { FIELD_LIMITS } from './field-limits.js';
import { idParam, noControlChars } from './text.js';

/** A background-music choice as GET /api/music-tracks lists it (spec §3, §7). */
export const musicTrack = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Display duration, m:ss. */
  duration: z.string(),
  durationInSeconds: z.number(),
  /** Built-in tracks come with the product and cannot be deleted; the others were uploaded by an admin. */
  builtIn: z.boolean(),
});
export type MusicTrack = z.infer<typeof musicTrack>;

/**
 * A track as the admin sees it (GET /api/admin/music-tracks, POST /api/upload-music's reply): held
 * tracks, which users cannot choose until an admin publishes them, with the phone-line warning that
 * held them (record 106).
 */
export const adminMusicTrack = musicTrack.extend({
  held: z.boolean(),
  /** Why the track is held: what a phone line takes from it, with the figures. */
  phoneLineWarning: z.string().optional(),
});
export type AdminMusicTrack = z.infer<typeof adminMusicTrack>;

export const MUSIC_UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
/**
 * The longest track an upload may hold (hold music runs 1–5 minutes and repeats). 25 MB of MP3 at
 * a low bitrate decodes to hours, so the length, not the size, bounds what a track costs to decode.
 */
export const MUSIC_MAX_SECONDS = 10 * 60;
export const TRACK_ID_PATTERN = /^[a-z0-9-]+$/;
export const DEFAULT_TRACK_DESCRIPTION = 'Background music track';

/** The text fields of POST /api/upload-music, checked by the admin form and again by the server; limits from record 094's table. */
export const musicUploadFields = z.object({
  id: z
    .string({ error: messages.music.missingInformation })
    .trim()
    .min(1, messages.music.missingInformation)
    .max(FIELD_LIMITS.trackId)
    .regex(TRACK_ID_PATTERN, messages.music.invalidIdFormat),
  name: z
    .string({ error: messages.music.missingInformation })
    .trim()
    .min(1, messages.music.missingInformation)
    .max(FIELD_LIMITS.trackName)
    .refine(...noControlChars),
  description: z
    .string()
    .trim()
    .max(FIELD_LIMITS.trackDescription)
    .refine(...noControlChars)
    .optional()
    .transform((d) => (d ? d : DEFAULT_TRACK_DESCRIPTION)),
});
export const musicTrackParams = z.object({ id: idParam() });

import { LIMITS } from '#common/constants.js';
import { messages } from '#common/messages.js';
import { MUSIC_UPLOAD_MAX_BYTES } from '#common/schemas/music.js';

/** The routes that take a file (multipart): the largest file each takes and the words for one larger. */
export const UPLOAD_ROUTES: Record<string, { maxBytes: number; tooLarge: string }> = {
  '/api/elevenlabs/upload-voice': { maxBytes: LIMITS.maxCloneFileBytes, tooLarge: messages.voice.fileTooLarge },
  '/api/upload-music': { maxBytes: MUSIC_UPLOAD_MAX_BYTES, tooLarge: messages.music.fileTooLarge },
};

/** Room for the multipart framing and the text fields around the file. */
export const FRAMING_BYTES = 64 * 1024;
